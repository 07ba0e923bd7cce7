import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { refusalText } from '../../lib/api-client/refusal-text';
import { readSchemaText, schemaText } from './json-schema-text';

describe('JSON Schema text', () => {
  it('reads blank as none and a valid schema as its object', () => {
    expect(readSchemaText(undefined)).toEqual({ ok: true, schema: null });
    expect(readSchemaText('  \n')).toEqual({ ok: true, schema: null });
    expect(readSchemaText('{"type": "string", "maxLength": 8}')).toEqual({
      ok: true,
      schema: { type: 'string', maxLength: 8 },
    });
    expect(schemaText({ type: 'null' })).toBe('{\n  "type": "null"\n}');
    expect(schemaText(null)).toBe('');
  });

  it('says where JSON breaks, then the first JSON Schema rule broken at its path, in the operator’s language', () => {
    setLanguage('zh-CN');
    const broken = readSchemaText('{"type": "string",\n  oops}');
    expect(broken).toEqual({
      ok: false,
      refusal: { path: '', reason: 'jsonBroken', params: { line: 2, column: 3, found: "'o'" } },
    });
    expect(readSchemaText('{"type": ')).toMatchObject({ ok: false, refusal: { reason: 'jsonUnexpectedEnd' } });
    const unknown = readSchemaText('{"properties": {"a": {"typo": 1}}}');
    expect(unknown).toEqual({
      ok: false,
      refusal: { path: 'properties.a.typo', reason: 'unknownField', params: { field: 'typo' } },
    });
    const notObject = readSchemaText('[1]');
    expect(notObject.ok).toBe(false);
    if (!notObject.ok) expect(refusalText(notObject.refusal)).toBeTruthy();
    const ref = readSchemaText('{"$ref": "#/$defs/x"}');
    if (ref.ok) throw new Error('a dangling $ref passed');
    expect(refusalText(ref.refusal)).toBe('$ref #/$defs/x 指向的定义不存在（只能引用本文档 $defs 中的定义）');
  });
});
