import { describe, expect, it } from 'vitest';
import { checkConversion, convertValue, type ModelConversion, modelConversionSchema } from './model-conversion';
import { UNITS, unitConversion } from './model-conversion-units';
import type { ArrayItemDataType, DataType, StructMemberDataType } from './thing-model-data-type';
import { toThingModelErrors } from './thing-model-issues';

const ok = (value: unknown) => ({ ok: true, value });
const refused = (reason: string) => ({ ok: false, reason, refusal: expect.anything() });
/** The English of checkConversion's problem, or null. */
const fit = (...args: Parameters<typeof checkConversion>) => checkConversion(...args)?.message ?? null;

const INT: StructMemberDataType = { type: 'int', specs: { min: 0, max: 1000 } };
const FLOAT: StructMemberDataType = { type: 'float' };
const TEXT: StructMemberDataType = { type: 'text', specs: { length: 32 } };
const BOOL: StructMemberDataType = { type: 'bool', specs: { '0': 'off', '1': 'on' } };
const VENDOR_MODE: StructMemberDataType = { type: 'enum', specs: { '1': 'cool', '2': 'heat', '3': 'fan' } };
const MODE: StructMemberDataType = { type: 'enum', specs: { '0': 'auto', '10': 'cool', '20': 'heat' } };
const enumMap = (map: Record<string, number>): ModelConversion => ({ kind: 'enumMap', map });

const schemaErrors = (input: unknown) => {
  const parsed = modelConversionSchema.safeParse(input);
  return parsed.success ? [] : toThingModelErrors(parsed.error.issues).map(({ path, message }) => ({ path, message }));
};

describe('modelConversionSchema', () => {
  it('accepts each kind', () => {
    for (const conversion of [
      { kind: 'none' },
      { kind: 'scale', scale: 0.1, offset: -40 },
      { kind: 'enumMap', map: { '1': 10, '-2': 0 } },
      { kind: 'unit', from: '°C', to: '°F' },
    ])
      expect(schemaErrors(conversion)).toEqual([]);
  });

  it('names the broken rule', () => {
    expect(schemaErrors({ kind: 'shift' })).toEqual([{ path: 'kind', message: "unknown conversion kind 'shift'" }]);
    expect(schemaErrors({})).toEqual([{ path: 'kind', message: 'kind is required' }]);
    expect(schemaErrors({ kind: 'scale', scale: 0, offset: 1 })).toEqual([
      { path: 'scale', message: 'scale must not be 0' },
    ]);
    expect(schemaErrors({ kind: 'scale', scale: 2 })).toEqual([{ path: 'offset', message: 'offset is required' }]);
    expect(schemaErrors({ kind: 'enumMap' })).toEqual([{ path: 'map', message: 'map is required' }]);
    expect(schemaErrors({ kind: 'enumMap', map: {} })).toEqual([
      { path: 'map', message: 'enum map needs at least one entry' },
    ]);
    expect(schemaErrors({ kind: 'enumMap', map: { on: 1, '2': 1.5 } })).toEqual([
      { path: 'map["2"]', message: 'enum map target values must be integers' },
      { path: 'map.on', message: 'enum map source values must be integers' },
    ]);
    expect(schemaErrors({ kind: 'unit', from: '°C', to: 'x'.repeat(17), factor: 2 })).toEqual([
      { path: 'to', message: 'to must be at most 16 characters' },
      { path: 'factor', message: "unknown field 'factor'" },
    ]);
  });
});

describe('convertValue', () => {
  it('none passes the value unchanged', () => {
    expect(convertValue({ kind: 'none' }, 'abc')).toEqual(ok('abc'));
  });

  it('scale: value × scale + offset', () => {
    const scale: ModelConversion = { kind: 'scale', scale: 0.1, offset: -40 };
    expect(convertValue(scale, 253)).toEqual(ok(-14.7));
    expect(convertValue(scale, 400)).toEqual(ok(0));
    expect(convertValue(scale, 'x')).toEqual(refused('expected a number, got "x"'));
    expect(convertValue({ kind: 'scale', scale: 1e308, offset: 0 }, 10)).toEqual(
      refused('result is not a finite number: Infinity'),
    );
  });

  it('enumMap: each source value to its target value', () => {
    const map = enumMap({ '1': 10, '2': 20 });
    expect(convertValue(map, 1)).toEqual(ok(10));
    expect(convertValue(map, 2)).toEqual(ok(20));
    expect(convertValue(map, 3)).toEqual(refused('no mapping for value 3'));
    expect(convertValue(map, 'cool')).toEqual(refused('expected an integer, got "cool"'));
  });

  it('unit: through the unit table', () => {
    const unit = (from: string, to: string, value: number) => convertValue({ kind: 'unit', from, to }, value);
    expect(unit('°C', '°F', 100)).toEqual(ok(212));
    expect(unit('°F', '°C', 32)).toEqual(ok(0));
    expect(unit('K', '°C', 0)).toEqual(ok(-273.15));
    expect(unit('bar', 'kPa', 1.5)).toEqual(ok(150));
    expect(unit('MPa', 'Pa', 0.2)).toEqual(ok(200000));
    expect(unit('kW', 'W', 1.2)).toEqual(ok(1200));
    expect(unit('Wh', 'kWh', 250)).toEqual(ok(0.25));
    expect(unit('mm', 'cm', 5)).toEqual(ok(0.5));
    expect(unit('h', 'min', 1.5)).toEqual(ok(90));
    expect(unit('%', '‰', 12.3)).toEqual(ok(123));
    expect(unit('°C', 'kPa', 1)).toEqual(refused("unknown unit conversion from '°C' to 'kPa'"));
    expect(unit('furlong', 'm', 1)).toEqual(refused("unknown unit conversion from 'furlong' to 'm'"));
  });

  it('the unit table is linear both ways', () => {
    for (const from of Object.keys(UNITS))
      for (const to of Object.keys(UNITS)) {
        const there = unitConversion(from, to);
        const back = unitConversion(to, from);
        if (!there || !back) continue;
        expect((37 * there.factor + there.offset) * back.factor + back.offset).toBeCloseTo(37, 9);
      }
    expect(unitConversion('s', 's')).toEqual({ factor: 1, offset: 0 });
  });
});

describe('checkConversion', () => {
  it('none needs compatible types', () => {
    const none: ModelConversion = { kind: 'none' };
    expect(fit(INT, FLOAT, none)).toBeNull();
    expect(fit(BOOL, BOOL, none)).toBeNull();
    expect(fit(FLOAT, INT, none)).toBe("'none' needs compatible types: float cannot be stored as int");
    expect(fit(TEXT, INT, none)).toBe("'none' needs compatible types: text cannot be stored as int");
    expect(fit(TEXT, { type: 'text', specs: { length: 8 } }, none)).toBe(
      "'none' needs compatible types: target text length 8 is shorter than the source's 32",
    );
    expect(fit(VENDOR_MODE, MODE, none)).toBe(
      "'none' needs compatible types: source enum value 1 is not in the target enum",
    );
    const struct = (...members: [string, StructMemberDataType][]): DataType => ({
      type: 'struct',
      specs: members.map(([identifier, dataType]) => ({ identifier, name: identifier, dataType })),
    });
    expect(fit(struct(['a', INT]), struct(['a', FLOAT]), none)).toBeNull();
    expect(fit(struct(['a', TEXT]), struct(['a', INT]), none)).toBe(
      "'none' needs compatible types: member 'a': text cannot be stored as int",
    );
    expect(fit(struct(['a', INT], ['b', INT]), struct(['a', INT]), none)).toBe(
      "'none' needs compatible types: source member 'b' is not in the target struct",
    );
    expect(fit(struct(['a', INT]), struct(['a', INT], ['c', INT]), none)).toBe(
      "'none' needs compatible types: target member 'c' is missing from the source struct",
    );
    const array = (size: number, item: ArrayItemDataType): DataType => ({ type: 'array', specs: { size, item } });
    expect(fit(array(4, { type: 'int' }), array(4, { type: 'float' }), none)).toBeNull();
    expect(fit(array(8, { type: 'int' }), array(4, { type: 'int' }), none)).toBe(
      "'none' needs compatible types: target array size 4 is smaller than the source's 8",
    );
    expect(fit(array(4, { type: 'text', specs: { length: 4 } }), array(4, { type: 'int' }), none)).toBe(
      "'none' needs compatible types: array item: text cannot be stored as int",
    );
  });

  it('scale needs numeric source and target', () => {
    const scale: ModelConversion = { kind: 'scale', scale: 0.1, offset: -40 };
    expect(fit(INT, FLOAT, scale)).toBeNull();
    expect(fit(TEXT, FLOAT, scale)).toBe('scale needs numeric source and target types, not text and float');
    expect(fit(INT, BOOL, scale)).toBe('scale needs numeric source and target types, not int and bool');
  });

  it('enumMap needs an enum, bool or int source and target values of the target enum', () => {
    expect(fit(VENDOR_MODE, MODE, enumMap({ '1': 10, '2': 20, '3': 0 }))).toBeNull();
    expect(fit(BOOL, MODE, enumMap({ '0': 0, '1': 10 }))).toBeNull();
    expect(fit(INT, BOOL, enumMap({ '0': 0, '100': 1 }))).toBeNull();
    expect(fit(VENDOR_MODE, MODE, enumMap({ '1': 7 }))).toBe(
      'enum map target value 7 is not a value of the target enum',
    );
    expect(fit(VENDOR_MODE, MODE, enumMap({ '4': 10 }))).toBe(
      'enum map source value 4 does not fit the source enum: unknown enum value 4',
    );
    expect(fit(INT, MODE, enumMap({ '2000': 10 }))).toBe(
      'enum map source value 2000 does not fit the source int: out of range: 2000 > max 1000',
    );
    expect(fit(FLOAT, MODE, enumMap({ '1': 10 }))).toBe('enum map needs an enum, bool or int source, not float');
    expect(fit(VENDOR_MODE, INT, enumMap({ '1': 10 }))).toBe('enum map needs an enum or bool target, not int');
  });

  it('unit needs numeric types and a known pair', () => {
    expect(fit(FLOAT, FLOAT, { kind: 'unit', from: '°C', to: '°F' })).toBeNull();
    expect(fit(FLOAT, FLOAT, { kind: 'unit', from: '°C', to: 'kPa' })).toBe(
      "unknown unit conversion from '°C' to 'kPa'",
    );
    expect(fit(TEXT, FLOAT, { kind: 'unit', from: '°C', to: '°F' })).toBe(
      'unit conversion needs numeric source and target types, not text and float',
    );
  });
});
