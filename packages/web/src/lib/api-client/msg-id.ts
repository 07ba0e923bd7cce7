/** A unique message id for a mutating call (32 hex characters, matches the server's msgId rule). */
export function createMsgId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
