import type { ProjectOption } from '@beacon/contracts/master-data';
import type { DeviceAbnormal } from '@beacon/contracts/telemetry';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page/list-page';
import { deviceAbnormalPageSource } from './api/post-device-abnormal-page';
import { projectChoicesQueryOptions } from './api/post-project-options';
import { deviceAbnormalColumns } from './device-abnormal-columns';
import { deviceAbnormalFields } from './device-abnormal-filters';

const EMPTY: ProjectOption[] = [];

/** /data-manage/device-abnormal/device-abnormal: abnormal records that open and recover by themselves. */
export default function DeviceAbnormalListPage() {
  const { t } = useTranslation('deviceAbnormal');
  const projects = useQuery(projectChoicesQueryOptions()).data?.data ?? EMPTY;
  const fields = useMemo(() => deviceAbnormalFields(t, projects), [t, projects]);
  const columns = useMemo(() => {
    const names = new Map(projects.map((project) => [project.projectCode, project.projectName]));
    return deviceAbnormalColumns(t, (code) => names.get(code) ?? code);
  }, [t, projects]);
  return (
    <ListPage<DeviceAbnormal>
      source={deviceAbnormalPageSource}
      fields={fields}
      columns={columns}
      rowKey="id"
      tableProps={{ scroll: { x: 1300 } }}
    />
  );
}
