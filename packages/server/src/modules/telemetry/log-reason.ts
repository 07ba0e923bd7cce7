import { type ReasonParams, type Refusal, refusalSchema } from '@beacon/contracts/reasons';
import { z } from 'zod';
import { storableText } from './storable-text';
import { logText } from './uplink-payload';

/** Why a device message was refused: the English sentence (for integrators) and its refusals (reason keys). */
export interface LogReason {
  text: string;
  refusals: Refusal[];
}

/** No reason (an accepted message's log row). */
export const NO_REASON: LogReason = { text: '', refusals: [] };

/** Longest parameter text kept in a stored refusal (a device may name anything). */
const PARAM_MAX = 200;

const storedSchema = z.object({ text: z.string(), refusals: z.array(refusalSchema) });

const storableParams = (params: ReasonParams): ReasonParams =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? storableText(value.slice(0, PARAM_MAX)) : value,
    ]),
  );

/**
 * The `reason` column of a device-log row: `''` for none, else JSON `{"text": <English>, "refusals": [{path,
 * reason, params}]}`, every text cut and made storable before encoding so the JSON always reads back whole.
 */
export const encodeLogReason = ({ text, refusals }: LogReason): string =>
  text === '' && refusals.length === 0
    ? ''
    : JSON.stringify({
        text: logText(text),
        refusals: refusals.slice(0, 20).map((refusal) => ({
          path: storableText(refusal.path.slice(0, PARAM_MAX)),
          reason: refusal.reason,
          ...(refusal.params && { params: storableParams(refusal.params) }),
        })),
      });

/** A stored reason read back: a row written since reason keys, or an older row's English sentence as is. */
export const decodeLogReason = (stored: string): { text: string; refusals?: Refusal[] } => {
  if (!stored.startsWith('{"text":')) return { text: stored };
  try {
    const parsed = storedSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : { text: stored };
  } catch {
    return { text: stored };
  }
};
