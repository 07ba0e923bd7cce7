import { describe, expect, it } from 'vitest';
import {
  draftForKind,
  initialRows,
  mappingRefusals,
  previewOf,
  rowProblem,
  suggestedDraft,
  toMappings,
} from './mapping-rows';
import { RELEVANCE, STD_MODEL, THIRD_MODEL } from './relevance.test-models';

const typeOf = (properties: typeof STD_MODEL.properties, identifier: string) => {
  const found = properties.find((property) => property.identifier === identifier);
  if (!found) throw new Error(identifier);
  return found.dataType;
};
const std = (identifier: string) => typeOf(STD_MODEL.properties, identifier);
const third = (identifier: string) => typeOf(THIRD_MODEL.properties, identifier);

describe('mapping rows', () => {
  it('round-trips stored mappings through the rows, unmapped properties left out', () => {
    const rows = initialRows(['temperature', 'humidity', 'door'], RELEVANCE.mappings);
    expect(rows.map((row) => row.thirdProperty)).toEqual(['temp_f', 'rh', null]);
    expect(toMappings(rows)).toEqual(RELEVANCE.mappings);
  });

  it('suggests a unit change between known different units and pairs enum values by value', () => {
    expect(suggestedDraft(third('temp_f'), std('temperature'))).toMatchObject({ kind: 'unit', from: '°F', to: '°C' });
    expect(suggestedDraft(third('rh'), std('humidity')).kind).toBe('none');
    expect(draftForKind('enumMap', std('door'), std('door')).pairs).toEqual([
      { source: 0, target: 0 },
      { source: 1, target: 1 },
    ]);
  });

  it('names the missing input, then the checkConversion rule, and previews only valid conversions', () => {
    const row = {
      stdProperty: 'temperature',
      thirdProperty: 'temp_f',
      sample: '32',
      conversion: draftForKind('scale'),
    };
    expect(
      rowProblem({ ...row, conversion: { ...row.conversion, scale: null } }, third('temp_f'), std('temperature')),
    ).toEqual({ path: 'scale', reason: 'required' });
    expect(rowProblem(row, third('label'), std('temperature'))).toMatchObject({
      reason: 'needsNumericTypes',
      params: { source: 'text', target: 'float' },
    });
    expect(previewOf(row, third('temp_f'), std('temperature'))).toEqual({ ok: true, value: 32 });
    const unit = { ...row, conversion: { ...row.conversion, kind: 'unit' as const, from: '°F', to: '°C' } };
    expect(previewOf(unit, third('temp_f'), std('temperature'))).toEqual({ ok: true, value: 0 });
    expect(previewOf({ ...unit, sample: 'hot' }, third('temp_f'), std('temperature'))).toMatchObject({ ok: false });
  });

  it('maps each mappings[i] refusal of the server onto the standard property sent at i', () => {
    const sent = RELEVANCE.mappings;
    const unknown = {
      path: 'mappings[1].thirdProperty',
      reason: 'unknownProperty',
      params: { property: 'rh' },
    } as const;
    const found = mappingRefusals([unknown, { path: 'mappings[0].conversion', reason: 'notZero' }], sent);
    expect([...found]).toEqual([
      ['humidity', unknown],
      ['temperature', { path: 'mappings[0].conversion', reason: 'notZero' }],
    ]);
    expect(mappingRefusals([{ path: 'thirdModelId', reason: 'alreadyExists' }], sent).size).toBe(0);
  });
});
