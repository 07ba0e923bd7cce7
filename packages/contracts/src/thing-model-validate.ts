import { type ThingModel, thingModelSchema } from './thing-model';
import { type ThingModelError, toThingModelErrors } from './thing-model-issues';

/** Result of validating or importing a thing model: the model, or every problem with its path. */
export type ThingModelResult = { ok: true; model: ThingModel } | { ok: false; errors: ThingModelError[] };

/** Checks anything against the thing-model language: the model, or every rule it breaks with its path. */
export const validateThingModel = (input: unknown): ThingModelResult => {
  const parsed = thingModelSchema.safeParse(input);
  return parsed.success
    ? { ok: true, model: parsed.data }
    : { ok: false, errors: toThingModelErrors(parsed.error.issues, { input }) };
};
