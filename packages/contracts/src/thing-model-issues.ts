import type { z } from 'zod';

/** One problem of a thing model: where (`properties[2].dataType.specs.min`) and which rule it breaks. */
export type ThingModelError = {
  /** Path of the offending value; `''` for the whole document. */
  path: string;
  /** The rule, e.g. `min must not be greater than max`. */
  message: string;
};

const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Writes a path as code would: `properties[2].dataType.specs.min`, `specs["0"]`; `''` for the root. */
export const formatPath = (path: readonly PropertyKey[]): string =>
  path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      const key = String(segment);
      if (!PLAIN_KEY.test(key)) return `[${JSON.stringify(key)}]`;
      return index === 0 ? key : `.${key}`;
    })
    .join('');

/** Turns zod issues into path + message pairs; an unknown-fields issue becomes one error per field. */
export const toThingModelErrors = (issues: readonly z.core.$ZodIssue[]): ThingModelError[] =>
  issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: formatPath([...issue.path, key]), message: `unknown field '${key}'` }))
      : [{ path: formatPath(issue.path), message: issue.message }],
  );
