import { REALTIME_CLOSE, realtimeHelloSchema } from '@beacon/contracts/telemetry';
import type { AuthContext } from '../http/fastify-types';
import type { ResolveCaller } from './guard';

/** How long a websocket may stay open without saying who it is. */
export const HELLO_TIMEOUT_MS = 10_000;

/** The close code and reason of a websocket refused at its hello. */
export interface SocketRefusal {
  code: number;
  reason: string;
}

/** A websocket message read as JSON (undefined when it is not JSON). */
export const parseSocketJson = (data: unknown): unknown => {
  try {
    return JSON.parse(String(data));
  } catch {
    return undefined;
  }
};

/** Closes a websocket that sends no hello in time (4401); returns the cancel, for its first message or its close. */
export const helloDeadline = (socket: { close(code: number, reason: string): void }): (() => void) => {
  const timer = setTimeout(() => socket.close(REALTIME_CLOSE.unauthorized, 'no access token'), HELLO_TIMEOUT_MS);
  return () => clearTimeout(timer);
};

/**
 * Reads a websocket's first message, the `{accessToken}` hello: the caller, or its refusal — 4401 for no or a bad
 * token, 4403 when the caller lacks one of the needed resources (a route's further checks are its own).
 */
export const signInSocket = async (
  data: unknown,
  authenticate: ResolveCaller,
  needed: readonly string[],
): Promise<{ caller: AuthContext } | { refusal: SocketRefusal }> => {
  const hello = realtimeHelloSchema.safeParse(parseSocketJson(data));
  const caller = hello.success ? await authenticate(hello.data.accessToken).catch(() => null) : null;
  if (!caller) return { refusal: { code: REALTIME_CLOSE.unauthorized, reason: 'invalid access token' } };
  const missing = needed.filter((resource) => !caller.resources.has(resource));
  if (missing.length > 0)
    return { refusal: { code: REALTIME_CLOSE.forbidden, reason: `no permission: ${missing.join(', ')}` } };
  return { caller };
};
