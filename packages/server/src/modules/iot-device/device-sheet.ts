import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { DEVICE_SHEET_TITLES, DEVICE_STATUS_LABELS, type DeviceSheetField } from '@beacon/contracts/device-sheet-texts';
import { DEVICE_STATUSES, type DeviceStatus } from '@beacon/contracts/iot-device';
import { DEVICE_IMPORT_COLUMNS, type DeviceFilter } from '@beacon/contracts/iot-device-files';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { type ConsoleLocale, localDateTimeFormat } from '../../platform/http/console-locale';
import { type DeviceSheetRow, deviceFilesRepository as repo } from './device-files.repository';
import { regionPathText } from './region-names';
import type { IotDb } from './tables';

/** Rows read from the database per query while exporting. */
const EXPORT_BATCH = 1000;

const SHEET_NAME = 'devices';

/** The export's columns: the import's (so the file imports again), then what the device page shows of each device. */
const EXPORT_COLUMNS: readonly { field: DeviceSheetField; width: number }[] = [
  ...DEVICE_IMPORT_COLUMNS,
  { field: 'iotId', width: 26 },
  { field: 'status', width: 12 },
  { field: 'stdModelName', width: 20 },
  { field: 'projectName', width: 20 },
  { field: 'categoryName', width: 16 },
  { field: 'regionName', width: 28 },
  { field: 'lastOnlineTime', width: 20 },
  { field: 'createDate', width: 20 },
];

type SheetCell = string | number | null;

const statusLabel = (labels: Record<DeviceStatus, string>, status: string): string => {
  const known = DEVICE_STATUSES.find((value) => value === status);
  return known ? labels[known] : status;
};

/** Turns a device into its sheet row for a caller: models by their keys, statuses and times as the page shows them. */
const sheetRowOf = (locale: ConsoleLocale) => {
  const time = localDateTimeFormat(locale.timeZone);
  const labels = DEVICE_STATUS_LABELS[locale.language];
  return (device: DeviceSheetRow): Record<DeviceSheetField, SheetCell> => ({
    devKey: device.dev_key,
    name: device.name,
    productKey: device.product_key,
    projectCode: device.project_code,
    thirdManufacturer: device.manufacturer,
    thirdModelNumber: device.model_number,
    categoryId: device.category_id,
    areaCode: device.area_code,
    address: device.address,
    firmware: device.firmware,
    iotId: device.iot_id,
    status: statusLabel(labels, device.status),
    stdModelName: device.std_model_name,
    projectName: device.project_name,
    categoryName: device.category_name,
    regionName: device.area_code ? regionPathText(device.area_code) : null,
    lastOnlineTime: device.last_online_time === null ? null : time(Number(device.last_online_time)),
    createDate: time(Number(device.create_date)),
  });
};

/**
 * Every device the filter matches inside the caller's projects as an xlsx stream, titled and labelled in the caller's
 * language, times local to its zone: rows are read in keyset batches and written by
 * exceljs's streaming writer, so memory stays flat however many devices match.
 */
export const exportDevices = (
  db: IotDb,
  filter: DeviceFilter,
  scope: ProjectScope,
  locale: ConsoleLocale,
  log: FastifyBaseLogger,
): Readable => {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.columns = EXPORT_COLUMNS.map((column) => ({
    header: DEVICE_SHEET_TITLES[locale.language][column.field],
    key: column.field,
    width: column.width,
  }));
  const sheetRow = sheetRowOf(locale);
  const write = async () => {
    let before: number | null = null;
    for (;;) {
      const batch = await repo.sheetBatch(db, filter, scope, before, EXPORT_BATCH);
      for (const device of batch) sheet.addRow(sheetRow(device)).commit();
      const last = batch.at(-1);
      if (!last || batch.length < EXPORT_BATCH) break;
      before = last.id;
      // A slow client: wait until it has taken what is buffered before reading more.
      if (stream.writableNeedDrain) await once(stream, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    // The headers are gone already: all that is left is to cut the download short.
    log.error({ err: error }, 'device export failed');
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
};
