import { MAX_PAGE_SIZE } from '@beacon/contracts/protocol';
import type { ListSource } from '../list-page/list-source';

/** Most rows one export writes. */
export const EXPORT_LIMIT = 5_000;

/** One column of an exported sheet. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number;
  /** Width in characters. */
  width: number;
}

/** Options of fetching the rows to export. */
export interface FetchExportOptions {
  /** Rows fetched and rows to fetch, after each page. */
  onProgress?: (done: number, total: number) => void;
  limit?: number;
  pageSize?: number;
  signal?: AbortSignal;
}

/**
 * The rows matching the filters, fetched page by page from the list's source up to `limit`.
 * Resolves with those rows and the server's total.
 */
export async function fetchExportRows<T>(
  source: ListSource<T>,
  filters: Record<string, unknown>,
  {
    onProgress,
    limit = EXPORT_LIMIT,
    pageSize = MAX_PAGE_SIZE,
    signal = new AbortController().signal,
  }: FetchExportOptions = {},
): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await source.load({ pageIndex, pageSize, filters }, signal);
    rows.push(...page.rows);
    const target = Math.min(page.total, limit);
    onProgress?.(Math.min(rows.length, target), target);
    if (rows.length >= target || page.rows.length === 0) return { rows: rows.slice(0, target), total: page.total };
  }
}

/** An xlsx workbook (exceljs, loaded on demand) of the rows under the columns' headers. */
export async function buildWorkbook<T>(
  rows: readonly T[],
  columns: readonly ExportColumn<T>[],
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
