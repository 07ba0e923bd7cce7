import { Transform, type TransformCallback } from 'node:stream';
import type { RefusalReason } from './refusal-log';

/** MQTT control packet types the gate looks at. */
export const PACKET = { connect: 1, publish: 3 } as const;

/** What the gate does with a packet whose fixed header it has just read. */
export type GateVerdict =
  /** Let it through now. */
  | { pass: true }
  /** Let it through once this many milliseconds have passed (the socket is not read meanwhile). */
  | { waitMs: number }
  /** Let it through once `resume` is called (the socket is not read meanwhile). */
  | { hold: (resume: () => void) => void }
  /** Close the connection. */
  | { refuse: RefusalReason };

/** Decides on each packet from its fixed header alone, before any of its body is buffered. */
export type GatePolicy = (type: number, length: number, index: number) => GateVerdict;

/**
 * The inbound side of a device connection: reads MQTT fixed headers as bytes stream past, so a packet that
 * declares more than the maximum is refused before its body arrives, and a packet can be held back (nothing more
 * is read from the socket, which is how back-pressure reaches the device). Bodies pass through unparsed.
 */
export class PacketGate extends Transform {
  /** Epoch ms of the last byte received. */
  lastSeen = Date.now();
  private remaining = 0;
  private headerBytes = 0;
  private type = 0;
  private length = 0;
  private multiplier = 1;
  private packets = 0;

  constructor(
    private readonly maxPacketBytes: number,
    private readonly policy: GatePolicy,
    private readonly onRefuse: (reason: RefusalReason) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.lastSeen = Date.now();
    this.scan(chunk, 0, done);
  }

  /** Walks the chunk from `from`: body bytes are skipped by count, header bytes are read one by one. */
  private scan(chunk: Buffer, from: number, done: TransformCallback): void {
    let i = from;
    while (i < chunk.length) {
      if (this.remaining > 0) {
        const skip = Math.min(this.remaining, chunk.length - i);
        i += skip;
        this.remaining -= skip;
        continue;
      }
      const byte = chunk[i] ?? 0;
      i += 1;
      if (this.headerBytes === 0) {
        this.type = byte >> 4;
        this.length = 0;
        this.multiplier = 1;
        this.headerBytes = 1;
        continue;
      }
      this.length += (byte & 0x7f) * this.multiplier;
      this.multiplier *= 128;
      this.headerBytes += 1;
      if (byte & 0x80) {
        // The remaining length takes at most four bytes.
        if (this.headerBytes > 4) {
          this.refuse('malformed-header', done);
          return;
        }
        continue;
      }
      this.headerBytes = 0;
      if (this.length > this.maxPacketBytes) {
        this.refuse('packet-too-large', done);
        return;
      }
      this.remaining = this.length;
      const verdict: GateVerdict =
        this.packets === 0 && this.type !== PACKET.connect
          ? { refuse: 'first-packet-not-connect' }
          : this.policy(this.type, this.length, this.packets);
      this.packets += 1;
      if ('pass' in verdict) continue;
      if ('refuse' in verdict) {
        this.refuse(verdict.refuse, done);
        return;
      }
      // Held: what came before goes on now, the rest once released.
      this.push(chunk.subarray(from, i));
      const next = () => {
        if (!this.destroyed) this.scan(chunk, i, done);
      };
      if ('waitMs' in verdict) setTimeout(next, verdict.waitMs);
      else verdict.hold(next);
      return;
    }
    if (from < chunk.length) this.push(from === 0 ? chunk : chunk.subarray(from));
    done();
  }

  private refuse(reason: RefusalReason, done: TransformCallback): void {
    this.onRefuse(reason);
    done();
  }
}
