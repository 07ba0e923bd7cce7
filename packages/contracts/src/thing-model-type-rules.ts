import type { z } from 'zod';
import { reasonParams } from './issue-refusals';
import type { ReasonKey, ReasonParams } from './reasons';
import { DATA_TYPES, discriminatorMessage, THING_MODEL_LIMITS } from './thing-model-fields';

/** A numeric type as the range rules see it. */
type NumericShape = { type: string; specs?: { min?: number; max?: number; step?: number } };

/** Range rules of a numeric type: integers for int, min ≤ max, 0 < step ≤ max - min. */
export const checkNumericSpecs = (dataType: NumericShape, ctx: z.RefinementCtx): void => {
  const specs = dataType.specs;
  if (!specs) return;
  const report = (key: string, message: string, reason: ReasonKey) =>
    ctx.addIssue({ code: 'custom', path: ['specs', key], message, params: reasonParams(reason) });
  if (dataType.type === 'int') {
    for (const key of ['min', 'max', 'step'] as const) {
      const value = specs[key];
      if (value !== undefined && !Number.isInteger(value))
        report(key, `${key} must be an integer for type int`, 'notInteger');
    }
  }
  const { min, max, step } = specs;
  const ordered = min === undefined || max === undefined || min <= max;
  if (!ordered) report('min', 'min must not be greater than max', 'minAboveMax');
  if (step === undefined) return;
  const tooLarge = ordered && min !== undefined && max !== undefined && step > max - min;
  if (step <= 0 || tooLarge) report('step', 'step must be positive and not larger than max - min', 'stepOutOfRange');
};

/** Item count rules of an enum: at least one, at most the limit. */
export const checkEnumItems = (items: Record<string, string>, ctx: z.RefinementCtx): void => {
  const count = Object.keys(items).length;
  const max = THING_MODEL_LIMITS.enumItemsMax;
  const report = (message: string, reason: ReasonKey, params: ReasonParams) =>
    ctx.addIssue({ code: 'custom', message, params: reasonParams(reason, params) });
  if (count === 0) report('enum needs at least one item', 'tooFewItems', { min: 1 });
  if (count > max) report(`enum must have at most ${max} items`, 'tooManyItems', { max });
};

/** Where a data type appears, which decides which types it may not be. */
type TypeContext = 'any' | 'member' | 'arrayItem' | 'memberArrayItem';

const ARRAY_ITEM_MESSAGE = 'array item type must be int, float, double, text or struct';

/** Why a `type` value is refused in a context. */
const refusal = (type: unknown, context: TypeContext): string => {
  const known = typeof type === 'string' && (DATA_TYPES as readonly string[]).includes(type);
  if (!known) return discriminatorMessage('type', 'unknown data type', type);
  if (type === 'struct' && (context === 'member' || context === 'memberArrayItem'))
    return 'nested struct is not allowed';
  return ARRAY_ITEM_MESSAGE;
};

/** The error function of a data-type union: a missing, unknown or disallowed `type`, or not an object. */
export const dataTypeRefusal =
  (label: string, context: TypeContext) =>
  (issue: z.core.$ZodRawIssue): string => {
    const input = issue.input;
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return input === undefined ? `${label} is required` : `${label} must be an object`;
    return refusal('type' in input ? input.type : undefined, context);
  };
