import type { ApiCallLog } from '@beacon/contracts/log-manage';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list-page/list-page';
import { apiCallLogPageSource } from './api/post-api-call-log-page';
import { apiCallLogColumns } from './api-call-log-columns';
import { apiCallLogFields } from './api-call-log-filters';

/** /api-call-log/list: every call third-party apps made through the open API gateway (app, API, status, latency, IP). */
export default function ApiCallLogListPage() {
  const { t } = useTranslation('apiCallLog');
  const fields = useMemo(() => apiCallLogFields(t), [t]);
  const columns = useMemo(() => apiCallLogColumns(t), [t]);
  return (
    <ListPage<ApiCallLog>
      source={apiCallLogPageSource}
      fields={fields}
      columns={columns}
      rowKey="id"
      tableProps={{ scroll: { x: 1820 }, emptyText: t('empty') }}
    />
  );
}
