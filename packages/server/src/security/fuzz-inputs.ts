/** Inputs of the fuzz suite: valid by an endpoint's schemas, mutated, or hostile throughout. */
import type { AnyEndpoint } from '@beacon/contracts/endpoint';
import fc from 'fast-check';
import type { z } from 'zod';
import { hostileValue, mutated, schemaArbitrary } from './schema-arbitrary';

/** Request bodies that are not JSON values. */
const RAW_BODIES = [
  'not json',
  '{"a":',
  '',
  '\u0000',
  `${'['.repeat(60_000)}${']'.repeat(60_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
];

/** Path parameter values: out-of-range and odd numbers, NUL, traversal, unicode, over-long. */
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e308',
  '9007199254740993',
  '99999999999999999999999',
  '0x10',
  'abc',
  '\u0000',
  '..',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '中文😀',
  '\ud800',
  'x'.repeat(3000),
  ' 1',
];

const QUERIES = [
  '',
  '',
  '?a=1',
  '?__proto__[isAdmin]=1',
  '?constructor[prototype][x]=1',
  '?page_size=1e308&page_index=-0',
  '?x=%00',
  `?${'a=1&'.repeat(1000)}`,
  '?accessToken=forged',
];

/** A fuzz input: path parameters, query string and the body's JSON text (or none). */
export interface Input {
  params: Record<string, string>;
  query: string;
  body: string | undefined;
}

const encodeSegment = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be percent-encoded: send its UTF-8 replacement's bytes as is.
    return '%EF%BF%BD';
  }
};

export const urlOf = (endpoint: AnyEndpoint, input: Input): string =>
  endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeSegment(input.params[name] ?? '1')) +
  input.query;

export const paramNames = (endpoint: AnyEndpoint): string[] =>
  [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');

/** The generator of one endpoint's inputs: valid by its schemas, mutated, or hostile throughout. */
export const inputArbitrary = (endpoint: AnyEndpoint, known: Record<string, string[]>): fc.Arbitrary<Input> => {
  const names = paramNames(endpoint);
  const segment = (name: string) =>
    fc.oneof(
      fc.constantFrom(...(known[name] ?? ['1'])),
      fc.constantFrom(...HOSTILE_SEGMENTS),
      fc.integer({ min: 1, max: 50 }).map(String),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
    );
  const params = fc.record(
    Object.fromEntries(names.map((name) => [name, segment(name)])) as Record<string, fc.Arbitrary<string>>,
  );
  const valid = endpoint.body ? schemaArbitrary(endpoint.body as z.ZodType) : fc.constant({});
  const value = fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 4, arbitrary: mutated(valid) },
    { weight: 2, arbitrary: hostileValue },
  );
  const body =
    endpoint.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 9, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
          { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
        );
  return fc.record({ params, query: fc.constantFrom(...QUERIES), body });
};
