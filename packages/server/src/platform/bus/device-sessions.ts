import type { Readable } from 'node:stream';
import memoryPersistence from 'aedes-persistence';

/** A session as the broker's store knows it: by client id, which for a device is its devKey. */
interface SessionRef {
  id: string;
}

/** The promise side of the broker's in-memory store (aedes-persistence answers a promise when given no callback). */
interface SessionStore {
  incomingGetPacket(client: SessionRef, packet: { messageId?: number }): Promise<unknown>;
  cleanSubscriptions(client: SessionRef): Promise<unknown>;
  cleanIncoming(client: SessionRef): Promise<unknown>;
  delWill(client: SessionRef): Promise<unknown>;
  outgoingStream(client: SessionRef): Readable;
  outgoingClearMessageId(client: SessionRef, packet: { messageId?: number }): Promise<unknown>;
}

/** The embedded broker's session store, and what the platform needs of it beyond what aedes does. */
export const createDeviceSessions = () => {
  const persistence = memoryPersistence();
  // The package types only its callback style; the same methods answer promises without a callback.
  const store = persistence as unknown as SessionStore;
  return {
    /** Hand this to aedes as its persistence. */
    persistence,
    /** Whether a QoS 2 message of the device is stored awaiting PUBREL (a retransmission of it is a duplicate). */
    async holdsIncoming(devKey: string, messageId: number | undefined): Promise<boolean> {
      return store.incomingGetPacket({ id: devKey }, { messageId }).then(
        () => true,
        () => false,
      );
    },
    /** Forgets everything the broker keeps of a device's session: subscriptions, queued messages, QoS 2 state, will. */
    async forget(devKey: string): Promise<void> {
      const session = { id: devKey };
      await store.cleanSubscriptions(session);
      await store.cleanIncoming(session);
      await store.delWill(session);
      const queued: { messageId?: number }[] = [];
      for await (const packet of store.outgoingStream(session)) queued.push(packet as { messageId?: number });
      for (const packet of queued) await store.outgoingClearMessageId(session, packet);
    },
  };
};
