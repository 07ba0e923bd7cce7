import { SHEET_ROW_NUMBER } from '@beacon/contracts/iot-device-files';
import type { CellValue, Worksheet } from 'exceljs';

/** A parsed sheet: header texts and one object per row keyed by header. */
export interface ExcelData {
  header: string[];
  results: Record<string, unknown>[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A cell value as plain data: rich text and hyperlinks become text, formulas their result. */
export const plainCellValue = (value: CellValue): unknown => {
  if (value instanceof Date || !isObject(value)) return value;
  if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value ? value.result : undefined;
  if ('text' in value) return typeof value.text === 'string' ? value.text : plainCellValue(value.text as CellValue);
  if ('error' in value) return value.error;
  return value;
};

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Header and rows of the first sheet; header cells without value become `UNKNOWN ${index}` (0-based column);
 * blank rows are skipped, and each row keeps its sheet row number in the hidden SHEET_ROW_NUMBER property.
 */
export const readSheet = (sheet: Worksheet): ExcelData => {
  const first = sheet.getRow(1);
  const width = Math.max(sheet.columnCount, first.cellCount);
  const header = Array.from({ length: width }, (_, index) => {
    const value = plainCellValue(first.getCell(index + 1).value);
    return isBlank(value) ? `UNKNOWN ${index}` : String(value);
  });
  const results: Record<string, unknown>[] = [];
  for (let rowNumber = 2; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const row = sheet.getRow(rowNumber);
    const record: Record<string, unknown> = {};
    header.forEach((key, index) => {
      const value = plainCellValue(row.getCell(index + 1).value);
      if (!isBlank(value)) record[key] = value;
    });
    if (Object.keys(record).length === 0) continue;
    // Hidden, so consumers that list the fields never see it; importers use it to name the sheet's own row.
    Object.defineProperty(record, SHEET_ROW_NUMBER, { value: rowNumber, enumerable: false });
    results.push(record);
  }
  return { header, results };
};

// FileReader rather than Blob.arrayBuffer(): older embedded browsers and jsdom lack the latter.
const readBytes = (file: Blob): Promise<ArrayBuffer> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('read failed'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });

/** Parse the first sheet of an xlsx file. */
export const parseExcel = async (file: Blob): Promise<ExcelData> => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readBytes(file));
  const sheet = workbook.worksheets[0];
  return sheet ? readSheet(sheet) : { header: [], results: [] };
};
