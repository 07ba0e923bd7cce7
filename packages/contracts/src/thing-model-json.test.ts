import { describe, expect, it } from 'vitest';
import type { ThingModel } from './thing-model';
import { parseThingModelJson, thingModelToJson } from './thing-model-json';

/** A model using every data type. */
const MODEL: ThingModel = {
  properties: [
    {
      identifier: 'temp',
      name: 'Temperature',
      accessMode: 'r',
      dataType: { type: 'float', specs: { min: -40, max: 125, step: 0.1, unit: '°C' } },
    },
    {
      identifier: 'power',
      name: 'Power',
      accessMode: 'rw',
      dataType: { type: 'bool', specs: { '0': 'off', '1': 'on' } },
    },
    {
      identifier: 'mode',
      name: 'Mode',
      accessMode: 'rw',
      dataType: { type: 'enum', specs: { '-1': 'unknown', '0': 'auto', '2': 'cool', '10': 'heat' } },
    },
    { identifier: 'since', name: 'Since', accessMode: 'r', dataType: { type: 'date' } },
    {
      identifier: 'points',
      name: 'Points',
      accessMode: 'r',
      dataType: {
        type: 'array',
        specs: {
          size: 8,
          item: {
            type: 'struct',
            specs: [
              { identifier: 'x', name: 'X', dataType: { type: 'double' } },
              { identifier: 'tag', name: 'Tag', dataType: { type: 'text', specs: { length: 16 } } },
            ],
          },
        },
      },
    },
  ],
  events: [
    {
      identifier: 'overheat',
      name: 'Overheat',
      type: 'alert',
      outputData: [{ identifier: 'temp', name: 'T', dataType: { type: 'int', specs: { max: 200 } } }],
    },
  ],
  services: [{ identifier: 'reboot', name: 'Reboot', callType: 'async', inputData: [], outputData: [] }],
};

const brokenAt = (text: string) => {
  const result = parseThingModelJson(text);
  return result.ok ? null : result.errors.map(({ path, message }) => ({ path, message }));
};
const jsonError = (message: string) => [{ path: '', message }];

describe('parseThingModelJson', () => {
  it('says where malformed JSON breaks, as one error at path ""', () => {
    expect(brokenAt('{"properties": }')).toEqual(jsonError("invalid JSON at line 1, column 16: unexpected '}'"));
    expect(brokenAt('{\n  "properties": [\n    1,\n  ]\n}')).toEqual(
      jsonError("invalid JSON at line 4, column 3: unexpected ']'"),
    );
    expect(brokenAt('{"properties": [')).toEqual(
      jsonError('invalid JSON at line 1, column 17: unexpected end of input'),
    );
    expect(brokenAt('')).toEqual(jsonError('invalid JSON at line 1, column 1: unexpected end of input'));
    expect(brokenAt('{"a": "x\ty"}')).toEqual(jsonError('invalid JSON at line 1, column 9: unexpected "\\t"'));
    expect(brokenAt('{"a": 01}')).toEqual(jsonError("invalid JSON at line 1, column 8: unexpected '1'"));
    expect(brokenAt("{'a': 1}")).toEqual(jsonError(`invalid JSON at line 1, column 2: unexpected "'"`));
    expect(brokenAt('{} x')).toEqual(jsonError("invalid JSON at line 1, column 4: unexpected 'x'"));
    expect(brokenAt('{"a": tru}')).toEqual(jsonError("invalid JSON at line 1, column 10: unexpected '}'"));
    expect(brokenAt('{"a": "\\x"}')).toEqual(jsonError("invalid JSON at line 1, column 9: unexpected 'x'"));
  });

  it('reports the rules a well-formed but invalid model breaks', () => {
    expect(
      brokenAt('{"properties": [{"identifier": "t", "name": "T", "accessMode": "r", "dataType": {"type": "x"}}]}'),
    ).toEqual([{ path: 'properties[0].dataType.type', message: "unknown data type 'x'" }]);
    expect(brokenAt('[]')).toEqual(jsonError('thing model must be an object'));
  });

  it('imports a valid model, also with a byte-order mark', () => {
    expect(parseThingModelJson(JSON.stringify(MODEL))).toEqual({ ok: true, model: MODEL });
    expect(parseThingModelJson('\uFEFF{}')).toEqual({ ok: true, model: { properties: [], events: [], services: [] } });
  });
});

describe('thingModelToJson', () => {
  it('round-trips: the exported text imports back to an equal model', () => {
    const text = thingModelToJson(MODEL);
    expect(parseThingModelJson(text)).toEqual({ ok: true, model: MODEL });
    const again = parseThingModelJson(text);
    expect(again.ok && thingModelToJson(again.model)).toBe(text);
  });

  it('is stable: key order of the input does not matter', () => {
    const shuffled = JSON.parse(JSON.stringify(MODEL), (_key, value: unknown) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    ) as ThingModel;
    expect(Object.keys(shuffled)).toEqual(['services', 'events', 'properties']);
    expect(thingModelToJson(shuffled)).toBe(thingModelToJson(MODEL));
  });

  it('writes 2-space JSON in the language’s key order', () => {
    const model: ThingModel = {
      properties: [
        { dataType: { specs: { unit: 'W', max: 10 }, type: 'int' }, accessMode: 'r', name: 'P', identifier: 'p' },
      ],
      events: [],
      services: [],
    };
    expect(thingModelToJson(model)).toBe(
      [
        '{',
        '  "properties": [',
        '    {',
        '      "identifier": "p",',
        '      "name": "P",',
        '      "accessMode": "r",',
        '      "dataType": {',
        '        "type": "int",',
        '        "specs": {',
        '          "max": 10,',
        '          "unit": "W"',
        '        }',
        '      }',
        '    }',
        '  ],',
        '  "events": [],',
        '  "services": []',
        '}',
        '',
      ].join('\n'),
    );
  });
});
