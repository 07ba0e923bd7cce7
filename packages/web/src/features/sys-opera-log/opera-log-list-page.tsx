import type { OperaLog } from '@beacon/contracts/system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../components/crud/export-button';
import { ListPage } from '../../components/list-page/list-page';
import { operaLogExportSource, operaLogPageSource } from './api/post-opera-log-page';
import { operaLogColumns, operaLogExportColumns } from './opera-log-columns';
import { operaLogFields } from './opera-log-filters';

/** /sys-opera-log/list: the read-only system operation log with account, module and time filters and xlsx export. */
export default function OperaLogListPage() {
  const { t, i18n } = useTranslation('operaLog');
  const language = i18n.language;
  const fields = useMemo(() => operaLogFields(t, language), [t, language]);
  const columns = useMemo(() => operaLogColumns(t, language), [t, language]);
  const exportColumns = useMemo(() => operaLogExportColumns(t, language), [t, language]);
  return (
    <ListPage<OperaLog>
      source={operaLogPageSource}
      fields={fields}
      columns={columns}
      rowKey="id"
      actions={({ query }) => (
        <ExportButton
          source={operaLogExportSource}
          filters={query.filters}
          columns={exportColumns}
          fileName={t('fileName')}
        />
      )}
      tableProps={{ scroll: { x: 1620 } }}
    />
  );
}
