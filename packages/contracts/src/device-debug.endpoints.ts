import {
  DEVICE_DEBUG_PATH as D,
  debugPropertyReportSchema,
  debugReportResultSchema,
  deviceDebugInfoSchema,
  serviceCallRequestSchema,
  serviceCallResultSchema,
} from './device-debug';
import { defineEndpoint } from './endpoint';
import { IOT_MODEL_PAGES, iotButton, iotPage } from './iot-model.endpoints';
import { standardReply } from './protocol';
import { deviceIotIdParamsSchema } from './telemetry';

/** Buttons of the device detail's debugging tab. */
export const DEVICE_DEBUG_BUTTONS = {
  /** Send a property report as the device would. */
  debug: 'IOTDevice.device:debug',
  /** Call a service of the device's model. */
  callService: 'IOTDevice.device:callService',
} as const;

/** Debugging a device from its detail page: connection info, a property report as the device, service calls. */
export const deviceDebugEndpoints = {
  info: defineEndpoint({
    id: 'iothub.deviceDebug.info',
    method: 'GET',
    path: `${D}/:iotId/debug`,
    summary: "A device's connection info: the broker's URL, host and port, its topics, whether it is online",
    access: iotPage(IOT_MODEL_PAGES.device),
    params: deviceIotIdParamsSchema,
    reply: standardReply(deviceDebugInfoSchema),
  }),
  propertyReport: defineEndpoint({
    id: 'iothub.deviceDebug.propertyReport',
    method: 'POST',
    path: `${D}/:iotId/debug/property-report`,
    summary:
      'Reports property values as the device would, through the normal ingest (checked, stored, logged, pushed live); answers what was stored and refused',
    access: iotButton(IOT_MODEL_PAGES.device, DEVICE_DEBUG_BUTTONS.debug),
    audit: 'device.debugReport',
    params: deviceIotIdParamsSchema,
    body: debugPropertyReportSchema,
    reply: standardReply(debugReportResultSchema),
  }),
  callService: defineEndpoint({
    id: 'iothub.deviceDebug.callService',
    method: 'POST',
    path: `${D}/:iotId/debug/service-call`,
    summary:
      "Calls a service of the device's model: publishes {id, ts, params} on beacon/{devKey}/services/{identifier} and answers the device's reply (beacon/{devKey}/services/{identifier}/reply: {id, code?, data?, msg?}) or 504 serviceCallTimeout",
    access: iotButton(IOT_MODEL_PAGES.device, DEVICE_DEBUG_BUTTONS.callService),
    audit: 'device.callService',
    params: deviceIotIdParamsSchema,
    body: serviceCallRequestSchema,
    reply: standardReply(serviceCallResultSchema),
  }),
};
