import { TELEMETRY_PATHS } from '@beacon/contracts/telemetry';
import { buildUrl } from '../api-client/url';

/** A websocket's URL: the API's origin (as every call) with ws:// or wss:// by its protocol. */
export function socketUrl(path: string, params?: Record<string, unknown>): string {
  const url = new URL(buildUrl(path, params));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** The live-push socket of a project. */
export function realtimeUrl(projectCode: string): string {
  return socketUrl(TELEMETRY_PATHS.realtime, { projectCode });
}
