import { ALARM_FEED_PATH } from '@beacon/contracts/alarm';
import { alarmEndpoints } from '@beacon/contracts/alarm.endpoints';
import { REALTIME_CLOSE } from '@beacon/contracts/telemetry';
import type { FastifyInstance } from 'fastify';
import { type ResolveCaller, requiredResources } from '../../platform/auth/guard';
import { helloDeadline, signInSocket } from '../../platform/auth/socket-sign-in';
import { type SocketLimits, SocketSlots, TRY_AGAIN_LATER_CLOSE } from '../../platform/http/socket-slots';
import type { AlarmFeed, AlarmFeedSubscriber } from './alarm-feed';

/** Open alarm feeds per account on one instance (a console opens one per tab), and in all. */
export const ALARM_FEED_LIMITS: SocketLimits = { perAccount: 20, total: 1_000 };

/**
 * The alarm feed websocket: the first message carries the access token (4401 if bad; 4403 without the alarm page
 * or in a variant without the event center; 1013 past the open feeds' limits); then the server pushes the caller's
 * active alarm counts `{critical, major, minor, warning}` at once and after alarm changes in its projects.
 */
export const registerAlarmFeedRoute = (
  app: FastifyInstance,
  feed: AlarmFeed,
  authenticate: ResolveCaller,
  enabled: boolean,
): void => {
  const needed = requiredResources(alarmEndpoints.activeCount.access);
  const slots = new SocketSlots(ALARM_FEED_LIMITS);
  app.get(ALARM_FEED_PATH, { websocket: true }, (socket, request) => {
    const cancelDeadline = helloDeadline(socket);
    let stage: 'hello' | 'signing-in' | 'open' | 'closed' = 'hello';
    let release: (() => void) | null = null;
    let subscriber: AlarmFeedSubscriber | null = null;
    const signIn = async (data: unknown): Promise<void> => {
      const hello = await signInSocket(data, authenticate, needed);
      if (stage === 'closed') return;
      if ('refusal' in hello) return socket.close(hello.refusal.code, hello.refusal.reason);
      if (!enabled) return socket.close(REALTIME_CLOSE.forbidden, 'no event center in this edition');
      release = slots.take(hello.caller.accountId);
      if (!release) return socket.close(TRY_AGAIN_LATER_CLOSE, 'too many alarm feeds');
      subscriber = { scope: hello.caller.projects, send: (counts) => socket.send(JSON.stringify(counts)) };
      stage = 'open';
      feed.add(subscriber);
    };
    // Only the hello is read; later messages are ignored.
    socket.on('message', (data) => {
      if (stage !== 'hello') return;
      stage = 'signing-in';
      cancelDeadline();
      signIn(data).catch((error: unknown) => {
        request.log.error({ err: error }, 'alarm feed sign-in failed');
        socket.close(1011, 'server error');
      });
    });
    socket.on('close', () => {
      stage = 'closed';
      cancelDeadline();
      release?.();
      if (subscriber) feed.remove(subscriber);
    });
  });
};
