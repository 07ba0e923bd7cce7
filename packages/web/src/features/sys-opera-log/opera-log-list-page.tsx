import type { OperaLog } from '@beacon/contracts/system';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListHandle, ListPage } from '../../components/list-page/list-page';
import type { ListTransport } from '../../components/list-page/list-request';
import { OPERA_LOG_PAGE_URL, postOperaLogPage } from './api/post-opera-log-page';
import { operaLogColumns } from './opera-log-columns';
import { OperaLogExportButton } from './opera-log-export-button';
import { operaLogFields, toOperaLogPageRequest } from './opera-log-filters';

// The filter bar sends the time range as formatted strings; the server wants startTime/endTime in epoch ms.
const transport: ListTransport = (options) => postOperaLogPage(toOperaLogPageRequest(options.data), options.signal);

/** /sys-opera-log/list: the read-only system operation log with account, module and time filters and xlsx export. */
export default function OperaLogListPage() {
  const { t, i18n } = useTranslation('operaLog');
  const language = i18n.language;
  const fields = useMemo(() => operaLogFields(t, language), [t, language]);
  const columns = useMemo(() => operaLogColumns(t, language), [t, language]);
  const list = useRef<ListHandle>(null);
  return (
    <ListPage<OperaLog>
      ref={list}
      url={OPERA_LOG_PAGE_URL}
      request={transport}
      fields={fields}
      columns={columns}
      rowKey="id"
      actions={<OperaLogExportButton getFilters={() => list.current?.getQuery().filters ?? {}} />}
      tableProps={{ scroll: { x: 1620 } }}
    />
  );
}
