import { defineEndpoint } from './endpoint';
import {
  DEVICE_PATH as D,
  deviceCreateSchema,
  devicePageSchema,
  deviceSchema,
  deviceUpdateSchema,
  deviceWithSecretSchema,
  iotIdParamSchema,
} from './iot-device';
import { doneReply, IOT_MODEL_PAGES, iotButton, iotPage } from './iot-model.endpoints';
import { listAReply, standardReply } from './protocol';

/** Button ids of the device page. */
export const DEVICE_BUTTONS = {
  create: 'IOTDevice.device:create',
  edit: 'IOTDevice.device:edit',
  delete: 'IOTDevice.device:delete',
  status: 'IOTDevice.device:status',
  resetSecret: 'IOTDevice.device:resetSecret',
  import: 'IOTDevice.device:import',
  codePdf: 'IOTDevice.device:codePdf',
} as const;

const read = iotPage(IOT_MODEL_PAGES.device);
const write = (button: string) => iotButton(IOT_MODEL_PAGES.device, button);

/** Devices, addressed by iotId: page, detail, create, edit, delete, enable, disable, reset-secret. */
export const deviceEndpoints = {
  page: defineEndpoint({
    id: 'iothub.device.page',
    method: 'POST',
    path: `${D}/page`,
    summary:
      'Page of devices, newest first (filters: name, devKey, stdModelId, projectCode, categoryId, areaCode, status)',
    access: read,
    body: devicePageSchema,
    reply: listAReply(deviceSchema),
  }),
  get: defineEndpoint({
    id: 'iothub.device.get',
    method: 'GET',
    path: `${D}/:iotId`,
    summary: 'One device, with its secret',
    access: read,
    params: iotIdParamSchema,
    reply: standardReply(deviceWithSecretSchema),
  }),
  save: defineEndpoint({
    id: 'iothub.device.save',
    method: 'POST',
    path: `${D}/save`,
    summary: 'Register a device (unique devKey; the platform generates iotId and deviceSecret)',
    access: write(DEVICE_BUTTONS.create),
    audit: 'device.save',
    replyHoldsSecret: true,
    body: deviceCreateSchema,
    reply: standardReply(deviceWithSecretSchema),
  }),
  update: defineEndpoint({
    id: 'iothub.device.update',
    method: 'PUT',
    path: `${D}/update`,
    summary: 'Edit a device (iotId in the body; devKey and status do not change here)',
    access: write(DEVICE_BUTTONS.edit),
    audit: 'device.update',
    body: deviceUpdateSchema,
    reply: standardReply(deviceSchema),
  }),
  remove: defineEndpoint({
    id: 'iothub.device.delete',
    method: 'DELETE',
    path: `${D}/:iotId`,
    summary: 'Delete a device',
    access: write(DEVICE_BUTTONS.delete),
    audit: 'device.delete',
    params: iotIdParamSchema,
    reply: doneReply,
  }),
  enable: defineEndpoint({
    id: 'iothub.device.enable',
    method: 'POST',
    path: `${D}/:iotId/enable`,
    summary: 'Enable a disabled device (inactive if it was never online, else offline)',
    access: write(DEVICE_BUTTONS.status),
    audit: 'device.enable',
    params: iotIdParamSchema,
    reply: standardReply(deviceSchema),
  }),
  disable: defineEndpoint({
    id: 'iothub.device.disable',
    method: 'POST',
    path: `${D}/:iotId/disable`,
    summary: 'Disable a device (it may no longer connect)',
    access: write(DEVICE_BUTTONS.status),
    audit: 'device.disable',
    params: iotIdParamSchema,
    reply: standardReply(deviceSchema),
  }),
  resetSecret: defineEndpoint({
    id: 'iothub.device.resetSecret',
    method: 'POST',
    path: `${D}/:iotId/reset-secret`,
    summary: 'Replace the device secret with a new random one (answers the device with it)',
    access: write(DEVICE_BUTTONS.resetSecret),
    audit: 'device.resetSecret',
    replyHoldsSecret: true,
    params: iotIdParamSchema,
    reply: standardReply(deviceWithSecretSchema),
  }),
};
