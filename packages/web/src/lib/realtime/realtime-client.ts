import {
  REALTIME_CLOSE,
  type RealtimeChange,
  type RealtimeWatch,
  realtimeChangeSchema,
} from '@beacon/contracts/telemetry';
import { z } from 'zod';

/** Where a live-push connection stands. */
export type RealtimeState = 'connecting' | 'live' | 'reconnecting' | 'refused' | 'closed';

/** The state of a connection; `closeCode` says why the server refused it (4401 token, 4403 project). */
export interface RealtimeStatus {
  state: RealtimeState;
  closeCode?: number;
}

/** The part of the browser's WebSocket the client uses (tests pass a fake class). */
export interface RealtimeSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket class. */
export type RealtimeSocketClass = new (url: string) => RealtimeSocket;

/** Options of a live-push connection. */
export interface RealtimeOptions {
  url: string;
  /** The access token sent as the first message (read at every connect, so a refreshed one is used). */
  token: () => string | null;
  /** Pushed changes of watched keys, as they arrive. */
  onChanges: (changes: RealtimeChange[]) => void;
  onStatus: (status: RealtimeStatus) => void;
  /** The WebSocket class (default: the browser's). */
  WebSocket?: RealtimeSocketClass;
  /** First reconnect delay in ms, doubled per failed attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/** An open live-push connection. */
export interface RealtimeConnection {
  /**
   * Replace the watched keys (sent now when signed in, else right after the token). After a 4401 refusal a
   * token refreshed since (the page's own calls refresh it) connects again.
   */
  watch: (keys: RealtimeWatch) => void;
  /** Connect again after a refusal (e.g. once the token was refreshed). */
  retry: () => void;
  /** Close for good. */
  close: () => void;
}

/** Close codes 4400–4499 are the server's refusals (bad project, token, permission): retrying cannot help. */
export const isRefusal = (code: number): boolean => code >= 4400 && code < 4500;

/** Options of a signed-in push socket: what it reads from the server's messages, and what it does when signed in. */
export interface PushSocketOptions<M> {
  url: string;
  /** The access token sent as the first message (read at every connect, so a refreshed one is used). */
  token: () => string | null;
  /** A server message read, or null for one to ignore. */
  parse: (data: unknown) => M | null;
  onMessage: (message: M) => void;
  onStatus: (status: RealtimeStatus) => void;
  /** Right after the token went out (at every connect): sends what the socket needs to say then. */
  onSignedIn?: (send: (data: string) => void) => void;
  /** The WebSocket class (default: the browser's). */
  WebSocket?: RealtimeSocketClass;
  /** First reconnect delay in ms, doubled per failed attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/** An open push socket. */
export interface PushSocket {
  /** Sends now when signed in; false when not (`onSignedIn` sends again after the next connect). */
  send: (data: string) => boolean;
  /** After a 4401 refusal, connects again when the stored token changed since (a call refreshed it); whether it did. */
  retryIfTokenChanged: () => boolean;
  /** Connect again after a refusal (e.g. once the token was refreshed). */
  retry: () => void;
  /** Close for good. */
  close: () => void;
}

/** A connection that stayed up this long resets the backoff. */
const STABLE_MS = 5_000;
const NORMAL_CLOSURE = 1000;

/**
 * Opens a websocket that signs in with `{accessToken}` as its first message (the live-push socket's protocol,
 * PRODUCT.md §4.2); reconnects with exponential backoff and jitter; stops on a refusal (4401/4403) and reports it.
 */
export function openPushSocket<M>(options: PushSocketOptions<M>): PushSocket {
  const { baseDelayMs = 1_000, maxDelayMs = 30_000 } = options;
  const SocketClass = options.WebSocket ?? globalThis.WebSocket;
  let socket: RealtimeSocket | null = null;
  let signedIn = false;
  let attempt = 0;
  let openedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  // The token a 4401 refused, so a refreshed one can try again.
  let refusedToken: string | null | undefined;

  const scheduleReconnect = () => {
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
    attempt += 1;
    options.onStatus({ state: 'reconnecting' });
    // Jitter spreads the reconnects of many consoles after a server restart.
    timer = setTimeout(connect, delay / 2 + (Math.random() * delay) / 2);
  };

  const send = (data: string): boolean => {
    if (!socket || !signedIn) return false;
    socket.send(data);
    return true;
  };

  function connect(): void {
    timer = undefined;
    const token = options.token();
    if (!token) {
      refusedToken = token;
      options.onStatus({ state: 'refused', closeCode: REALTIME_CLOSE.unauthorized });
      return;
    }
    refusedToken = undefined;
    if (attempt === 0) options.onStatus({ state: 'connecting' });
    const current = new SocketClass(options.url);
    socket = current;
    signedIn = false;
    current.onopen = () => {
      openedAt = Date.now();
      current.send(JSON.stringify({ accessToken: token }));
      signedIn = true;
      options.onSignedIn?.(send);
      options.onStatus({ state: 'live' });
    };
    current.onmessage = (event) => {
      const message = options.parse(event.data);
      if (message !== null) options.onMessage(message);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      signedIn = false;
      if (closed) return;
      if (isRefusal(event.code)) {
        if (event.code === REALTIME_CLOSE.unauthorized) refusedToken = token;
        options.onStatus({ state: 'refused', closeCode: event.code });
        return;
      }
      if (openedAt > 0 && Date.now() - openedAt >= STABLE_MS) attempt = 0;
      openedAt = 0;
      scheduleReconnect();
    };
  }

  const retry = () => {
    if (closed || socket || timer) return;
    attempt = 0;
    connect();
  };

  connect();
  return {
    send,
    retryIfTokenChanged: () => {
      if (refusedToken === undefined || options.token() === refusedToken) return false;
      retry();
      return true;
    },
    retry,
    close: () => {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      const current = socket;
      socket = null;
      current?.close(NORMAL_CLOSURE, 'page closed');
      options.onStatus({ state: 'closed' });
    },
  };
}

const changesSchema = z.array(realtimeChangeSchema);

const parseChanges = (data: unknown): RealtimeChange[] | null => {
  try {
    const parsed = changesSchema.safeParse(JSON.parse(String(data)));
    // Other messages (e.g. {code, msg} about a refused watch list) carry no changes.
    return parsed.success && parsed.data.length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Opens the live-push websocket (PRODUCT.md §4.2): a push socket that sends the watch list after the token (again
 * after every reconnect) and hands over the pushed changes.
 */
export function openRealtime(options: RealtimeOptions): RealtimeConnection {
  let keys: RealtimeWatch | null = null;
  const socket = openPushSocket({
    ...options,
    parse: parseChanges,
    onMessage: options.onChanges,
    onSignedIn: (send) => {
      if (keys) send(JSON.stringify(keys));
    },
  });
  return {
    watch: (next) => {
      keys = next;
      if (!socket.retryIfTokenChanged()) socket.send(JSON.stringify(next));
    },
    retry: socket.retry,
    close: socket.close,
  };
}
