import { describe, expect, it } from 'vitest';
import type { DataType } from './thing-model-data-type';
import { checkValue } from './thing-model-value';

const ok = (value: unknown) => ({ ok: true, value });
const refused = (reason: string) => ({ ok: false, reason, refusal: expect.anything() });

const INT: DataType = { type: 'int', specs: { min: 0, max: 100 } };
const POINT: DataType = {
  type: 'struct',
  specs: [
    { identifier: 'x', name: 'X', dataType: { type: 'double', specs: { min: -90, max: 90 } } },
    { identifier: 'on', name: 'On', dataType: { type: 'bool', specs: { '0': 'off', '1': 'on' } } },
  ],
};

describe('checkValue', () => {
  it('int: an integer within range', () => {
    expect(checkValue(INT, 42)).toEqual(ok(42));
    expect(checkValue(INT, 100)).toEqual(ok(100));
    expect(checkValue(INT, 4.5)).toEqual(refused('expected an integer, got 4.5'));
    expect(checkValue(INT, '42')).toEqual(refused('expected an integer, got "42"'));
    expect(checkValue(INT, 120)).toEqual(refused('out of range: 120 > max 100'));
    expect(checkValue(INT, -5)).toEqual(refused('out of range: -5 < min 0'));
    expect(checkValue({ type: 'int' }, -1e9)).toEqual(ok(-1e9));
  });

  it('float and double: a finite number within range', () => {
    const float: DataType = { type: 'float', specs: { min: -40, max: 125 } };
    expect(checkValue(float, 21.5)).toEqual(ok(21.5));
    expect(checkValue(float, 125.5)).toEqual(refused('out of range: 125.5 > max 125'));
    expect(checkValue({ type: 'double' }, Number.NaN)).toEqual(refused('expected a finite number, got NaN'));
    expect(checkValue({ type: 'double' }, Number.POSITIVE_INFINITY)).toEqual(
      refused('expected a finite number, got Infinity'),
    );
    expect(checkValue({ type: 'double' }, null)).toEqual(refused('expected a finite number, got null'));
  });

  it('text: a string within length', () => {
    const text: DataType = { type: 'text', specs: { length: 5 } };
    expect(checkValue(text, 'hello')).toEqual(ok('hello'));
    expect(checkValue(text, 'hello!')).toEqual(refused('too long: 6 characters > length 5'));
    expect(checkValue(text, 5)).toEqual(refused('expected a string, got 5'));
  });

  it('bool: 0, 1, true or false, normalised to 0/1', () => {
    const bool: DataType = { type: 'bool', specs: { '0': 'off', '1': 'on' } };
    expect(checkValue(bool, true)).toEqual(ok(1));
    expect(checkValue(bool, false)).toEqual(ok(0));
    expect(checkValue(bool, 1)).toEqual(ok(1));
    expect(checkValue(bool, 0)).toEqual(ok(0));
    expect(checkValue(bool, 2)).toEqual(refused('expected 0, 1, true or false, got 2'));
    expect(checkValue(bool, 'true')).toEqual(refused('expected 0, 1, true or false, got "true"'));
  });

  it('enum: a known value', () => {
    const mode: DataType = { type: 'enum', specs: { '-1': 'unknown', '0': 'auto', '1': 'cool' } };
    expect(checkValue(mode, -1)).toEqual(ok(-1));
    expect(checkValue(mode, 1)).toEqual(ok(1));
    expect(checkValue(mode, 3)).toEqual(refused('unknown enum value 3'));
    expect(checkValue(mode, '1')).toEqual(refused('expected an integer enum value, got "1"'));
  });

  it('date: non-negative integer epoch milliseconds', () => {
    expect(checkValue({ type: 'date' }, 1_700_000_000_000)).toEqual(ok(1_700_000_000_000));
    expect(checkValue({ type: 'date' }, 0)).toEqual(ok(0));
    for (const [value, shown] of [
      [-1, '-1'],
      [1.5, '1.5'],
      ['2024-01-01', '"2024-01-01"'],
    ] as const)
      expect(checkValue({ type: 'date' }, value)).toEqual(
        refused(`expected epoch milliseconds (a non-negative integer), got ${shown}`),
      );
  });

  it('struct: every member, recursively, nothing else', () => {
    expect(checkValue(POINT, { x: 1.5, on: true })).toEqual(ok({ x: 1.5, on: 1 }));
    expect(checkValue(POINT, { x: 100, on: 0 })).toEqual(refused('x: out of range: 100 > max 90'));
    expect(checkValue(POINT, { x: 1 })).toEqual(refused("missing member 'on'"));
    expect(checkValue(POINT, { x: 1, on: 1, y: 2 })).toEqual(refused("unknown member 'y'"));
    expect(checkValue(POINT, [1, 1])).toEqual(refused('expected an object, got an array'));
    const proto: DataType = {
      type: 'struct',
      specs: [{ identifier: '__proto__', name: 'P', dataType: { type: 'date' } }],
    };
    const checked = checkValue(proto, JSON.parse('{"__proto__": 5}'));
    expect(checked.ok && Object.keys(checked.value)).toEqual(['__proto__']);
  });

  it('array: at most size items, each of the item type', () => {
    const points: DataType = { type: 'array', specs: { size: 3, item: POINT } };
    expect(checkValue(points, [{ x: 0, on: false }])).toEqual(ok([{ x: 0, on: 0 }]));
    expect(checkValue(points, [])).toEqual(ok([]));
    expect(
      checkValue(points, [
        { x: 0, on: 0 },
        { x: 0, on: 'yes' },
      ]),
    ).toEqual(refused('[1].on: expected 0, 1, true or false, got "yes"'));
    const four = Array.from({ length: 4 }, () => ({ x: 0, on: 0 }));
    expect(checkValue(points, four)).toEqual(refused('too many items: 4 > size 3'));
    expect(checkValue(points, { x: 0 })).toEqual(refused('expected an array, got an object'));
    const nested: DataType = {
      type: 'struct',
      specs: [{ identifier: 'levels', name: 'L', dataType: { type: 'array', specs: { size: 2, item: INT } } }],
    };
    expect(checkValue(nested, { levels: [1, 101] })).toEqual(refused('levels[1]: out of range: 101 > max 100'));
  });
});
