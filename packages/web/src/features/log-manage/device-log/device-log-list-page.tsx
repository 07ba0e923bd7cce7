import type { DeviceLog } from '@beacon/contracts/telemetry';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page/list-page';
import { deviceLogPageSource } from './api/post-device-log-page';
import { deviceLogColumns } from './device-log-columns';
import { deviceLogFields } from './device-log-filters';

/** /log-manage/list: what devices did (online, offline, reports, service calls, rejected messages with reasons). */
export default function DeviceLogListPage() {
  const { t } = useTranslation('deviceLog');
  const fields = useMemo(() => deviceLogFields(t), [t]);
  const columns = useMemo(() => deviceLogColumns(t), [t]);
  return (
    <ListPage<DeviceLog>
      source={deviceLogPageSource}
      fields={fields}
      columns={columns}
      rowKey="id"
      tableProps={{ scroll: { x: 1210 } }}
    />
  );
}
