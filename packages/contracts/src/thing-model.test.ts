import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { thingModelSchema } from './thing-model';
import type { DataType } from './thing-model-data-type';
import { formatPath } from './thing-model-issues';
import { validateThingModel } from './thing-model-validate';

const property = (dataType: unknown, identifier: unknown = 'p') => ({
  identifier,
  name: 'P',
  accessMode: 'r',
  dataType,
});
const param = (identifier: string, dataType: unknown = { type: 'date' }) => ({ identifier, name: 'X', dataType });
const INT: DataType = { type: 'int', specs: { min: 0, max: 100, step: 1, unit: '°C' } };

/** The errors of a model, or [] when it is valid. */
const errorsOf = (input: unknown) => {
  const result = validateThingModel(input);
  return result.ok ? [] : result.errors.map(({ path, message }) => ({ path, message }));
};
/** The errors of a model holding one property of this data type. */
const typeErrors = (dataType: unknown) => errorsOf({ properties: [property(dataType)] });
const at = (path: string, message: string) => [{ path, message }];

describe('validateThingModel: definitions', () => {
  it('accepts a full model and returns it unchanged, lists defaulting to []', () => {
    const model = {
      properties: [property(INT, 'temp'), property({ type: 'text', specs: { length: 32 } }, 'label')],
      events: [{ identifier: 'overheat', name: 'Overheat', type: 'alert', outputData: [param('temp', INT)] }],
      services: [
        { identifier: 'reboot', name: 'Reboot', callType: 'async', inputData: [param('delay', INT)], outputData: [] },
      ],
    };
    expect(validateThingModel(model)).toEqual({ ok: true, model });
    expect(validateThingModel({})).toEqual({ ok: true, model: { properties: [], events: [], services: [] } });
    expect(validateThingModel({ events: [{ identifier: 'e', name: 'E', type: 'info' }] })).toMatchObject({
      ok: true,
      model: { events: [{ outputData: [] }] },
    });
  });

  it('refuses what is not a model', () => {
    expect(errorsOf(5)).toEqual(at('', 'thing model must be an object'));
    expect(errorsOf({ properties: {} })).toEqual(at('properties', 'properties must be an array'));
    expect(errorsOf({ events: [1] })).toEqual(at('events[0]', 'event must be an object'));
    expect(errorsOf({ services: [{ identifier: 's', name: 'S', callType: 'sync', inputData: 'x' }] })).toEqual(
      at('services[0].inputData', 'inputData must be an array'),
    );
  });

  it('names each unknown field (strict objects)', () => {
    expect(errorsOf({ foo: 1, bar: 2 })).toEqual([
      { path: 'foo', message: "unknown field 'foo'" },
      { path: 'bar', message: "unknown field 'bar'" },
    ]);
    expect(errorsOf({ properties: [{ ...property(INT), desc: 'x' }] })).toEqual(
      at('properties[0].desc', "unknown field 'desc'"),
    );
    expect(typeErrors({ type: 'date', specs: { format: 'x' } })).toEqual(
      at('properties[0].dataType.specs.format', "unknown field 'format'"),
    );
  });

  it('says which field is missing', () => {
    expect(errorsOf({ properties: [{ identifier: 'p', accessMode: 'r', dataType: INT }] })).toEqual(
      at('properties[0].name', 'name is required'),
    );
    expect(errorsOf({ properties: [{ identifier: 'p', name: 'P', accessMode: 'r' }] })).toEqual(
      at('properties[0].dataType', 'dataType is required'),
    );
  });

  it('checks identifiers', () => {
    const message = 'identifier must be 1 to 50 letters, digits or underscores and must not start with a digit';
    for (const bad of ['', '1a', 'a-b', 'temp°', 'a'.repeat(51)])
      expect(errorsOf({ properties: [property(INT, bad)] })).toEqual(at('properties[0].identifier', message));
    expect(errorsOf({ properties: [property(INT, 7)] })).toEqual(
      at('properties[0].identifier', 'identifier must be a string'),
    );
    for (const good of ['a', '_x', 'Temp_2', 'a'.repeat(50)])
      expect(errorsOf({ properties: [property(INT, good)] })).toEqual([]);
  });

  it('checks names: 1 to 64 characters, not blank', () => {
    const named = (name: string) => errorsOf({ properties: [{ ...property(INT), name }] });
    expect(named('')).toEqual(at('properties[0].name', 'name must be 1 to 64 characters'));
    expect(named('x'.repeat(65))).toEqual(at('properties[0].name', 'name must be 1 to 64 characters'));
    expect(named('  ')).toEqual(at('properties[0].name', 'name must not be blank'));
    expect(named('x'.repeat(64))).toEqual([]);
  });

  it('checks accessMode, event type and callType', () => {
    expect(errorsOf({ properties: [{ ...property(INT), accessMode: 'w' }] })).toEqual(
      at('properties[0].accessMode', "accessMode must be 'r' or 'rw'"),
    );
    expect(errorsOf({ properties: [{ ...property(INT), accessMode: 'rw' }] })).toEqual([]);
    expect(errorsOf({ events: [{ identifier: 'e', name: 'E', type: 'warning' }] })).toEqual(
      at('events[0].type', "type must be 'info', 'alert' or 'error'"),
    );
    expect(errorsOf({ services: [{ identifier: 's', name: 'S', callType: 'later' }] })).toEqual(
      at('services[0].callType', "callType must be 'sync' or 'async'"),
    );
    expect(errorsOf({ services: [{ identifier: 's', name: 'S', callType: 'sync' }] })).toEqual([]);
  });

  it('bounds the number of definitions and parameters', () => {
    const many = Array.from({ length: 257 }, (_, i) => property(INT, `p${i}`));
    expect(errorsOf({ properties: many })).toEqual(at('properties', 'properties must have at most 256 items'));
    expect(errorsOf({ properties: many.slice(0, 256) })).toEqual([]);
    const params = Array.from({ length: 51 }, (_, i) => param(`a${i}`));
    expect(errorsOf({ events: [{ identifier: 'e', name: 'E', type: 'info', outputData: params }] })).toEqual(
      at('events[0].outputData', 'outputData must have at most 50 items'),
    );
  });
});

describe('validateThingModel: duplicate identifiers', () => {
  it('are refused across properties, events and services, naming the first use', () => {
    expect(
      errorsOf({
        properties: [property(INT, 'temp')],
        events: [{ identifier: 'temp', name: 'E', type: 'info' }],
        services: [{ identifier: 'temp', name: 'S', callType: 'sync' }],
      }),
    ).toEqual([
      { path: 'events[0].identifier', message: "duplicate identifier 'temp' (also properties[0])" },
      { path: 'services[0].identifier', message: "duplicate identifier 'temp' (also properties[0])" },
    ]);
    expect(errorsOf({ properties: [property(INT, 'temp'), property(INT, 'Temp')] })).toEqual([]);
  });

  it('are refused within a parameter list, not between lists', () => {
    const service = (inputData: unknown[], outputData: unknown[]) => ({
      services: [{ identifier: 's', name: 'S', callType: 'sync', inputData, outputData }],
    });
    expect(errorsOf(service([param('a'), param('b'), param('a')], []))).toEqual(
      at('services[0].inputData[2].identifier', "duplicate identifier 'a' (also services[0].inputData[0])"),
    );
    expect(errorsOf(service([param('a')], [param('a'), param('s')]))).toEqual([]);
  });

  it('are refused within a struct’s members, also in arrays of structs', () => {
    const members = [param('x'), param('y'), param('x')];
    expect(typeErrors({ type: 'struct', specs: members })).toEqual(
      at(
        'properties[0].dataType.specs[2].identifier',
        "duplicate identifier 'x' (also properties[0].dataType.specs[0])",
      ),
    );
    expect(
      errorsOf({
        events: [
          {
            identifier: 'e',
            name: 'E',
            type: 'info',
            outputData: [
              param('list', { type: 'array', specs: { size: 4, item: { type: 'struct', specs: members } } }),
            ],
          },
        ],
      }),
    ).toEqual(
      at(
        'events[0].outputData[0].dataType.specs.item.specs[2].identifier',
        "duplicate identifier 'x' (also events[0].outputData[0].dataType.specs.item.specs[0])",
      ),
    );
    expect(typeErrors({ type: 'struct', specs: [param('p'), param('y')] })).toEqual([]);
  });
});

describe('thing-model schema', () => {
  it('bounds every string a model can hold (the server refuses unbounded strings)', () => {
    const unbounded: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      const bounded = 'maxLength' in schema || 'const' in schema || 'enum' in schema;
      if (schema.type === 'string' && !bounded) unbounded.push(where);
      for (const [key, child] of Object.entries(schema)) walk(child, `${where}/${key}`);
    };
    walk(z.toJSONSchema(thingModelSchema, { io: 'input', unrepresentable: 'any' }), '');
    expect(unbounded).toEqual([]);
  });

  it('writes paths as code would', () => {
    expect(formatPath([])).toBe('');
    expect(formatPath(['properties', 2, 'dataType', 'specs', 'min'])).toBe('properties[2].dataType.specs.min');
    expect(formatPath(['specs', '0', 'a b'])).toBe('specs["0"]["a b"]');
  });
});
