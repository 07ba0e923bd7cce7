import { defineEndpoint, defineFileEndpoint, PDF_CONTENT_TYPE, XLSX_CONTENT_TYPE } from './endpoint';
import { DEVICE_PATH as D } from './iot-device';
import { DEVICE_BUTTONS } from './iot-device.endpoints';
import {
  deviceBatchResultSchema,
  deviceBatchSchema,
  deviceCodePdfSchema,
  deviceFilterSchema,
  deviceImportReportSchema,
  deviceImportSchema,
} from './iot-device-files';
import { IOT_MODEL_PAGES, iotButton, iotPage } from './iot-model.endpoints';
import { standardReply } from './protocol';

const read = iotPage(IOT_MODEL_PAGES.device);
const write = (button: string) => iotButton(IOT_MODEL_PAGES.device, button);

/** Devices in bulk: enable, disable and delete selected rows; import and export xlsx; QR code label sheets. */
export const deviceFileEndpoints = {
  batchEnable: defineEndpoint({
    id: 'iothub.device.batchEnable',
    method: 'POST',
    path: `${D}/batch-enable`,
    summary: 'Enable the selected devices in one transaction (answers how many changed and the ids not found)',
    access: write(DEVICE_BUTTONS.status),
    audit: 'device.batchEnable',
    body: deviceBatchSchema,
    reply: standardReply(deviceBatchResultSchema),
  }),
  batchDisable: defineEndpoint({
    id: 'iothub.device.batchDisable',
    method: 'POST',
    path: `${D}/batch-disable`,
    summary: 'Disable the selected devices in one transaction (answers how many changed and the ids not found)',
    access: write(DEVICE_BUTTONS.status),
    audit: 'device.batchDisable',
    body: deviceBatchSchema,
    reply: standardReply(deviceBatchResultSchema),
  }),
  batchDelete: defineEndpoint({
    id: 'iothub.device.batchDelete',
    method: 'POST',
    path: `${D}/batch-delete`,
    summary: 'Delete the selected devices in one transaction (answers how many were deleted and the ids not found)',
    access: write(DEVICE_BUTTONS.delete),
    audit: 'device.batchDelete',
    body: deviceBatchSchema,
    reply: standardReply(deviceBatchResultSchema),
  }),
  importDevices: defineEndpoint({
    id: 'iothub.device.import',
    method: 'POST',
    path: `${D}/import`,
    summary:
      'Import the rows of one sheet (at most 10,000): every row is checked and reported; if any is refused nothing is written',
    access: write(DEVICE_BUTTONS.import),
    audit: 'device.import',
    body: deviceImportSchema,
    reply: standardReply(deviceImportReportSchema),
  }),
  importTemplate: defineFileEndpoint({
    id: 'iothub.device.importTemplate',
    method: 'GET',
    path: `${D}/import-template`,
    summary: 'The xlsx import template: the header row of the device sheet',
    access: read,
    file: { contentType: XLSX_CONTENT_TYPE },
  }),
  exportDevices: defineFileEndpoint({
    id: 'iothub.device.export',
    method: 'POST',
    path: `${D}/export`,
    summary: 'Every device the page filters match as xlsx (the import columns, then iotId, status, createDate)',
    access: read,
    body: deviceFilterSchema,
    file: { contentType: XLSX_CONTENT_TYPE },
  }),
  codePdf: defineFileEndpoint({
    id: 'iothub.device.codePdf',
    method: 'POST',
    path: `${D}/code-pdf`,
    summary:
      'A4 label sheets (PDF) with a QR code of each device’s iotId and its iotId, devKey, name and project: the selected ids or a page filter, at most 5,000 devices; one build at a time per account and two per server (429 with Retry-After beyond)',
    access: write(DEVICE_BUTTONS.codePdf),
    audit: 'device.codePdf',
    body: deviceCodePdfSchema,
    file: { contentType: PDF_CONTENT_TYPE },
  }),
};
