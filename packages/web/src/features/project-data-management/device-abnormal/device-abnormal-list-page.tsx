import { SettingOutlined } from '@ant-design/icons';
import type { DeviceAbnormal } from '@beacon/contracts/device-abnormal';
import type { ProjectOption } from '@beacon/contracts/project-data-management';
import { ABNORMAL_SETTINGS_BUTTON } from '@beacon/contracts/telemetry.endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlay } from '../../../components/crud/use-overlay';
import { ListPage } from '../../../components/list-page/list-page';
import { Permission } from '../../../components/permission/permission';
import { AbnormalSettingDrawer } from './abnormal-setting-drawer';
import { deviceAbnormalPageSource } from './api/post-device-abnormal-page';
import { projectChoicesQueryOptions } from './api/post-project-options';
import { deviceAbnormalColumns } from './device-abnormal-columns';
import { deviceAbnormalFields } from './device-abnormal-filters';

const EMPTY: ProjectOption[] = [];

/**
 * /data-manage/device-abnormal/device-abnormal: abnormal records that open and recover by themselves; with the
 * settings button, each project's detection limits (starting from the project filtered on).
 */
export default function DeviceAbnormalListPage() {
  const { t } = useTranslation('deviceAbnormal');
  const settings = useOverlay<{ projectCode?: string }>();
  const projects = useQuery(projectChoicesQueryOptions()).data?.data ?? EMPTY;
  const fields = useMemo(() => deviceAbnormalFields(t, projects), [t, projects]);
  const columns = useMemo(() => {
    const names = new Map(projects.map((project) => [project.projectCode, project.projectName]));
    return deviceAbnormalColumns(t, (code) => names.get(code) ?? code);
  }, [t, projects]);
  return (
    <>
      <ListPage<DeviceAbnormal>
        source={deviceAbnormalPageSource}
        fields={fields}
        columns={columns}
        rowKey="id"
        tableProps={{ scroll: { x: 1300 } }}
        actions={({ query }) => (
          <Permission pageId={ABNORMAL_SETTINGS_BUTTON}>
            <Button
              icon={<SettingOutlined />}
              onClick={() => {
                const code = query.filters.projectCode;
                settings.show({ projectCode: typeof code === 'string' && code !== '' ? code : undefined });
              }}
              data-testid="abnormal-settings"
            >
              {t('settings.button')}
            </Button>
          </Permission>
        )}
      />
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
