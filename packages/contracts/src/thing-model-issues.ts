import type { z } from 'zod';
import { asIssue, formatPath, issueRefusals } from './issue-refusals';
import type { Refusal } from './reasons';

export { formatPath } from './issue-refusals';

/**
 * One problem of a thing model: where (`properties[2].dataType.specs.min`), the reason key and parameters the
 * console shows in the operator's language, and the rule in English (`min must not be greater than max`).
 */
export type ThingModelError = Refusal & {
  /** The rule in English, for logs and integrators. */
  message: string;
};

/**
 * Turns zod issues into thing-model errors; an unknown-fields issue becomes one error per field. `source.input`
 * (what was parsed) tells a missing value from a wrong one.
 */
export const toThingModelErrors = (
  issues: readonly z.core.$ZodIssue[],
  source?: { input: unknown },
): ThingModelError[] =>
  issues.flatMap((issue) => {
    const refusals = issueRefusals([asIssue(issue)], source);
    return issue.code === 'unrecognized_keys'
      ? issue.keys.map((key, index) => ({
          ...(refusals[index] ?? { path: formatPath([...issue.path, key]), reason: 'unknownField' as const }),
          message: `unknown field '${key}'`,
        }))
      : refusals.map((refusal) => ({ ...refusal, message: issue.message }));
  });
