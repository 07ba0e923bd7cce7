import { describe, expect, it } from 'vitest';
import { asIssue, issueRefusals } from './issue-refusals';
import { jsonSchemaDefinitionSchema } from './json-schema-definition';

const refusalsOf = (value: unknown) => {
  const parsed = jsonSchemaDefinitionSchema.safeParse(value);
  return parsed.success ? [] : issueRefusals(parsed.error.issues.map(asIssue), { input: value });
};

describe('JSON Schema definitions of APIs', () => {
  it('accepts draft 2020-12 documents with nested schemas, definitions and local refs', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      required: ['projectCode'],
      properties: {
        projectCode: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
        limit: { type: ['integer', 'null'], minimum: 1, maximum: 500, default: 20 },
        kind: { enum: ['a', 'b'] },
        point: { $ref: '#/$defs/point' },
        tags: { type: 'array', items: { type: 'string' }, uniqueItems: true },
      },
      additionalProperties: false,
      $defs: { point: { type: 'object', properties: { x: { type: 'number' } } } },
    };
    expect(refusalsOf(schema)).toEqual([]);
    expect(refusalsOf({})).toEqual([]);
    expect(refusalsOf({ anyOf: [true, { type: 'null' }], definitions: { a: {} }, $ref: '#/definitions/a' })).toEqual(
      [],
    );
  });

  it('refuses each fault at its path with its reason', () => {
    expect(
      refusalsOf({
        type: 'text',
        properties: { a: { typ: 'string' }, b: 3, c: { pattern: '([' }, d: { minLength: -1 } },
        required: 'a',
        items: { $ref: '#/$defs/missing' },
        allOf: [],
      }),
    ).toEqual([
      {
        path: 'type',
        reason: 'notOneOf',
        params: { options: 'string, number, integer, boolean, object, array, null' },
      },
      { path: 'properties.a.typ', reason: 'unknownField', params: { field: 'typ' } },
      { path: 'properties.b', reason: 'notObject' },
      { path: 'properties.c.pattern', reason: 'invalidFormat' },
      { path: 'properties.d.minLength', reason: 'notInteger' },
      { path: 'required', reason: 'notList' },
      { path: 'allOf', reason: 'tooFewItems', params: { min: 1 } },
      { path: 'items.$ref', reason: 'unresolvedRef', params: { ref: '#/$defs/missing' } },
    ]);
  });

  it('refuses what is not an object of keywords, and documents too large', () => {
    expect(jsonSchemaDefinitionSchema.safeParse([]).success).toBe(false);
    expect(jsonSchemaDefinitionSchema.safeParse('{"type":"string"}').success).toBe(false);
    const wide = { properties: Object.fromEntries(Array.from({ length: 201 }, (_, n) => [`p${n}`, {}])) };
    expect(refusalsOf(wide)).toEqual([{ path: 'properties', reason: 'tooManyItems', params: { max: 200 } }]);
    expect(refusalsOf({ $ref: 'https://example.com/other.json' })).toEqual([
      { path: '$ref', reason: 'unresolvedRef', params: { ref: 'https://example.com/other.json' } },
    ]);
  });
});
