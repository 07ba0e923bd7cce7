import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/api-client/download';
import { ApiError } from '../../lib/api-client/request';
import { operaLogExportColumns } from './opera-log-columns';
import { buildExportWorkbook, EXPORT_LIMIT, fetchExportRows } from './opera-log-export';

type Progress = { done: number; target: number };

/** Exports the rows of the list's current filters to xlsx (up to EXPORT_LIMIT), showing progress on the button. */
export function OperaLogExportButton({ getFilters }: { getFilters: () => Record<string, unknown> }) {
  const { t, i18n } = useTranslation('operaLog');
  const { message } = App.useApp();
  const [progress, setProgress] = useState<Progress | null>(null);

  const run = async () => {
    setProgress({ done: 0, target: 0 });
    try {
      const { rows, total } = await fetchExportRows(getFilters(), (done, target) => setProgress({ done, target }));
      if (rows.length === 0) {
        void message.info(t('exportEmpty'));
        return;
      }
      const blob = await buildExportWorkbook(rows, operaLogExportColumns(t, i18n.language), t('fileName'));
      saveBlob(blob, `${t('fileName')}-${dayjs().format('YYYYMMDDHHmmss')}.xlsx`);
      const done = t('exportDone', { count: rows.length });
      void message.success(total > EXPORT_LIMIT ? `${done}; ${t('exportLimited', { count: EXPORT_LIMIT })}` : done);
    } catch (error) {
      // The api client has already shown its own toast for a failed call.
      if (!(error instanceof ApiError)) void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={() => void run()}>
      {progress ? t('exporting', progress) : t('export')}
    </Button>
  );
}
