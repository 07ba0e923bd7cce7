import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asIssue, issueRefusals, reasonParams } from './issue-refusals';
import { checkConversion } from './model-conversion';
import { CODE_PATTERN } from './patterns';
import { parseThingModelJson } from './thing-model-json';
import { validateThingModel } from './thing-model-validate';
import { checkValue } from './thing-model-value';

const refusalsOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : issueRefusals(parsed.error.issues.map(asIssue), { input });
};

describe('issueRefusals', () => {
  const schema = z.strictObject({
    code: z.string().trim().min(1).max(8).regex(CODE_PATTERN, 'letters only'),
    count: z.number().int().positive().max(10),
    tags: z.array(z.string().max(4)).min(1).max(2),
    mode: z.enum(['a', 'b']),
    when: z.object({ from: z.number(), to: z.number() }).refine((range) => range.from <= range.to, {
      path: ['from'],
      params: reasonParams('fromAfterTo'),
    }),
  });

  it('gives a reason key, the path and the limit of each rule', () => {
    expect(
      refusalsOf(schema, { code: 'a b', count: 11, tags: ['x', 'y', 'z'], mode: 'c', when: { from: 2, to: 1 } }),
    ).toEqual([
      { path: 'code', reason: 'codeChars' },
      { path: 'count', reason: 'tooBig', params: { max: 10 } },
      { path: 'tags', reason: 'tooManyItems', params: { max: 2 } },
      { path: 'mode', reason: 'notOneOf', params: { options: 'a, b' } },
      { path: 'when.from', reason: 'fromAfterTo' },
    ]);
  });

  it('tells a missing value from a wrong one, and names unknown fields', () => {
    expect(refusalsOf(schema, { code: '', count: 0.5, tags: [], when: { from: 'x', to: 1 }, extra: 1 })).toEqual([
      { path: 'code', reason: 'required' },
      { path: 'count', reason: 'notInteger' },
      { path: 'tags', reason: 'tooFewItems', params: { min: 1 } },
      { path: 'mode', reason: 'required' },
      { path: 'when.from', reason: 'notNumber' },
      { path: 'extra', reason: 'unknownField', params: { field: 'extra' } },
    ]);
    expect(refusalsOf(z.object({ tags: z.array(z.string().max(4)) }), { tags: ['abcde'] })).toEqual([
      { path: 'tags[0]', reason: 'tooLong', params: { max: 4 } },
    ]);
    expect(refusalsOf(z.object({ n: z.number().positive() }), { n: 0 })).toEqual([
      { path: 'n', reason: 'tooSmallExclusive', params: { min: 0 } },
    ]);
  });
});

describe('thing-model refusals', () => {
  const property = (dataType: unknown, identifier = 'p') => ({ identifier, name: 'P', accessMode: 'r', dataType });
  const reasonsOf = (input: unknown) => {
    const result = validateThingModel(input);
    return result.ok ? [] : result.errors.map(({ path, reason, params }) => ({ path, reason, params }));
  };

  it('gives the rule of each refinement as its own reason key', () => {
    expect(reasonsOf({ properties: [property({ type: 'float', specs: { min: 5, max: 1 } })] })).toEqual([
      { path: 'properties[0].dataType.specs.min', reason: 'minAboveMax', params: undefined },
    ]);
    expect(reasonsOf({ properties: [property({ type: 'int', specs: { min: 0, max: 10, step: 20 } })] })).toEqual([
      { path: 'properties[0].dataType.specs.step', reason: 'stepOutOfRange', params: undefined },
    ]);
    expect(reasonsOf({ properties: [property({ type: 'date' }, 'x'), property({ type: 'date' }, 'x')] })).toEqual([
      {
        path: 'properties[1].identifier',
        reason: 'duplicateIdentifier',
        params: { identifier: 'x', other: 'properties[0]' },
      },
    ]);
    expect(reasonsOf({ properties: [property({ type: 'date' }, '1x')] })).toEqual([
      { path: 'properties[0].identifier', reason: 'identifierFormat', params: undefined },
    ]);
    expect(reasonsOf({ properties: [property({ type: 'blob' })] })).toEqual([
      {
        path: 'properties[0].dataType.type',
        reason: 'notOneOf',
        params: { options: 'int, float, double, text, bool, enum, date, struct, array' },
      },
    ]);
    expect(reasonsOf({ properties: [{ identifier: 'p', accessMode: 'r', dataType: { type: 'date' } }] })).toEqual([
      { path: 'properties[0].name', reason: 'required', params: undefined },
    ]);
  });

  it('gives reason keys for broken JSON, values and conversions', () => {
    const broken = parseThingModelJson('{"properties": }');
    expect(broken.ok ? [] : broken.errors).toEqual([
      expect.objectContaining({ reason: 'jsonBroken', params: { line: 1, column: 16, found: "'}'" } }),
    ]);
    expect(checkValue({ type: 'int', specs: { max: 100 } }, 120)).toMatchObject({
      refusal: { path: '', reason: 'tooBig', params: { max: 100 } },
    });
    expect(checkConversion({ type: 'text', specs: { length: 8 } }, { type: 'int' }, { kind: 'none' })).toMatchObject({
      reason: 'typeNotStorable',
      params: { source: 'text', target: 'int' },
    });
  });
});
