import type { ParamDef, ThingModel } from '@beacon/contracts/thing-model';
import { formatPath, type ThingModelError } from '@beacon/contracts/thing-model-issues';
import { validateThingModel } from '@beacon/contracts/thing-model-validate';
import type { Draft, Segments } from './data-type-values';
import { isUnderPath } from './field-errors';

/** The three lists of a thing model. */
export type ModelListKey = 'properties' | 'events' | 'services';

/** The errors at or under a path (e.g. of one item). */
export const errorsUnder = (errors: readonly ThingModelError[], at: Segments): ThingModelError[] => {
  const path = formatPath(at);
  return path === '' ? [...errors] : errors.filter((error) => isUnderPath(error.path, path));
};

/** The outcome of checking an edited item inside its model: the new model, or the item's errors. */
export type ItemCheck = { ok: true; model: ThingModel } | { ok: false; errors: ThingModelError[] };

/**
 * Checks an edited (or new, `index` undefined) item of a list inside the whole model with the contract's
 * validator, so identifiers are checked against every other item too; only the item's own errors refuse it.
 */
export function checkItem(model: ThingModel, list: ModelListKey, index: number | undefined, item: Draft): ItemCheck {
  const items: Draft[] = [...model[list]];
  const position = index ?? items.length;
  items[position] = item;
  const result = validateThingModel({ ...model, [list]: items });
  if (result.ok) return { ok: true, model: result.model };
  const errors = errorsUnder(result.errors, [list, position]);
  // Only other items wrong cannot happen for a model the editor built; then every error is listed.
  return { ok: false, errors: errors.length > 0 ? errors : result.errors };
}

const HOLDER: Segments = ['services', 0, 'inputData'];

/** The outcome of checking a parameter list: the parameters, or the errors with paths relative to the list. */
export type ParamsCheck = { ok: true; params: ParamDef[] } | { ok: false; errors: ThingModelError[] };

/** Checks a parameter list with the contract's validator (duplicate identifiers within it included). */
export function checkParams(params: readonly Draft[]): ParamsCheck {
  const result = validateThingModel({
    services: [{ identifier: 'holder', name: 'holder', callType: 'sync', inputData: params }],
  });
  if (result.ok) return { ok: true, params: result.model.services[0]?.inputData ?? [] };
  return {
    ok: false,
    errors: relativeErrors(result.errors, HOLDER),
  };
}

/** The errors under a path, their paths made relative to it (`services[0].inputData[2].name` → `[2].name`). */
export const relativeErrors = (errors: readonly ThingModelError[], at: Segments): ThingModelError[] => {
  const prefix = formatPath(at);
  return errorsUnder(errors, at).map((error) => ({ ...error, path: error.path.slice(prefix.length) }));
};
