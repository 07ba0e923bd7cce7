import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import {
  DEVICE_EXPORT_EXTRA_COLUMNS,
  DEVICE_IMPORT_COLUMNS,
  type DeviceFilter,
  type DeviceImportField,
} from '@beacon/contracts/iot-device-files';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { type DeviceSheetRow, deviceFilesRepository as repo } from './device-files.repository';
import type { IotDb } from './tables';

/** Rows read from the database per query while exporting. */
const EXPORT_BATCH = 1000;

const SHEET_NAME = 'devices';

const SHEET_COLUMNS = [...DEVICE_IMPORT_COLUMNS, ...DEVICE_EXPORT_EXTRA_COLUMNS].map((column) => ({
  header: column.header,
  key: column.field,
  width: column.width,
}));

type SheetCell = string | number | null;

/** A device as its sheet row: the import columns (models by their keys), then iotId, status, createDate. */
const sheetRow = (
  device: DeviceSheetRow,
): Record<DeviceImportField | 'iotId' | 'status' | 'createDate', SheetCell> => ({
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
  status: device.status,
  createDate: new Date(Number(device.create_date)).toISOString(),
});

/** The import template: the device sheet's header row. */
export const importTemplate = async (): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.columns = DEVICE_IMPORT_COLUMNS.map((column) => ({
    header: column.header,
    key: column.field,
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/**
 * Every device the filter matches inside the caller's projects as an xlsx stream: rows are read in keyset batches and written by
 * exceljs's streaming writer, so memory stays flat however many devices match.
 */
export const exportDevices = (
  db: IotDb,
  filter: DeviceFilter,
  scope: ProjectScope,
  log: FastifyBaseLogger,
): Readable => {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.columns = SHEET_COLUMNS;
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
