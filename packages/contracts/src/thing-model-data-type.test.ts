import { describe, expect, it } from 'vitest';
import type { DataType } from './thing-model-data-type';
import { validateThingModel } from './thing-model-validate';

const param = (identifier: string, dataType: unknown = { type: 'date' }) => ({ identifier, name: 'X', dataType });
const INT: DataType = { type: 'int', specs: { min: 0, max: 100, step: 1, unit: '°C' } };

/** The errors of a model holding one property of this data type, or [] when it is valid. */
const typeErrors = (dataType: unknown) => {
  const result = validateThingModel({ properties: [{ identifier: 'p', name: 'P', accessMode: 'r', dataType }] });
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
};
const at = (path: string, message: string) => [{ path, message }];

describe('validateThingModel: data types', () => {
  it('names an unknown or missing type', () => {
    expect(typeErrors({ type: 'x' })).toEqual(at('properties[0].dataType.type', "unknown data type 'x'"));
    expect(typeErrors({ type: 5 })).toEqual(at('properties[0].dataType.type', 'unknown data type 5'));
    expect(typeErrors({ specs: {} })).toEqual(at('properties[0].dataType.type', 'type is required'));
    expect(typeErrors({ type: ['int'] })).toEqual(at('properties[0].dataType.type', 'type must be a string'));
    expect(typeErrors({ type: 'x'.repeat(60) })).toEqual(
      at('properties[0].dataType.type', `unknown data type '${'x'.repeat(40)}...'`),
    );
    expect(typeErrors('int')).toEqual(at('properties[0].dataType', 'dataType must be an object'));
  });

  it('checks numeric specs: min ≤ max', () => {
    expect(typeErrors({ type: 'float', specs: { min: 5, max: 1 } })).toEqual(
      at('properties[0].dataType.specs.min', 'min must not be greater than max'),
    );
    expect(typeErrors({ type: 'double', specs: { min: 1, max: 1 } })).toEqual([]);
    expect(typeErrors({ type: 'int' })).toEqual([]);
    expect(typeErrors({ type: 'int', specs: { min: 'a' } })).toEqual(
      at('properties[0].dataType.specs.min', 'min must be a finite number'),
    );
  });

  it('checks numeric specs: 0 < step ≤ max - min', () => {
    const message = 'step must be positive and not larger than max - min';
    expect(typeErrors({ type: 'float', specs: { step: 0 } })).toEqual(at('properties[0].dataType.specs.step', message));
    expect(typeErrors({ type: 'float', specs: { step: -1 } })).toEqual(
      at('properties[0].dataType.specs.step', message),
    );
    expect(typeErrors({ type: 'int', specs: { min: 0, max: 10, step: 11 } })).toEqual(
      at('properties[0].dataType.specs.step', message),
    );
    expect(typeErrors({ type: 'int', specs: { min: 0, max: 10, step: 10 } })).toEqual([]);
    expect(typeErrors({ type: 'float', specs: { step: 0.5 } })).toEqual([]);
  });

  it('checks numeric specs: integers for int, unit at most 16 characters', () => {
    expect(typeErrors({ type: 'int', specs: { min: 0.5, max: 10, step: 0.5 } })).toEqual([
      { path: 'properties[0].dataType.specs.min', message: 'min must be an integer for type int' },
      { path: 'properties[0].dataType.specs.step', message: 'step must be an integer for type int' },
    ]);
    expect(typeErrors({ type: 'float', specs: { min: 0.5, max: 10, step: 0.5 } })).toEqual([]);
    expect(typeErrors({ type: 'int', specs: { unit: 'x'.repeat(17) } })).toEqual(
      at('properties[0].dataType.specs.unit', 'unit must be at most 16 characters'),
    );
    expect(typeErrors({ type: 'int', specs: { unit: 'x'.repeat(16) } })).toEqual([]);
  });

  it('checks text length 1..10240', () => {
    for (const length of [0, 10241, 2.5])
      expect(typeErrors({ type: 'text', specs: { length } })).toEqual(
        at('properties[0].dataType.specs.length', 'length must be an integer from 1 to 10240'),
      );
    expect(typeErrors({ type: 'text' })).toEqual(at('properties[0].dataType.specs', 'specs is required'));
    expect(typeErrors({ type: 'text', specs: { length: 10240 } })).toEqual([]);
  });

  it('checks bool labels', () => {
    expect(typeErrors({ type: 'bool', specs: { '0': 'off' } })).toEqual(
      at('properties[0].dataType.specs["1"]', 'label is required'),
    );
    expect(typeErrors({ type: 'bool', specs: { '0': 'off', '1': 'on' } })).toEqual([]);
  });

  it('checks enum items', () => {
    expect(typeErrors({ type: 'enum' })).toEqual(at('properties[0].dataType.specs', 'specs is required'));
    expect(typeErrors({ type: 'enum', specs: {} })).toEqual(
      at('properties[0].dataType.specs', 'enum needs at least one item'),
    );
    expect(typeErrors({ type: 'enum', specs: { on: 'On', '1.5': 'x', '01': 'y' } })).toEqual([
      { path: 'properties[0].dataType.specs.on', message: 'enum values must be integers' },
      { path: 'properties[0].dataType.specs["1.5"]', message: 'enum values must be integers' },
      { path: 'properties[0].dataType.specs["01"]', message: 'enum values must be integers' },
    ]);
    expect(typeErrors({ type: 'enum', specs: { '1': '' } })).toEqual(
      at('properties[0].dataType.specs["1"]', 'label must be 1 to 64 characters'),
    );
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [String(i), `v${i}`]));
    expect(typeErrors({ type: 'enum', specs: many })).toEqual(
      at('properties[0].dataType.specs', 'enum must have at most 100 items'),
    );
    expect(typeErrors({ type: 'enum', specs: { '-1': 'low', '0': 'off', '1': 'on' } })).toEqual([]);
  });

  it('accepts date with no or empty specs', () => {
    expect(typeErrors({ type: 'date' })).toEqual([]);
    expect(typeErrors({ type: 'date', specs: {} })).toEqual([]);
  });

  it('refuses nested structs', () => {
    const message = 'nested struct is not allowed';
    const inner = { type: 'struct', specs: [param('a')] };
    expect(typeErrors({ type: 'struct', specs: [param('s', inner)] })).toEqual(
      at('properties[0].dataType.specs[0].dataType.type', message),
    );
    const arrayOfStruct = { type: 'array', specs: { size: 2, item: inner } };
    expect(typeErrors({ type: 'struct', specs: [param('s', arrayOfStruct)] })).toEqual(
      at('properties[0].dataType.specs[0].dataType.specs.item.type', message),
    );
    expect(typeErrors({ type: 'struct', specs: [] })).toEqual(
      at('properties[0].dataType.specs', 'struct needs at least one member'),
    );
    const flat = [
      param('a', INT),
      param('b', { type: 'array', specs: { size: 2, item: { type: 'text', specs: { length: 4 } } } }),
    ];
    expect(typeErrors({ type: 'struct', specs: flat })).toEqual([]);
  });

  it('checks array size and item type', () => {
    const array = (size: unknown, item: unknown) => typeErrors({ type: 'array', specs: { size, item } });
    for (const size of [0, 513])
      expect(array(size, { type: 'int' })).toEqual(
        at('properties[0].dataType.specs.size', 'size must be an integer from 1 to 512'),
      );
    for (const type of ['bool', 'enum', 'date', 'array'])
      expect(array(4, { type })).toEqual(
        at('properties[0].dataType.specs.item.type', 'array item type must be int, float, double, text or struct'),
      );
    expect(array(4, { type: 'zzz' })).toEqual(at('properties[0].dataType.specs.item.type', "unknown data type 'zzz'"));
    expect(array(4, undefined)).toEqual(at('properties[0].dataType.specs.item', 'item is required'));
    expect(array(512, { type: 'double', specs: { min: 0 } })).toEqual([]);
    expect(array(1, { type: 'struct', specs: [param('a')] })).toEqual([]);
  });
});
