import {
  REALTIME_CLOSE,
  type RealtimeChange,
  realtimeHelloSchema,
  realtimeWatchSchema,
  TELEMETRY_PATHS,
} from '@beacon/contracts/telemetry';
import { deviceDataEndpoints } from '@beacon/contracts/telemetry.endpoints';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ResolveCaller, requiredResources } from '../../platform/auth/guard';
import { inProjectScope } from '../../platform/auth/project-scope';
import type { RealtimeHub, RealtimeSubscriber } from './realtime-hub';

/** How long a socket may stay open without saying who it is. */
const HELLO_TIMEOUT_MS = 10_000;
/** Close code of a socket opened without a valid projectCode. */
const BAD_REQUEST_CLOSE = 4400;

const querySchema = z.object({ projectCode: z.string().trim().min(1).max(64) });

const parseJson = (data: unknown): unknown => {
  try {
    return JSON.parse(String(data));
  } catch {
    return undefined;
  }
};

/**
 * The live-push websocket: the first message carries the access token (4401 if bad, 4403 without the
 * device-data page or outside the account's projects); every later message replaces the watched `[{devKey, attrKey}]` list; the server
 * pushes `[{iotId, attrKey, value, valueTime, updateTime}]` for watched keys only.
 */
export const registerRealtimeRoute = (app: FastifyInstance, hub: RealtimeHub, authenticate: ResolveCaller): void => {
  const needed = requiredResources(deviceDataEndpoints.page.access);
  app.get(TELEMETRY_PATHS.realtime, { websocket: true }, (socket, request) => {
    const query = querySchema.safeParse(request.query);
    if (!query.success) {
      socket.close(BAD_REQUEST_CLOSE, 'projectCode: required');
      return;
    }
    const subscriber: RealtimeSubscriber = {
      projectCode: query.data.projectCode,
      watched: new Set(),
      send: (changes: RealtimeChange[]) => socket.send(JSON.stringify(changes)),
    };
    let signedIn = false;
    const helloTimer = setTimeout(() => socket.close(REALTIME_CLOSE.unauthorized, 'no access token'), HELLO_TIMEOUT_MS);
    // Messages are handled one after another: a watch list never overtakes the hello before it.
    let queue: Promise<void> = Promise.resolve();
    const handle = async (data: unknown): Promise<void> => {
      const message = parseJson(data);
      if (!signedIn) {
        clearTimeout(helloTimer);
        const hello = realtimeHelloSchema.safeParse(message);
        const caller = hello.success ? await authenticate(hello.data.accessToken).catch(() => null) : null;
        if (!caller) return socket.close(REALTIME_CLOSE.unauthorized, 'invalid access token');
        const allowed = needed.every((resource) => caller.resources.has(resource));
        if (!allowed || !inProjectScope(caller.projects, subscriber.projectCode)) {
          return socket.close(REALTIME_CLOSE.forbidden, 'no permission for this project');
        }
        signedIn = true;
        hub.add(subscriber);
        return;
      }
      const watch = realtimeWatchSchema.safeParse(message);
      if (!watch.success) {
        const issue = watch.error.issues[0];
        socket.send(JSON.stringify({ code: 400, msg: `${issue?.path.join('.') || 'message'}: ${issue?.message}` }));
        return;
      }
      subscriber.watched = await hub.resolve(subscriber.projectCode, watch.data);
    };
    socket.on('message', (data) => {
      queue = queue
        .then(() => handle(data))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'realtime message failed');
          socket.close(1011, 'server error');
        });
    });
    socket.on('close', () => {
      clearTimeout(helloTimer);
      hub.remove(subscriber);
    });
  });
};
