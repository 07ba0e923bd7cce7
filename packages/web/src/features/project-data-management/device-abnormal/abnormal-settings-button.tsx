import { SettingOutlined } from '@ant-design/icons';
import { ABNORMAL_SETTINGS_BUTTON } from '@beacon/contracts/telemetry.endpoints';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOverlay } from '../../../components/crud/use-overlay';
import type { ToolbarPartProps } from '../../../components/page-kit/page-spec';
import { Permission } from '../../../components/permission/permission';
import { useProjectChoices } from '../../../components/project/project-choices';
import { AbnormalSettingDrawer } from './abnormal-setting-drawer';

/** The toolbar's 检测设置: the detection-limits drawer, starting from the project the list is filtered on. */
export function AbnormalSettingsButton({ query }: ToolbarPartProps) {
  const { t } = useTranslation('deviceAbnormal');
  const settings = useOverlay<{ projectCode?: string }>();
  const projects = useProjectChoices();
  const filtered = query.filters.projectCode;
  return (
    <>
      <Permission pageId={ABNORMAL_SETTINGS_BUTTON}>
        <Button
          icon={<SettingOutlined />}
          onClick={() =>
            settings.show({ projectCode: typeof filtered === 'string' && filtered !== '' ? filtered : undefined })
          }
          data-testid="abnormal-settings"
        >
          {t('settings.button')}
        </Button>
      </Permission>
      {settings.state && (
        <AbnormalSettingDrawer
          key={settings.state.key}
          open={settings.state.open}
          projects={projects}
          projectCode={settings.state.target.projectCode}
          onClose={settings.close}
          afterClose={settings.afterClose}
        />
      )}
    </>
  );
}
