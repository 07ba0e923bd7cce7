import { z } from 'zod';
import { CONSOLE_LANGUAGES, type ConsoleLanguage, DEFAULT_CONSOLE_LANGUAGE } from './console-locale';
import { DEVICE_SHEET_TITLES } from './device-sheet-texts';
import { DEVICE_LIMITS, devicePageSchema, devKeySchema } from './iot-device';
import { IOT_MODEL_LIMITS, recordNameSchema } from './iot-model';
import { reasonParams } from './issue-refusals';
import { CATEGORY_ID_TEXT_PATTERN } from './patterns';
import { PROJECT_LIMITS, REGION_CODE_PATTERN } from './project-data-management';
import { refusalSchema } from './reasons';

/** Most devices one bulk action (enable, disable, delete) names. */
export const DEVICE_BATCH_MAX = 1000;
/** Most rows one import file may hold. */
export const DEVICE_IMPORT_MAX_ROWS = 10_000;
/** Most devices one code sheet (PDF) may print. */
export const DEVICE_CODE_PDF_MAX = 5000;
/** Code sheets one account may have building at once; another answers 429. */
export const DEVICE_CODE_PDF_BUILDS_PER_ACCOUNT = 1;
/** Code sheets one server builds at once (a worker thread each); another answers 429. */
export const DEVICE_CODE_PDF_BUILDS_PER_SERVER = 2;
/** Longest text of one posted cell; longer than any field, so an over-long cell is refused in the row report. */
export const DEVICE_IMPORT_CELL_MAX = 1000;

const iotIdSchema = z.string().trim().min(1).max(DEVICE_LIMITS.iotIdMax);

/** A bulk action on selected devices. */
export const deviceBatchSchema = z.strictObject({ iotIds: z.array(iotIdSchema).min(1).max(DEVICE_BATCH_MAX) });
/** A bulk action on selected devices (parsed). */
export type DeviceBatch = z.infer<typeof deviceBatchSchema>;

/** What a bulk action did: how many devices changed, and the ids that named no device. */
export const deviceBatchResultSchema = z.object({
  changed: z.number().int(),
  notFound: z.array(z.string()),
});
/** What a bulk action did. */
export type DeviceBatchResult = z.infer<typeof deviceBatchResultSchema>;

/** The device page's filters without paging (export, code sheets). */
export const deviceFilterSchema = devicePageSchema.omit({ page_index: true, page_size: true });
/** The device page's filters without paging (parsed). */
export type DeviceFilter = z.infer<typeof deviceFilterSchema>;

/**
 * The columns of the device sheet, once: the import template, the import mapping and the export. The template and
 * the export title them in the caller's language (DEVICE_SHEET_TITLES); `header` is the title of files made before
 * that, still imported.
 */
export const DEVICE_IMPORT_COLUMNS = [
  { field: 'devKey', required: true, header: '设备标识(devKey)', width: 24 },
  { field: 'name', required: true, header: '设备名称(name)', width: 24 },
  { field: 'productKey', required: true, header: '标准物模型(productKey)', width: 24 },
  { field: 'projectCode', required: true, header: '项目编码(projectCode)', width: 20 },
  { field: 'thirdManufacturer', header: '第三方厂商(manufacturer)', width: 22 },
  { field: 'thirdModelNumber', header: '第三方型号(modelNumber)', width: 22 },
  { field: 'categoryId', header: '设备分类ID(categoryId)', width: 20 },
  { field: 'areaCode', header: '区域编码(areaCode)', width: 18 },
  { field: 'address', header: '安装地址(address)', width: 32 },
  { field: 'firmware', header: '固件版本(firmware)', width: 16 },
] as const;
/** A field of the device sheet. */
export type DeviceImportField = (typeof DEVICE_IMPORT_COLUMNS)[number]['field'];

/** The export's columns after the import columns (ignored when the file is imported again). */
export const DEVICE_EXPORT_EXTRA_COLUMNS = [
  { field: 'iotId', header: '设备ID(iotId)', width: 26 },
  { field: 'status', header: '状态(status)', width: 12 },
  { field: 'createDate', header: '创建时间(createDate)', width: 20 },
] as const;

const cellSchema = z.string().max(DEVICE_IMPORT_CELL_MAX).optional();

/** One sheet row as posted: its sheet row number and each column's cell text (absent when blank). */
export const deviceImportRowSchema = z.strictObject({
  /** Row number in the sheet (the header is row 1). */
  row: z.number().int().min(2).max(1_048_576),
  devKey: cellSchema,
  name: cellSchema,
  productKey: cellSchema,
  projectCode: cellSchema,
  thirdManufacturer: cellSchema,
  thirdModelNumber: cellSchema,
  categoryId: cellSchema,
  areaCode: cellSchema,
  address: cellSchema,
  firmware: cellSchema,
});
/** One sheet row as posted. */
export type DeviceImportRow = z.input<typeof deviceImportRowSchema>;

/** An import: the rows of one file, all imported or none. */
export const deviceImportSchema = z.strictObject({
  rows: z.array(deviceImportRowSchema).min(1).max(DEVICE_IMPORT_MAX_ROWS),
});
/** An import (parsed). */
export type DeviceImport = z.infer<typeof deviceImportSchema>;

const blankToNull = (value: string | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((value) => blankToNull(value));

/** The rules one imported row must pass before the references are looked up (the reason names the column). */
export const deviceImportRecordSchema = z
  .object({
    devKey: devKeySchema,
    name: recordNameSchema,
    productKey: z.string().trim().min(1).max(IOT_MODEL_LIMITS.keyMax),
    projectCode: z.string().trim().min(1).max(PROJECT_LIMITS.code),
    thirdManufacturer: optionalText(IOT_MODEL_LIMITS.nameMax),
    thirdModelNumber: optionalText(IOT_MODEL_LIMITS.keyMax),
    categoryId: optionalText(10).pipe(
      z
        .string()
        .regex(CATEGORY_ID_TEXT_PATTERN, 'must be a category id (a positive whole number)')
        .transform(Number)
        .nullable(),
    ),
    areaCode: optionalText(6).pipe(z.string().regex(REGION_CODE_PATTERN, 'must be a 6-digit region code').nullable()),
    address: optionalText(DEVICE_LIMITS.addressMax).transform((value) => value ?? ''),
    firmware: optionalText(DEVICE_LIMITS.firmwareMax).transform((value) => value ?? ''),
  })
  .refine((row) => (row.thirdManufacturer === null) === (row.thirdModelNumber === null), {
    message: 'give both the manufacturer and the model number of the third-party model, or neither',
    params: reasonParams('bothOrNeither', { other: 'thirdManufacturer' }),
    path: ['thirdModelNumber'],
  });
/** One imported row after its rules (references not yet looked up). */
export type DeviceImportRecord = z.output<typeof deviceImportRecordSchema>;

/**
 * The outcome of one row: accepted, or refused with the reason in English (`<column>: <rule>`, for integrators)
 * and as a refusal (the column's path, a reason key and its parameters) the console shows in its language.
 */
export const deviceImportRowResultSchema = z.object({
  row: z.number().int(),
  devKey: z.string(),
  ok: z.boolean(),
  reason: z.string().optional(),
  refusal: refusalSchema.optional(),
});
/** The outcome of one row. */
export type DeviceImportRowResult = z.infer<typeof deviceImportRowResultSchema>;

/** The per-row report of an import; `imported` is false (nothing written) when any row was refused. */
export const deviceImportReportSchema = z.object({
  imported: z.boolean(),
  total: z.number().int(),
  accepted: z.number().int(),
  refused: z.number().int(),
  rows: z.array(deviceImportRowResultSchema),
});
/** The per-row report of an import. */
export type DeviceImportReport = z.infer<typeof deviceImportReportSchema>;

/**
 * Devices whose codes to print: the ids of selected rows, or a page filter (neither: every device).
 * At most DEVICE_CODE_PDF_MAX devices; more answers 400.
 */
export const deviceCodePdfSchema = z
  .strictObject({
    iotIds: z.array(iotIdSchema).min(1).max(DEVICE_CODE_PDF_MAX).optional(),
    filter: deviceFilterSchema.optional(),
  })
  .refine((body) => body.iotIds === undefined || body.filter === undefined, {
    message: 'give iotIds or filter, not both',
    params: reasonParams('notBoth', { other: 'iotIds' }),
    path: ['filter'],
  });
/** Devices whose codes to print (parsed). */
export type DeviceCodePdfRequest = z.infer<typeof deviceCodePdfSchema>;

const cellText = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return undefined;
};

// A column is known by its title in any console language, by the bilingual title of older files, or by its field.
const columnOfHeader = new Map<string, DeviceImportField>(
  DEVICE_IMPORT_COLUMNS.flatMap((column) => [
    [column.header, column.field],
    [column.field, column.field],
    ...CONSOLE_LANGUAGES.map((language): [string, DeviceImportField] => [
      DEVICE_SHEET_TITLES[language][column.field],
      column.field,
    ]),
  ]),
);

/** The required sheet columns a parsed header lacks, titled in the language given; empty when it can be imported. */
export const missingImportHeaders = (
  header: readonly string[],
  language: ConsoleLanguage = DEFAULT_CONSOLE_LANGUAGE,
): string[] => {
  const present = new Set(header.map((text) => columnOfHeader.get(text.trim())));
  return DEVICE_IMPORT_COLUMNS.filter((column) => 'required' in column && !present.has(column.field)).map(
    (column) => DEVICE_SHEET_TITLES[language][column.field],
  );
};

/** Name of the hidden (non-enumerable) property where a sheet parser keeps a row's own row number. */
export const SHEET_ROW_NUMBER = '__rowNum__';

/**
 * Maps parsed sheet rows (keyed by header text, as UploadExcel gives them) to import rows: cells
 * become text, unknown columns are dropped; row numbers count from `firstRow` (the row under the header).
 */
export const importRowsFromSheet = (results: readonly Record<string, unknown>[], firstRow = 2): DeviceImportRow[] =>
  results.map((record, index) => {
    // Blank rows are skipped by the parser; the sheet's own row number (when it gives one) keeps reports true.
    const sheetRow = Reflect.get(record, SHEET_ROW_NUMBER);
    const row: DeviceImportRow = { row: typeof sheetRow === 'number' ? sheetRow : firstRow + index };
    for (const [header, value] of Object.entries(record)) {
      const field = columnOfHeader.get(header.trim());
      const text = cellText(value);
      if (field && text !== undefined) row[field] = text;
    }
    return row;
  });
