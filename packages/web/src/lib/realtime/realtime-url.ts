import { TELEMETRY_PATHS } from '@beacon/contracts/telemetry';
import { buildUrl } from '../api-client/url';

/** The live-push socket of a project: the API's origin (as every call) with ws:// or wss:// by its protocol. */
export function realtimeUrl(projectCode: string): string {
  const url = new URL(buildUrl(TELEMETRY_PATHS.realtime, { projectCode }));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
