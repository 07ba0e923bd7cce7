import type { DeviceDebugInfo } from '@beacon/contracts/device-debug';
import { propertiesTopic } from '@beacon/contracts/telemetry';

/** A shell word in single quotes (a quote inside closes, escapes and reopens). */
export const shellQuote = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

/** A mosquitto_pub command that reports these params as the device (its secret in place of `secret`). */
export const mqttCommand = (info: DeviceDebugInfo, secret: string, params: Record<string, unknown>): string =>
  [
    'mosquitto_pub',
    `-h ${shellQuote(info.host)}`,
    `-p ${info.port}`,
    `-i ${shellQuote(info.devKey)}`,
    `-u ${shellQuote(info.devKey)}`,
    `-P ${shellQuote(secret)}`,
    `-t ${shellQuote(propertiesTopic(info.devKey))}`,
    `-m ${shellQuote(JSON.stringify({ params }))}`,
  ].join(' ');

/** The command as shown: the secret masked (copying gives the real one). */
export const SECRET_MASK = '********';
