import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import { DEVICE_SHEET_TITLES } from '@beacon/contracts/device-sheet-texts';
import {
  DEVICE_IMPORT_COLUMNS,
  DEVICE_IMPORT_MAX_ROWS,
  type DeviceImportField,
} from '@beacon/contracts/iot-device-files';
import ExcelJS from 'exceljs';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { deviceTemplateRepository as repo } from './device-template.repository';
import { TEMPLATE_TEXTS } from './device-template.texts';
import { allRegionCodes, regionPathText } from './region-names';
import type { IotDb } from './tables';

// exceljs keeps range validations in `worksheet.dataValidations` (written as one sqref each) but does not type it.
declare module 'exceljs' {
  interface Worksheet {
    dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
  }
}

/** Name of the hidden sheet the dropdowns read their choices from. */
export const LISTS_SHEET = 'lists';

/** One dropdown's choices: the values a cell takes, and their names beside them on the lists sheet. */
interface Choices {
  values: string[];
  names: string[];
}

let regionChoices: Choices | undefined;
/** Every region code with its path of names, built once. */
const regions = (): Choices => {
  if (!regionChoices) {
    const codes = allRegionCodes();
    regionChoices = { values: codes, names: codes.map(regionPathText) };
  }
  return regionChoices;
};

const distinct = (values: readonly string[]): string[] => [...new Set(values)];

/** What each dropdown column of the devices sheet offers. */
const choicesOf = async (db: IotDb, scope: ProjectScope): Promise<Partial<Record<DeviceImportField, Choices>>> => {
  const [std, third, categories, projects] = await Promise.all([
    repo.stdModels(db),
    repo.thirdModels(db),
    repo.categories(db),
    repo.projects(db, scope),
  ]);
  const manufacturers = distinct(third.map((model) => model.manufacturer));
  const numbers = distinct(third.map((model) => model.model_number));
  return {
    productKey: { values: std.map((m) => m.product_key), names: std.map((m) => m.name) },
    projectCode: { values: projects.map((p) => p.project_code), names: projects.map((p) => p.project_name) },
    thirdManufacturer: { values: manufacturers, names: manufacturers },
    thirdModelNumber: {
      values: numbers,
      names: numbers.map((number) =>
        third
          .filter((model) => model.model_number === number)
          .map((model) => `${model.manufacturer} ${model.name}`)
          .join('; '),
      ),
    },
    categoryId: { values: categories.map((c) => String(c.id)), names: categories.map((c) => c.name) },
    areaCode: regions(),
  };
};

/** Column letter of a 1-based column number (both sheets have fewer than 27 columns). */
const letter = (column: number): string => String.fromCharCode(64 + column);

/** The lists sheet: per dropdown column its values and names side by side; answers each list's range. */
const writeLists = (
  sheet: ExcelJS.Worksheet,
  language: ConsoleLanguage,
  choices: Partial<Record<DeviceImportField, Choices>>,
): Map<DeviceImportField, string> => {
  const ranges = new Map<DeviceImportField, string>();
  let column = 1;
  for (const [field, list] of Object.entries(choices) as [DeviceImportField, Choices][]) {
    const title = DEVICE_SHEET_TITLES[language][field];
    sheet.getCell(1, column).value = title;
    sheet.getCell(1, column + 1).value = TEMPLATE_TEXTS[language].nameTitle;
    list.values.forEach((value, index) => {
      sheet.getCell(index + 2, column).value = value;
      sheet.getCell(index + 2, column + 1).value = list.names[index] ?? '';
    });
    const col = letter(column);
    if (list.values.length > 0) ranges.set(field, `${LISTS_SHEET}!$${col}$2:$${col}$${list.values.length + 1}`);
    column += 2;
  }
  return ranges;
};

/** The example of a column: the first real choice where there is one, else the texts' own. */
const exampleOf = (
  field: DeviceImportField,
  language: ConsoleLanguage,
  choices: Partial<Record<DeviceImportField, Choices>>,
) => {
  const own = TEMPLATE_TEXTS[language].columns[field].example;
  if (field === 'productKey' || field === 'projectCode') return choices[field]?.values[0] ?? own;
  return own;
};

/** The instructions sheet: notes, then each column with whether it is required, its format and an example. */
const writeHelp = (
  sheet: ExcelJS.Worksheet,
  language: ConsoleLanguage,
  choices: Partial<Record<DeviceImportField, Choices>>,
): void => {
  const texts = TEMPLATE_TEXTS[language];
  for (const note of texts.notes) sheet.addRow([note]);
  sheet.addRow([]);
  const header = sheet.addRow([
    texts.helpHeader.column,
    texts.helpHeader.required,
    texts.helpHeader.format,
    texts.helpHeader.example,
  ]);
  header.font = { bold: true };
  for (const column of DEVICE_IMPORT_COLUMNS)
    sheet.addRow([
      DEVICE_SHEET_TITLES[language][column.field],
      'required' in column ? texts.yes : texts.no,
      texts.columns[column.field].format,
      exampleOf(column.field, language, choices),
    ]);
  sheet.columns = [{ width: 26 }, { width: 10 }, { width: 72 }, { width: 30 }];
};

/**
 * The import template in the caller's language: the devices sheet (titles; text cells; dropdowns of the standard and
 * third-party models, categories, the caller's projects and regions for 10,000 rows), the instructions (required,
 * format, example of each column) and the hidden lists sheet the dropdowns read.
 */
export const importTemplate = async (db: IotDb, scope: ProjectScope, language: ConsoleLanguage): Promise<Buffer> => {
  const texts = TEMPLATE_TEXTS[language];
  const choices = await choicesOf(db, scope);
  const workbook = new ExcelJS.Workbook();
  const devices = workbook.addWorksheet(texts.devicesSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const help = workbook.addWorksheet(texts.helpSheet);
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  devices.columns = DEVICE_IMPORT_COLUMNS.map((column) => ({
    header: DEVICE_SHEET_TITLES[language][column.field],
    key: column.field,
    width: column.width,
    // Text cells: a devKey like 00042 or a code keeps its leading zeros and matches its list as text.
    style: { numFmt: '@' },
  }));
  DEVICE_IMPORT_COLUMNS.forEach((column, index) => {
    const cell = devices.getRow(1).getCell(index + 1);
    cell.font = { bold: true, color: { argb: 'required' in column ? 'FFC00000' : 'FF000000' } };
    cell.numFmt = 'General';
  });
  const ranges = writeLists(lists, language, choices);
  DEVICE_IMPORT_COLUMNS.forEach((column, index) => {
    const range = ranges.get(column.field);
    if (!range) return;
    const col = letter(index + 1);
    devices.dataValidations.add(`${col}2:${col}${DEVICE_IMPORT_MAX_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [range],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: texts.notInList.title,
      error: texts.notInList.text,
    });
  });
  writeHelp(help, language, choices);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
