import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../components/permission/permission';
import { usePermittedPageIds } from '../../lib/session-store';
import { DemoSection } from './demo-section';

/** Permission around a page id the user holds (shown) and one nobody holds (hidden). */
export function PermissionDemo() {
  const { t } = useTranslation('demo');
  const [held] = usePermittedPageIds();
  return (
    <DemoSection testId="demo-permission" title={t('permission.title')}>
      {held ? (
        <Permission pageId={held}>
          <Alert data-testid="demo-permission-shown" type="success" title={t('permission.shown', { pageId: held })} />
        </Permission>
      ) : (
        <Alert type="info" title={t('permission.none')} />
      )}
      <Permission pageId="__demo-denied__">
        <Alert data-testid="demo-permission-hidden" type="error" title="__demo-denied__" />
      </Permission>
      <p style={{ marginTop: 8, marginBottom: 0 }}>{t('permission.hidden')}</p>
    </DemoSection>
  );
}
