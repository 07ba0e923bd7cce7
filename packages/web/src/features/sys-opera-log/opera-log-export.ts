import { MAX_PAGE_SIZE } from '@beacon/contracts/protocol';
import type { OperaLog } from '@beacon/contracts/system';
import { dropEmptyFilters } from '../../components/list-page/list-request';
import { postOperaLogPage } from './api/post-opera-log-page';
import { toOperaLogPageRequest } from './opera-log-filters';

/** Most rows one export writes. */
export const EXPORT_LIMIT = 5_000;

/** One column of the exported sheet. */
export interface ExportColumn {
  header: string;
  value: (row: OperaLog) => string | number;
  width: number;
}

/**
 * The rows matching the list's filters, fetched page by page up to EXPORT_LIMIT; `onProgress` gets
 * rows fetched and rows to fetch. Resolves with those rows and the server's total.
 */
export async function fetchExportRows(
  filters: Record<string, unknown>,
  onProgress: (done: number, target: number) => void,
  signal?: AbortSignal,
): Promise<{ rows: OperaLog[]; total: number }> {
  const base = toOperaLogPageRequest({ ...dropEmptyFilters(filters), page_index: 1, page_size: MAX_PAGE_SIZE });
  // The log grows at the top while pages are fetched; a fixed end keeps later pages from shifting.
  base.endTime ??= Date.now();
  const rows: OperaLog[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const reply = await postOperaLogPage({ ...base, page_index: pageIndex }, signal);
    const { items, total_count: total } = reply.result;
    rows.push(...items);
    const target = Math.min(total, EXPORT_LIMIT);
    onProgress(Math.min(rows.length, target), target);
    if (rows.length >= target || items.length === 0) return { rows: rows.slice(0, target), total };
  }
}

/** An xlsx workbook (exceljs, loaded on demand) of the rows under the columns' headers. */
export async function buildExportWorkbook(
  rows: readonly OperaLog[],
  columns: readonly ExportColumn[],
  sheetName: string,
): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column, index) => ({ header: column.header, key: String(index), width: column.width }));
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  sheet.getRow(1).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
