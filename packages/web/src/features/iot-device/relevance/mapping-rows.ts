import type { PropertyMapping } from '@beacon/contracts/iot-third-model';
import { asIssue, issueRefusals } from '@beacon/contracts/issue-refusals';
import {
  type ConversionKind,
  checkConversion,
  convertValue,
  type ModelConversion,
  modelConversionSchema,
} from '@beacon/contracts/model-conversion';
import { unitConversion } from '@beacon/contracts/model-conversion-units';
import type { Refusal } from '@beacon/contracts/reasons';
import { type DataType, isNumericType } from '@beacon/contracts/thing-model-data-type';
import { checkValue, type ValueResult } from '@beacon/contracts/thing-model-value';

/** One entry of an enum map being edited (either side may still be empty). */
export interface EnumPair {
  source: number | null;
  target: number | null;
}

/** A conversion as the form edits it: every kind's inputs, the chosen kind's are sent. */
export interface ConversionDraft {
  kind: ConversionKind;
  scale: number | null;
  offset: number | null;
  pairs: EnumPair[];
  from: string;
  to: string;
}

/** One standard property's mapping as edited: its source property (none = not mapped), conversion and preview sample. */
export interface MappingRow {
  stdProperty: string;
  thirdProperty: string | null;
  conversion: ConversionDraft;
  sample: string;
}

/** The outcome of a row's preview: the converted value, or why there is none. */
export type PreviewResult = ValueResult | null;

const unitOfType = (dataType: DataType | undefined): string =>
  dataType && isNumericType(dataType) ? (dataType.specs?.unit ?? '') : '';

const enumValues = (dataType: DataType | undefined): number[] =>
  dataType?.type === 'enum' || dataType?.type === 'bool' ? Object.keys(dataType.specs).map(Number) : [];

/** A conversion of a kind with inputs fitting the two types (units of the types, enum values paired by value). */
export function draftForKind(kind: ConversionKind, source?: DataType, target?: DataType): ConversionDraft {
  const targets = new Set(enumValues(target));
  return {
    kind,
    scale: 1,
    offset: 0,
    pairs: enumValues(source).map((value) => ({ source: value, target: targets.has(value) ? value : null })),
    from: unitOfType(source),
    to: unitOfType(target),
  };
}

/** The conversion a newly chosen source suggests: a unit change when both units are known and differ, else none. */
export function suggestedDraft(source: DataType, target: DataType): ConversionDraft {
  const from = unitOfType(source);
  const to = unitOfType(target);
  const kind: ConversionKind = from !== to && unitConversion(from, to) ? 'unit' : 'none';
  return draftForKind(kind, source, target);
}

/** The editable form of a stored conversion. */
export function draftOf(conversion: ModelConversion): ConversionDraft {
  const empty = draftForKind(conversion.kind);
  switch (conversion.kind) {
    case 'scale':
      return { ...empty, scale: conversion.scale, offset: conversion.offset };
    case 'enumMap':
      return {
        ...empty,
        pairs: Object.entries(conversion.map).map(([source, target]) => ({ source: Number(source), target })),
      };
    case 'unit':
      return { ...empty, from: conversion.from, to: conversion.to };
    default:
      return empty;
  }
}

/** One row per standard property, filled from the association's mappings. */
export function initialRows(stdProperties: readonly string[], mappings: readonly PropertyMapping[]): MappingRow[] {
  return stdProperties.map((stdProperty) => {
    const mapping = mappings.find((candidate) => candidate.stdProperty === stdProperty);
    return {
      stdProperty,
      thirdProperty: mapping?.thirdProperty ?? null,
      conversion: mapping ? draftOf(mapping.conversion) : draftForKind('none'),
      sample: '',
    };
  });
}

const rawConversion = (draft: ConversionDraft): unknown => {
  switch (draft.kind) {
    case 'scale':
      return { kind: 'scale', scale: draft.scale ?? undefined, offset: draft.offset ?? undefined };
    case 'enumMap':
      return {
        kind: 'enumMap',
        map: Object.fromEntries(
          draft.pairs.map((pair) => [pair.source === null ? '' : String(pair.source), pair.target ?? undefined]),
        ),
      };
    case 'unit':
      return { kind: 'unit', from: draft.from, to: draft.to };
    default:
      return { kind: 'none' };
  }
};

/** Why a row is refused: a reason key and its parameters (shown with refusalText). */
export type RowProblem = Pick<Refusal, 'reason' | 'params'>;

/** The conversion a draft sends, or the contract's reason for what is missing. */
export function toConversion(
  draft: ConversionDraft,
): { ok: true; conversion: ModelConversion } | { ok: false; problem: RowProblem } {
  const raw = rawConversion(draft);
  const parsed = modelConversionSchema.safeParse(raw);
  if (parsed.success) return { ok: true, conversion: parsed.data };
  const [first] = issueRefusals(parsed.error.issues.map(asIssue), { input: raw });
  return { ok: false, problem: first ?? { reason: 'invalidValue' } };
}

/** Why a mapped row cannot be saved (the contract's reason, else checkConversion's), or null; unmapped rows pass. */
export function rowProblem(row: MappingRow, source: DataType | undefined, target: DataType): RowProblem | null {
  if (row.thirdProperty === null) return null;
  if (!source) return { reason: 'unknownProperty', params: { property: row.thirdProperty } };
  const built = toConversion(row.conversion);
  if (!built.ok) return built.problem;
  return checkConversion(source, target, built.conversion);
}

const parseSample = (text: string, source: DataType): unknown => {
  if (source.type === 'text') return text;
  if (source.type === 'struct' || source.type === 'array') {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  const number = Number(text);
  return Number.isNaN(number) ? text : number;
};

/**
 * What a sample value of the source property becomes: checked against the source type, converted, then
 * checked against the target type (null while there is no sample or no valid conversion).
 */
export function previewOf(row: MappingRow, source: DataType | undefined, target: DataType): PreviewResult {
  if (!source || row.sample.trim() === '' || rowProblem(row, source, target) !== null) return null;
  const built = toConversion(row.conversion);
  if (!built.ok) return null;
  const input = checkValue(source, parseSample(row.sample.trim(), source));
  if (!input.ok) return input;
  const converted = convertValue(built.conversion, input.value);
  return converted.ok ? checkValue(target, converted.value) : converted;
}

/** The mappings to send: every mapped row whose conversion is complete. */
export function toMappings(rows: readonly MappingRow[]): PropertyMapping[] {
  return rows.flatMap((row) => {
    if (row.thirdProperty === null) return [];
    const built = toConversion(row.conversion);
    return built.ok
      ? [{ stdProperty: row.stdProperty, thirdProperty: row.thirdProperty, conversion: built.conversion }]
      : [];
  });
}

const MAPPING_PATH = /^mappings\[(\d+)\]/;

/**
 * The rows a server refusal is about: each refusal at `mappings[i]…` as the standard property of the i-th
 * mapping sent and its reason (the first per row).
 */
export function mappingRefusals(
  refusals: readonly Refusal[],
  sent: readonly PropertyMapping[],
): Map<string, RowProblem> {
  const found = new Map<string, RowProblem>();
  for (const refusal of refusals) {
    const index = MAPPING_PATH.exec(refusal.path)?.[1];
    const mapping = index === undefined ? undefined : sent[Number(index)];
    if (mapping && !found.has(mapping.stdProperty)) found.set(mapping.stdProperty, refusal);
  }
  return found;
}
