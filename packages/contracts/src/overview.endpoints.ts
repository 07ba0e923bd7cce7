import { defineEndpoint } from './endpoint';
import { iotPage } from './iot-model.endpoints';
import { OVERVIEW_PATH, overviewSchema } from './overview';
import { standardReply } from './protocol';

/** Page id of the IoT overview dashboard (the first entry of the IoT module's side menu). */
export const OVERVIEW_PAGE = 'IOTDevice.overview';

/** The IoT overview dashboard's figures. */
export const overviewEndpoints = {
  get: defineEndpoint({
    id: 'iothub.overview.get',
    method: 'GET',
    path: OVERVIEW_PATH,
    summary:
      "Devices by status (in all and per project), messages per minute over the last hour, today's refused values and open abnormal records, within the caller's projects",
    access: iotPage(OVERVIEW_PAGE),
    reply: standardReply(overviewSchema),
  }),
};
