import { PassThrough, type Readable, type Writable } from 'node:stream';
import { format } from '@fast-csv/format';
import ExcelJS from 'exceljs';

/** One cell of an exported row. */
export type ExportCell = string | number;

/** Where an export's rows go: an xlsx sheet or CSV lines, streamed to `out` as they are added. */
export interface RowSink {
  /** The file's bytes, as they are made. */
  out: Readable;
  add(row: readonly ExportCell[]): void;
  /** Whether the reader has fallen behind (wait for `drain` on `writable` before adding more). */
  behind(): boolean;
  writable: Writable;
  finish(): Promise<void>;
}

/** An xlsx sheet written by exceljs's streaming writer: memory stays flat whatever the row count. */
export const xlsxSink = (sheetName: string, header: readonly string[]): RowSink => {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).commit();
  return {
    out,
    writable: out,
    add: (row) => sheet.addRow([...row]).commit(),
    behind: () => out.writableNeedDrain,
    finish: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
};

/** CSV lines (UTF-8 with a byte-order mark, so spreadsheet programs read the text right) by fast-csv. */
export const csvSink = (header: readonly string[]): RowSink => {
  const csv = format<ExportCell[], ExportCell[]>({
    headers: [...header],
    alwaysWriteHeaders: true,
    includeEndRowDelimiter: true,
    writeBOM: true,
  });
  return {
    out: csv,
    writable: csv,
    add: (row) => {
      csv.write([...row]);
    },
    behind: () => csv.writableNeedDrain,
    finish: () =>
      new Promise<void>((resolve) => {
        csv.end(resolve);
      }),
  };
};
