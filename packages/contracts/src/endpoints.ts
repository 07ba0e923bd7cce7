import { aiEventEndpoints } from './ai-event.endpoints';
import { ALARM_FEED_PATH } from './alarm';
import { alarmEndpoints } from './alarm.endpoints';
import { authEndpoints } from './auth.endpoints';
import { deviceDebugEndpoints } from './device-debug.endpoints';
import { apiDocEndpoints } from './docs-center.endpoints';
import type { AnyEndpoint } from './endpoint';
import { gatewayAppBindingEndpoints, gatewayAppEndpoints } from './gateway-app.endpoints';
import { clusterEndpoints } from './gateway-cluster.endpoints';
import { gatewayMessageEndpoints } from './gateway-message.endpoints';
import { monitorEndpoints } from './gateway-monitor.endpoints';
import { pluginEndpoints } from './gateway-plugin.endpoints';
import { deviceEndpoints } from './iot-device.endpoints';
import { deviceFileEndpoints } from './iot-device-files.endpoints';
import { deviceCategoryEndpoints, productGroupEndpoints, stdModelEndpoints } from './iot-model.endpoints';
import { domainModelEndpoints, modelRelevanceEndpoints, thirdModelEndpoints } from './iot-third-model.endpoints';
import { apiCallLogEndpoints, operaLogEndpoints, sceneLogEndpoints } from './log-manage.endpoints';
import { apiAreaEndpoints, apiGroupEndpoints } from './open-platform.endpoints';
import { openApiEndpoints } from './open-platform-api.endpoints';
import { overviewEndpoints } from './overview.endpoints';
import { projectEndpoints, regionEndpoints } from './project-data-management.endpoints';
import { accountEndpoints, roleEndpoints } from './system-management.endpoints';
import { TELEMETRY_PATHS } from './telemetry';
import {
  abnormalSettingEndpoints,
  deviceAbnormalEndpoints,
  deviceDataEndpoints,
  deviceDetailTelemetryEndpoints,
  deviceEventEndpoints,
  deviceLogEndpoints,
  ingestEndpoints,
} from './telemetry.endpoints';
import { workOrderEndpoints } from './work-order.endpoints';
import { ruleEndpoints } from './work-order-rule.endpoints';
import { templateEndpoints } from './work-order-template.endpoints';

/** Every endpoint of the API, once: the server registers exactly these, OpenAPI documents them. */
export const ENDPOINTS: readonly AnyEndpoint[] = [
  ...Object.values(authEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(roleEndpoints),
  ...Object.values(operaLogEndpoints),
  ...Object.values(apiCallLogEndpoints),
  ...Object.values(sceneLogEndpoints),
  ...Object.values(projectEndpoints),
  ...Object.values(regionEndpoints),
  ...Object.values(stdModelEndpoints),
  ...Object.values(productGroupEndpoints),
  ...Object.values(deviceCategoryEndpoints),
  ...Object.values(domainModelEndpoints),
  ...Object.values(thirdModelEndpoints),
  ...Object.values(modelRelevanceEndpoints),
  ...Object.values(deviceEndpoints),
  ...Object.values(deviceFileEndpoints),
  ...Object.values(deviceDataEndpoints),
  ...Object.values(deviceLogEndpoints),
  ...Object.values(deviceDetailTelemetryEndpoints),
  ...Object.values(deviceEventEndpoints),
  ...Object.values(ingestEndpoints),
  ...Object.values(deviceDebugEndpoints),
  ...Object.values(deviceAbnormalEndpoints),
  ...Object.values(abnormalSettingEndpoints),
  ...Object.values(overviewEndpoints),
  ...Object.values(alarmEndpoints),
  ...Object.values(templateEndpoints),
  ...Object.values(ruleEndpoints),
  ...Object.values(workOrderEndpoints),
  ...Object.values(aiEventEndpoints),
  ...Object.values(apiAreaEndpoints),
  ...Object.values(apiGroupEndpoints),
  ...Object.values(openApiEndpoints),
  ...Object.values(pluginEndpoints),
  ...Object.values(clusterEndpoints),
  ...Object.values(gatewayAppEndpoints),
  ...Object.values(gatewayAppBindingEndpoints),
  ...Object.values(monitorEndpoints),
  ...Object.values(apiDocEndpoints),
  ...Object.values(gatewayMessageEndpoints),
];

/** Websocket routes (GET upgrade; they authenticate in their first message, outside the table's guard). */
export const SOCKET_PATHS: readonly string[] = [TELEMETRY_PATHS.realtime, ALARM_FEED_PATH];
