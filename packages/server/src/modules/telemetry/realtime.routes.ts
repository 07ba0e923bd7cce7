import { REALTIME_CLOSE, type RealtimeChange, realtimeWatchSchema, TELEMETRY_PATHS } from '@beacon/contracts/telemetry';
import { deviceDataEndpoints } from '@beacon/contracts/telemetry.endpoints';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type ResolveCaller, requiredResources } from '../../platform/auth/guard';
import { inProjectScope } from '../../platform/auth/project-scope';
import { helloDeadline, parseSocketJson, signInSocket } from '../../platform/auth/socket-sign-in';
import { type SocketLimits, SocketSlots, TRY_AGAIN_LATER_CLOSE } from '../../platform/http/socket-slots';
import type { RealtimeHub, RealtimeSubscriber } from './realtime-hub';

/** Close code of a socket opened without a valid projectCode. */
const BAD_REQUEST_CLOSE = 4400;

/** Live-push sockets one account may hold open on an instance (a page per project, in several tabs), and in all. */
export const REALTIME_LIMITS: SocketLimits = { perAccount: 50, total: 5_000 };

const querySchema = z.object({ projectCode: z.string().trim().min(1).max(64) });

/**
 * The live-push websocket: the first message carries the access token (4401 if bad, 4403 without the
 * device-data page or outside the account's projects); every later message replaces the watched `[{devKey, attrKey}]` list; the server
 * pushes `[{iotId, attrKey, value, valueTime, updateTime}]` for watched keys only.
 */
export const registerRealtimeRoute = (app: FastifyInstance, hub: RealtimeHub, authenticate: ResolveCaller): void => {
  const needed = requiredResources(deviceDataEndpoints.page.access);
  const slots = new SocketSlots(REALTIME_LIMITS);
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
    let closed = false;
    let release: (() => void) | null = null;
    const cancelDeadline = helloDeadline(socket);
    // Messages are handled one after another: a watch list never overtakes the hello before it.
    let queue: Promise<void> = Promise.resolve();
    const handle = async (data: unknown): Promise<void> => {
      if (!signedIn) {
        cancelDeadline();
        const hello = await signInSocket(data, authenticate, needed);
        if ('refusal' in hello) return socket.close(hello.refusal.code, hello.refusal.reason);
        if (!inProjectScope(hello.caller.projects, subscriber.projectCode)) {
          return socket.close(REALTIME_CLOSE.forbidden, 'no permission for this project');
        }
        if (closed) return;
        release = slots.take(hello.caller.accountId);
        if (!release) return socket.close(TRY_AGAIN_LATER_CLOSE, 'too many live-push sockets');
        signedIn = true;
        hub.add(subscriber);
        return;
      }
      const watch = realtimeWatchSchema.safeParse(parseSocketJson(data));
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
      closed = true;
      cancelDeadline();
      release?.();
      hub.remove(subscriber);
    });
  });
};
