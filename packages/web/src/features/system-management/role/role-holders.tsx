import type { Role, RoleHolders } from '@beacon/contracts/system-management';
import { roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowRefusal } from '../../../components/page-kit/page-spec';
import { callEndpoint } from '../../../lib/api-client/call-endpoint';

/** The accounts holding a role, listed in the refusal to delete it. */
function HolderList({ role, holders }: { role: Role; holders: RoleHolders }) {
  const { t } = useTranslation('role');
  const more = holders.total - holders.accounts.length;
  return (
    <div data-testid="role-holders">
      <Typography.Paragraph>{t('heldBy', { role: role.name, count: holders.total })}</Typography.Paragraph>
      <ul style={{ maxHeight: 200, overflow: 'auto', margin: 0 }}>
        {holders.accounts.map((account) => (
          <li key={account}>{account}</li>
        ))}
      </ul>
      {more > 0 && <Typography.Text type="secondary">{t('heldMore', { count: more })}</Typography.Text>}
    </div>
  );
}

/**
 * Before a role's delete is asked: who holds it. While any account does, the refusal lists them (the first names
 * alphabetically, and how many more) and nothing is deleted; the server refuses as well.
 */
export async function roleHeldRefusal(role: Role): Promise<RowRefusal | undefined> {
  const holders = (await callEndpoint(roleEndpoints.holders, { params: { id: role.id } })).data;
  if (holders.total === 0) return undefined;
  return { title: 'heldTitle', content: <HolderList role={role} holders={holders} /> };
}
