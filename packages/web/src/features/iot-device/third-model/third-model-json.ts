import type { EndpointBody } from '@beacon/contracts/endpoint';
import { thirdModelCreateSchema } from '@beacon/contracts/iot-third-model';
import type { thirdModelEndpoints } from '@beacon/contracts/iot-third-model.endpoints';
import type { ThingModelError } from '@beacon/contracts/thing-model-issues';
import { toThingModelErrors } from '@beacon/contracts/thing-model-issues';
import { parseThingModelJson } from '@beacon/contracts/thing-model-json';
import { validateThingModel } from '@beacon/contracts/thing-model-validate';

/** A third-party model ready to save, or every problem of the file with its path. */
export type ThirdModelFileResult =
  | { ok: true; body: EndpointBody<typeof thirdModelEndpoints.save> }
  | { ok: false; errors: ThingModelError[] };

const headSchema = thirdModelCreateSchema.omit({ properties: true, events: true, services: true });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a vendor model file: one JSON object with name, manufacturer, modelNumber, protocol, an optional
 * description and the thing model's properties, events and services. A syntax error names its line and
 * column; the fields and the thing model are checked by the contract, each problem with its path.
 */
export function parseThirdModelJson(text: string): ThirdModelFileResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let input: unknown;
  try {
    input = JSON.parse(source);
  } catch {
    // The thing-model parser words the break with its line and column.
    const broken = parseThingModelJson(source);
    return { ok: false, errors: broken.ok ? [] : broken.errors };
  }
  if (!isRecord(input))
    return {
      ok: false,
      errors: [{ path: '', reason: 'notJsonObject', message: 'the file must hold one JSON object' }],
    };
  const { properties, events, services, ...fields } = input;
  const head = headSchema.safeParse(fields);
  const model = validateThingModel({ properties, events, services });
  const errors: ThingModelError[] = [
    ...(head.success ? [] : toThingModelErrors(head.error.issues, { input: fields })),
    ...(model.ok ? [] : model.errors),
  ];
  if (!head.success || !model.ok) return { ok: false, errors };
  return { ok: true, body: { ...head.data, ...model.model } };
}
