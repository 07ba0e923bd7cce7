import type { AbnormalSetting } from '@beacon/contracts/device-abnormal';
import type { EndpointBody } from '@beacon/contracts/endpoint';
import { abnormalSettingEndpoints } from '@beacon/contracts/telemetry.endpoints';
import { callEndpoint } from '../../../../lib/api-client/call-endpoint';

/** Save a project's abnormal-detection limits; answers the limits now in force. */
export async function saveAbnormalSetting(
  body: EndpointBody<typeof abnormalSettingEndpoints.save>,
): Promise<AbnormalSetting> {
  return (await callEndpoint(abnormalSettingEndpoints.save, { body })).data;
}
