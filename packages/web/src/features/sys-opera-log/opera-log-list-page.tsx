import type { OperaLog } from '@beacon/contracts/system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../components/crud/export-button';
import { useOverlay } from '../../components/crud/use-overlay';
import { ListPage } from '../../components/list-page/list-page';
import { operaLogExportSource, operaLogPageSource } from './api/post-opera-log-page';
import { operaLogColumns, operaLogExportColumns } from './opera-log-columns';
import { OperaLogDetailDrawer } from './opera-log-detail-drawer';
import { operaLogFields } from './opera-log-filters';

/**
 * /sys-opera-log/list: the read-only system operation log with account, module, action, result and time
 * filters, an entry's detail in a drawer, and xlsx export.
 */
export default function OperaLogListPage() {
  const { t, i18n } = useTranslation('operaLog');
  const language = i18n.language;
  const detail = useOverlay<OperaLog>();
  const show = detail.show;
  const fields = useMemo(() => operaLogFields(t, language), [t, language]);
  const columns = useMemo(() => operaLogColumns(t, language, show), [t, language, show]);
  const exportColumns = useMemo(() => operaLogExportColumns(t, language), [t, language]);
  return (
    <>
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
        tableProps={{ scroll: { x: 1710 } }}
      />
      {detail.state && (
        <OperaLogDetailDrawer
          key={detail.state.key}
          entry={detail.state.target}
          open={detail.state.open}
          onClose={detail.close}
          afterClose={detail.afterClose}
        />
      )}
    </>
  );
}
