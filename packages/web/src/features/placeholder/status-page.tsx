import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A full-page status (404 or 401) with a way home. */
function StatusPage({ kind }: { kind: 'notFound' | 'unauthorized' }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Result
      status={kind === 'notFound' ? '404' : '403'}
      title={t(`${kind}.title`)}
      subTitle={t(`${kind}.description`)}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t(`${kind}.home`)}
        </Button>
      }
    />
  );
}

/** /404 */
export function NotFoundPage() {
  return <StatusPage kind="notFound" />;
}

/** /401 */
export function UnauthorizedPage() {
  return <StatusPage kind="unauthorized" />;
}
