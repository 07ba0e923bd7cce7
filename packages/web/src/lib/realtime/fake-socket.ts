import type { RealtimeChange } from '@beacon/contracts/telemetry';
import type { RealtimeSocket } from './realtime-client';

/** A WebSocket stand-in for tests: records what the client sent and lets the test open, push and close. */
export class FakeSocket implements RealtimeSocket {
  /** Every socket created, oldest first. */
  static readonly created: FakeSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readonly sent: unknown[] = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {
    FakeSocket.created.push(this);
  }

  /** The newest socket. */
  static latest(): FakeSocket {
    const socket = FakeSocket.created.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    this.closedWith = code;
  }

  /** The server accepted the connection. */
  open(): void {
    this.onopen?.(new Event('open'));
  }

  /** The server pushes changes. */
  push(changes: RealtimeChange[] | unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(changes) }));
  }

  /** The server (or the network) closed the connection. */
  drop(code: number): void {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
