import { asIssue, issueRefusals } from '@beacon/contracts/issue-refusals';
import { refusal } from '@beacon/contracts/reasons';
import { type Uplink, uplinkSchema } from '@beacon/contracts/telemetry';
import type { LogReason } from './log-reason';
import { decodeUtf8, storableText } from './storable-text';

/** Longest log content kept; longer reports are cut with an ellipsis. */
const CONTENT_MAX = 2_000;

/** A text as a device log stores it: cut to CONTENT_MAX, every NUL and lone surrogate replaced by U+FFFD. */
export const logText = (text: string): string =>
  storableText(text.length > CONTENT_MAX ? `${text.slice(0, CONTENT_MAX - 1)}…` : text);

/** A value as a device log shows it: its JSON (NULs and lone surrogates escaped), cut; a value too deep to print says so. */
export const logJson = (value: unknown): string => {
  try {
    return logText(JSON.stringify(value) ?? '');
  } catch {
    return '(not printable: nested too deeply)';
  }
};

/** A raw payload as a device log shows it: invalid UTF-8 bytes, NULs and lone surrogates replaced by U+FFFD. */
export const logPayload = (payload: Buffer): string => logText(payload.toString('utf8'));

/** A payload read as an uplink report, or why it is not one (one sentence naming the field, and its refusal). */
export const parseUplinkPayload = (payload: Buffer): { uplink: Uplink } | { reason: LogReason } => {
  const text = decodeUtf8(payload);
  if (text === null) return { reason: { text: 'payload: not valid UTF-8', refusals: [refusal('', 'payloadNotUtf8')] } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { reason: { text: 'payload: not JSON', refusals: [refusal('', 'payloadNotJson')] } };
  }
  const parsed = uplinkSchema.safeParse(json);
  if (parsed.success) return { uplink: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    reason: {
      text: `payload.${issue?.path.join('.') || 'params'}: ${issue?.message ?? 'invalid'}`,
      refusals: issueRefusals(parsed.error.issues.slice(0, 1).map(asIssue), { input: json }),
    },
  };
};
