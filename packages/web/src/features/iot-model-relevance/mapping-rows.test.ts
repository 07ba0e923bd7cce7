import { describe, expect, it } from 'vitest';
import {
  draftForKind,
  initialRows,
  mappingMessages,
  previewOf,
  rowProblem,
  suggestedDraft,
  toMappings,
} from './mapping-rows';
import { RELEVANCE, STD_MODEL, THIRD_MODEL } from './relevance-test-models';

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
    ).toBe('scale is required');
    expect(rowProblem(row, third('label'), std('temperature'))).toBe(
      'scale needs numeric source and target types, not text and float',
    );
    expect(previewOf(row, third('temp_f'), std('temperature'))).toEqual({ ok: true, value: 32 });
    const unit = { ...row, conversion: { ...row.conversion, kind: 'unit' as const, from: '°F', to: '°C' } };
    expect(previewOf(unit, third('temp_f'), std('temperature'))).toEqual({ ok: true, value: 0 });
    expect(previewOf({ ...unit, sample: 'hot' }, third('temp_f'), std('temperature'))).toMatchObject({ ok: false });
  });

  it('maps each mappings[i] part of a server refusal onto the standard property sent at i', () => {
    const sent = RELEVANCE.mappings;
    const found = mappingMessages(
      "body.mappings[1].thirdProperty: unknown property 'rh' of the third-party model; body.mappings[0].conversion: bad",
      sent,
    );
    expect([...found]).toEqual([
      ['humidity', "unknown property 'rh' of the third-party model"],
      ['temperature', 'bad'],
    ]);
    expect(mappingMessages('thirdModelId: already exists', sent).size).toBe(0);
  });
});
