import type { ThingModel } from './thing-model';
import type { ThingModelError } from './thing-model-issues';
import { locateJsonBreak } from './thing-model-json-syntax';
import { type ThingModelResult, validateThingModel } from './thing-model-validate';

/** Where a malformed JSON text breaks: line, column and what was found there (the engine's words if unknown). */
const describeBrokenJson = (text: string, error: unknown): ThingModelError => {
  let where: ReturnType<typeof locateJsonBreak> = null;
  try {
    where = locateJsonBreak(text);
  } catch {
    // Too deeply nested for the scanner: fall back to the engine's own wording below.
  }
  if (where?.found === 'end of input')
    return {
      path: '',
      reason: 'jsonUnexpectedEnd',
      params: { line: where.line, column: where.column },
      message: `invalid JSON at line ${where.line}, column ${where.column}: unexpected end of input`,
    };
  if (where)
    return {
      path: '',
      reason: 'jsonBroken',
      params: { line: where.line, column: where.column, found: where.found },
      message: `invalid JSON at line ${where.line}, column ${where.column}: unexpected ${where.found}`,
    };
  return {
    path: '',
    reason: 'jsonInvalid',
    message: `invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
  };
};

/** Imports a thing model from JSON text: the model, or the JSON break or every rule it breaks. */
export const parseThingModelJson = (text: string): ThingModelResult => {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let input: unknown;
  try {
    input = JSON.parse(source);
  } catch (error) {
    return { ok: false, errors: [describeBrokenJson(source, error)] };
  }
  return validateThingModel(input);
};

/** Order of the known keys in exported JSON; other keys (enum values) follow in numeric order. */
const KEY_ORDER = [
  'properties',
  'events',
  'services',
  'identifier',
  'name',
  'accessMode',
  'type',
  'callType',
  'min',
  'max',
  'step',
  'unit',
  'length',
  'size',
  'item',
  'specs',
  'dataType',
  'inputData',
  'outputData',
];

const rank = (key: string): number => {
  const index = KEY_ORDER.indexOf(key);
  return index === -1 ? KEY_ORDER.length : index;
};

const compareKeys = (a: string, b: string): number => rank(a) - rank(b) || Number(a) - Number(b) || (a < b ? -1 : 1);

/** Rebuilds plain objects with their keys in a fixed order, so equal models give identical text. */
const orderKeys = (_key: string, value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => compareKeys(a, b)))
    : value;

/** Exports a thing model as stable, 2-space indented JSON that imports back to an equal model. */
export const thingModelToJson = (model: ThingModel): string => `${JSON.stringify(model, orderKeys, 2)}\n`;
