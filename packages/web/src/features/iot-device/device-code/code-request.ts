import {
  type DeviceCodePdfRequest,
  type DeviceFilter,
  deviceCodePdfSchema,
  deviceFilterSchema,
} from '@beacon/contracts/iot-device-files';
import { asIssue, issueRefusals } from '@beacon/contracts/issue-refusals';
import type { z } from 'zod';
import { refusalsText } from '../../../lib/api-client/refusal-text';

/** What to print, read from the page's query: `iotIds=a,b` (a selection) or the list's filters (`status=online`). */
export type CodeRequest = { kind: 'selection'; iotIds: string[] } | { kind: 'filter'; filter: DeviceFilter };

const NUMERIC = new Set(['stdModelId', 'categoryId']);

/** The first refusal of a parse, in the operator's language. */
const firstRefusal = (issues: readonly z.core.$ZodIssue[], input: unknown): string =>
  refusalsText(issueRefusals(issues.map(asIssue), { input }).slice(0, 1));

/** The request in the query string, or an error text (in the operator's language) when it does not fit the contract. */
export function readCodeRequest(params: URLSearchParams): CodeRequest | { error: string } {
  const ids = params.get('iotIds');
  if (ids !== null) {
    const iotIds = ids.split(',').filter((id) => id !== '');
    const parsed = deviceCodePdfSchema.safeParse({ iotIds });
    return parsed.success ? { kind: 'selection', iotIds } : { error: firstRefusal(parsed.error.issues, { iotIds }) };
  }
  const raw: Record<string, unknown> = {};
  for (const [key, value] of params) raw[key] = NUMERIC.has(key) ? Number(value) : value;
  const parsed = deviceFilterSchema.safeParse(raw);
  if (!parsed.success) return { error: firstRefusal(parsed.error.issues, raw) };
  return { kind: 'filter', filter: parsed.data };
}

/** The body of the PDF call. */
export const pdfBody = (request: CodeRequest): DeviceCodePdfRequest =>
  request.kind === 'selection' ? { iotIds: request.iotIds } : { filter: request.filter };
