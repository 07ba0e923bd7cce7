import type { z } from 'zod';
import {
  ACCOUNT_PATTERN,
  API_PATH_PATTERN,
  CATEGORY_ID_TEXT_PATTERN,
  CODE_PATTERN,
  MSG_ID_PATTERN,
  NOT_BLANK_PATTERN,
  PHONE_PATTERN,
  PROJECT_CODE_PATTERN,
  REGION_CODE_PATTERN,
  ROLE_CODE_PATTERN,
} from './patterns';
import { isReasonKey, type ReasonKey, type ReasonParams, type Refusal } from './reasons';
import { ENUM_VALUE_PATTERN, IDENTIFIER_PATTERN } from './thing-model-fields';

/** Path segments of a value inside what was parsed. */
export type PathSegments = readonly PropertyKey[];

const PLAIN_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Writes a path as code would: `properties[2].dataType.specs.min`, `specs["0"]`; `''` for the root. */
export const formatPath = (path: PathSegments): string =>
  path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      const key = String(segment);
      if (!PLAIN_KEY.test(key)) return `[${JSON.stringify(key)}]`;
      return index === 0 ? key : `.${key}`;
    })
    .join('');

/** Each contract pattern with the reason its refusal gives (a regex is never shown to the operator). */
const PATTERN_REASONS: ReadonlyMap<string, ReasonKey> = new Map<string, ReasonKey>([
  [String(CODE_PATTERN), 'codeChars'],
  [String(PROJECT_CODE_PATTERN), 'projectCodeChars'],
  [String(ACCOUNT_PATTERN), 'accountChars'],
  [String(ROLE_CODE_PATTERN), 'roleCodeChars'],
  [String(REGION_CODE_PATTERN), 'regionCodeFormat'],
  [String(PHONE_PATTERN), 'mobileFormat'],
  [String(MSG_ID_PATTERN), 'msgIdFormat'],
  [String(CATEGORY_ID_TEXT_PATTERN), 'categoryIdFormat'],
  [String(NOT_BLANK_PATTERN), 'notBlank'],
  [String(IDENTIFIER_PATTERN), 'identifierFormat'],
  [String(ENUM_VALUE_PATTERN), 'integerKey'],
  [String(API_PATH_PATTERN), 'apiPathFormat'],
]);

const TYPE_REASONS: Readonly<Record<string, ReasonKey>> = {
  string: 'notText',
  number: 'notNumber',
  int: 'notInteger',
  bigint: 'notInteger',
  boolean: 'notBoolean',
  object: 'notObject',
  record: 'notObject',
  array: 'notList',
  tuple: 'notList',
};

/** An issue as zod reports it (or as rebuilt from a schema-validation error: code, path and the rest). */
export type IssueLike = { code: string; path: PathSegments; [detail: string]: unknown };

/** What is at a path of a value, or undefined. */
const valueAt = (root: unknown, path: PathSegments): unknown => {
  let at: unknown = root;
  for (const segment of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    const key = typeof segment === 'symbol' ? segment : String(segment);
    at = Object.hasOwn(at, key) ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return at;
};

const size = (origin: unknown): 'text' | 'items' | 'number' => {
  if (origin === 'string') return 'text';
  if (origin === 'array' || origin === 'set' || origin === 'map' || origin === 'file') return 'items';
  return 'number';
};

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

type Reason = { reason: ReasonKey; params?: ReasonParams };

const tooSmall = (issue: IssueLike): Reason => {
  const min = num(issue.minimum);
  const kind = size(issue.origin);
  if (kind === 'text') return min <= 1 ? { reason: 'required' } : { reason: 'tooShort', params: { min } };
  if (kind === 'items') return { reason: 'tooFewItems', params: { min } };
  return { reason: issue.inclusive === false ? 'tooSmallExclusive' : 'tooSmall', params: { min } };
};

const tooBig = (issue: IssueLike): Reason => {
  const max = num(issue.maximum);
  const kind = size(issue.origin);
  if (kind === 'text') return { reason: 'tooLong', params: { max } };
  if (kind === 'items') return { reason: 'tooManyItems', params: { max } };
  return { reason: issue.inclusive === false ? 'tooBigExclusive' : 'tooBig', params: { max } };
};

const format = (issue: IssueLike): Reason => {
  if (issue.format === 'regex' && typeof issue.pattern === 'string') {
    const reason = PATTERN_REASONS.get(issue.pattern);
    if (reason) return { reason };
  }
  return { reason: 'invalidFormat' };
};

const options = (values: unknown): string =>
  Array.isArray(values) ? values.map((value) => String(value)).join(', ') : '';

const custom = (issue: IssueLike): Reason => {
  const params = issue.params;
  if (typeof params !== 'object' || params === null) return { reason: 'invalidValue' };
  const { reason, ...rest } = params as Record<string, unknown>;
  if (!isReasonKey(reason)) return { reason: 'invalidValue' };
  const values = Object.entries(rest).filter(
    (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return values.length > 0 ? { reason, params: Object.fromEntries(values) } : { reason };
};

/** The reason of one issue (not `unrecognized_keys`, which lists several fields). */
const reasonOf = (issue: IssueLike, missing: boolean): Reason => {
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return { reason: 'required' };
      return { reason: TYPE_REASONS[String(issue.expected)] ?? 'wrongType' };
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return format(issue);
    case 'invalid_value':
      return missing ? { reason: 'required' } : { reason: 'notOneOf', params: { options: options(issue.values) } };
    case 'invalid_union':
      if (missing) return { reason: 'required' };
      return Array.isArray(issue.options)
        ? { reason: 'notOneOf', params: { options: options(issue.options) } }
        : { reason: 'invalidValue' };
    case 'invalid_key': {
      const inner = Array.isArray(issue.issues) ? (issue.issues[0] as IssueLike | undefined) : undefined;
      const reason = inner?.code === 'invalid_format' ? format(inner).reason : 'invalidKey';
      return { reason: reason === 'invalidFormat' ? 'invalidKey' : reason };
    }
    case 'custom':
      return custom(issue);
    default:
      return { reason: 'invalidValue' };
  }
};

/**
 * The refusals of zod issues: a reason key per issue with its limit or options, at the issue's path (under
 * `prefix`); an unknown-fields issue gives one refusal per field. `source.input`, the value that was parsed,
 * tells a missing (undefined or null) value (`required`) from a wrong one; without it a missing value reads as a wrong type.
 * A path refused by several rules keeps the first (what the operator fixes first).
 */
export const issueRefusals = (
  issues: readonly IssueLike[],
  source?: { input: unknown },
  prefix: PathSegments = [],
): Refusal[] => {
  const seen = new Set<string>();
  return refusalsOf(issues, source, prefix).filter((refusal) => !seen.has(refusal.path) && seen.add(refusal.path));
};

const refusalsOf = (issues: readonly IssueLike[], source: { input: unknown } | undefined, prefix: PathSegments) =>
  issues.flatMap((issue): Refusal[] => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys' && Array.isArray(issue.keys))
      return issue.keys.map((key) => ({
        path: formatPath([...path, String(key)]),
        reason: 'unknownField',
        params: { field: String(key) },
      }));
    // null is how a form sends a value not chosen yet: missing too.
    const missing = source !== undefined && valueAt(source.input, issue.path) == null;
    return [{ path: formatPath(path), ...reasonOf(issue, missing) }];
  });

/** The params of a custom zod issue that gives `reason` (read back by issueRefusals). */
export const reasonParams = (reason: ReasonKey, params: ReasonParams = {}): Record<string, unknown> => ({
  reason,
  ...params,
});

/** A zod issue as issueRefusals takes it (zod's own issue type is a union it cannot index). */
export const asIssue = (issue: z.core.$ZodIssue): IssueLike => issue as unknown as IssueLike;
