import {
  type DeviceCodePdfRequest,
  type DeviceFilter,
  deviceCodePdfSchema,
  deviceFilterSchema,
} from '@beacon/contracts/iot-device-files';

/** What to print, read from the page's query: `iotIds=a,b` (a selection) or the list's filters (`status=online`). */
export type CodeRequest = { kind: 'selection'; iotIds: string[] } | { kind: 'filter'; filter: DeviceFilter };

const NUMERIC = new Set(['stdModelId', 'categoryId']);

/** The request in the query string, or an error text when it does not fit the contract. */
export function readCodeRequest(params: URLSearchParams): CodeRequest | { error: string } {
  const ids = params.get('iotIds');
  if (ids !== null) {
    const iotIds = ids.split(',').filter((id) => id !== '');
    const parsed = deviceCodePdfSchema.safeParse({ iotIds });
    return parsed.success ? { kind: 'selection', iotIds } : { error: parsed.error.issues[0]?.message ?? 'iotIds' };
  }
  const raw: Record<string, unknown> = {};
  for (const [key, value] of params) raw[key] = NUMERIC.has(key) ? Number(value) : value;
  const parsed = deviceFilterSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` };
  }
  return { kind: 'filter', filter: parsed.data };
}

/** The body of the PDF call. */
export const pdfBody = (request: CodeRequest): DeviceCodePdfRequest =>
  request.kind === 'selection' ? { iotIds: request.iotIds } : { filter: request.filter };
