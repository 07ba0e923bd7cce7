import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/api-client/download';
import { reportError } from '../../lib/api-client/report-error';
import type { ListSource } from '../list-page/list-source';
import { buildWorkbook, EXPORT_LIMIT, type ExportColumn, fetchExportRows } from './export-rows';

/** Props of the export button. */
export interface ExportButtonProps<T> {
  /** The source to page through; called once per export (e.g. to fix the end time of a growing log). */
  source: () => ListSource<T>;
  /** The list's current filters. */
  filters: Record<string, unknown>;
  columns: readonly ExportColumn<T>[];
  /** File name without extension (a time stamp is added) and sheet name. */
  fileName: string;
  limit?: number;
}

type Progress = { done: number; total: number };

/** Exports the filtered rows to xlsx (up to `limit`, paging through the source), with progress on the button. */
export function ExportButton<T>({ source, filters, columns, fileName, limit = EXPORT_LIMIT }: ExportButtonProps<T>) {
  const { t } = useTranslation('components');
  const { message } = App.useApp();
  const [progress, setProgress] = useState<Progress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    controller.current = new AbortController();
    setProgress({ done: 0, total: 0 });
    try {
      const { rows, total } = await fetchExportRows(source(), filters, {
        limit,
        signal: controller.current.signal,
        onProgress: (done, target) => setProgress({ done, total: target }),
      });
      if (rows.length === 0) {
        void message.info(t('export.empty'));
        return;
      }
      saveBlob(await buildWorkbook(rows, columns, fileName), `${fileName}-${dayjs().format('YYYYMMDDHHmmss')}.xlsx`);
      const done = t('export.done', { count: rows.length });
      void message.success(total > limit ? `${done}; ${t('export.limited', { count: limit })}` : done);
    } catch (error) {
      reportError(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={() => void run()} data-testid="export">
      {progress ? t('export.running', progress) : t('export.button')}
    </Button>
  );
}
