/** A message on the bus. */
export interface BusMessage {
  topic: string;
  payload: Buffer;
}

/** The platform's MQTT side: the embedded broker or a client of an external one. */
export interface Bus {
  /** Where devices connect, for the start-up log. */
  readonly description: string;
  /** True while the broker listens (embedded) or the client is connected (external). */
  isReady(): boolean;
  publish(topic: string, payload: string | Buffer, qos?: 0 | 1): Promise<void>;
  /** Subscribes to a topic filter (MQTT wildcards allowed). */
  subscribe(filter: string, handler: (message: BusMessage) => void): Promise<void>;
  close(): Promise<void>;
}

/** Whether an MQTT topic filter (with + and # wildcards) matches a topic. */
export const topicMatches = (filter: string, topic: string): boolean => {
  const f = filter.split('/');
  const t = topic.split('/');
  for (let i = 0; i < f.length; i++) {
    if (f[i] === '#') return true;
    if (i >= t.length || (f[i] !== '+' && f[i] !== t[i])) return false;
  }
  return f.length === t.length;
};
