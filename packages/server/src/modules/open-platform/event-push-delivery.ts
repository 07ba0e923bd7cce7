/** What one POST to a callback URL came to: the HTTP status (null without an answer), and why it failed ('' on 2xx). */
export interface DeliveryOutcome {
  status: number | null;
  error: string;
}

/** A POST of an event: where, the JSON body, and the headers (the signature's among them). */
export interface EventPost {
  url: string;
  body: Buffer;
  headers: Record<string, string>;
}

/** The start of an answer as one line of text, at most `maxBytes` read (the rest is never downloaded). */
const answerStart = async (response: Response, maxBytes: number): Promise<string> => {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks)
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\p{Cc}+/gu, ' ')
    .trim();
};

const errorText = (error: unknown): string => {
  const cause = error instanceof Error ? Reflect.get(Object(error.cause), 'code') : undefined;
  if (typeof cause === 'string') return cause;
  return error instanceof Error ? error.message : String(error);
};

/**
 * POSTs an event: delivered on a 2xx answer; a redirect is never followed (it is a failure like any other status);
 * at most `timeoutMs` for the whole exchange, and at most `answerBytesMax` of the answer read.
 */
export const postEvent = async (
  post: EventPost,
  options: { timeoutMs: number; answerBytesMax: number },
  stop: AbortSignal,
): Promise<DeliveryOutcome> => {
  // Held until the exchange ends: AbortSignal.any keeps its sources only weakly, and a collected timeout never fires.
  const timeout = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await fetch(post.url, {
      method: 'POST',
      body: post.body,
      headers: { 'content-type': 'application/json', 'user-agent': 'beacon-event-push', ...post.headers },
      redirect: 'manual',
      signal: AbortSignal.any([timeout, stop]),
    });
    if (response.status >= 200 && response.status < 300) {
      await response.body?.cancel().catch(() => undefined);
      return { status: response.status, error: '' };
    }
    const answer = await answerStart(response, options.answerBytesMax);
    return { status: response.status, error: `HTTP ${response.status}${answer ? `: ${answer}` : ''}` };
  } catch (error) {
    return { status: null, error: timeout.aborted ? `no answer within ${options.timeoutMs} ms` : errorText(error) };
  }
};
