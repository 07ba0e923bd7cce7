import type { ArrayItemDataType, DataType, StructMemberDataType } from '@beacon/contracts/thing-model-data-type';
import { DATA_TYPES, type DataTypeName, NUMERIC_TYPES } from '@beacon/contracts/thing-model-fields';

/** One enum item as the form edits it (the value as typed, checked by the contract). */
export interface EnumItemValues {
  value?: string;
  label?: string;
}

/** One struct member as the form edits it. */
export interface MemberValues {
  identifier?: string;
  name?: string;
  dataType?: DataTypeValues;
}

/** A data type as the form edits it: every type's specs flat, only the chosen type's are sent. */
export interface DataTypeValues {
  type?: DataTypeName;
  min?: number | null;
  max?: number | null;
  step?: number | null;
  unit?: string;
  length?: number | null;
  falseLabel?: string;
  trueLabel?: string;
  enumItems?: EnumItemValues[];
  members?: MemberValues[];
  size?: number | null;
  item?: DataTypeValues;
}

/** Where a data type sits, which decides the types it may take. */
export type TypePlace = 'any' | 'member' | 'arrayItem' | 'memberArrayItem';

const SIMPLE_ITEM_TYPES: readonly DataTypeName[] = ['int', 'float', 'double', 'text'];

/** The types a data type may take in its place: no struct inside a struct, arrays of simple types or structs. */
export const typesFor = (place: TypePlace): readonly DataTypeName[] => {
  if (place === 'member') return DATA_TYPES.filter((type) => type !== 'struct');
  if (place === 'arrayItem') return [...SIMPLE_ITEM_TYPES, 'struct'];
  if (place === 'memberArrayItem') return SIMPLE_ITEM_TYPES;
  return DATA_TYPES;
};

/** The place of the items of an array in a place. */
export const arrayItemPlace = (place: TypePlace): TypePlace => (place === 'member' ? 'memberArrayItem' : 'arrayItem');

const isNumeric = (type: DataTypeName | undefined): boolean =>
  type !== undefined && (NUMERIC_TYPES as readonly string[]).includes(type);

/** A JSON value as sent to the contract's validator (a model being edited may still be wrong). */
export type Draft = { [key: string]: Draft } | Draft[] | string | number | boolean | null | undefined;

const present = (value: number | null | undefined): value is number => value !== null && value !== undefined;

const numericSpecs = (values: DataTypeValues): Draft => {
  const specs: Record<string, Draft> = {};
  if (present(values.min)) specs.min = values.min;
  if (present(values.max)) specs.max = values.max;
  if (present(values.step)) specs.step = values.step;
  if (values.unit?.trim()) specs.unit = values.unit.trim();
  return Object.keys(specs).length > 0 ? specs : undefined;
};

/** The wire form of an edited data type; the contract's validator says what is wrong with it. */
export function toDataType(values: DataTypeValues | undefined): Draft {
  const type = values?.type;
  if (!values || !type) return undefined;
  if (isNumeric(type)) {
    const specs = numericSpecs(values);
    return specs === undefined ? { type } : { type, specs };
  }
  switch (type) {
    case 'text':
      return { type, specs: { length: values.length ?? undefined } };
    case 'bool':
      return { type, specs: { '0': values.falseLabel, '1': values.trueLabel } };
    case 'enum':
      return {
        type,
        specs: Object.fromEntries((values.enumItems ?? []).map((item) => [(item.value ?? '').trim(), item.label])),
      };
    case 'struct':
      return { type, specs: (values.members ?? []).map(toMember) };
    case 'array':
      return { type, specs: { size: values.size ?? undefined, item: toDataType(values.item) } };
    default:
      return { type };
  }
}

const toMember = (member: MemberValues): Draft => ({
  identifier: member.identifier,
  name: member.name,
  dataType: toDataType(member.dataType),
});

type AnyDataType = DataType | StructMemberDataType | ArrayItemDataType;

/** The form values of a data type. */
export function fromDataType(dataType: AnyDataType | undefined): DataTypeValues {
  if (!dataType) return { type: 'int' };
  switch (dataType.type) {
    case 'int':
    case 'float':
    case 'double':
      return { type: dataType.type, ...dataType.specs };
    case 'text':
      return { type: 'text', length: dataType.specs.length };
    case 'bool':
      return { type: 'bool', falseLabel: dataType.specs['0'], trueLabel: dataType.specs['1'] };
    case 'enum':
      return {
        type: 'enum',
        enumItems: Object.entries(dataType.specs)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([value, label]) => ({ value, label })),
      };
    case 'date':
      return { type: 'date' };
    case 'struct':
      return {
        type: 'struct',
        members: dataType.specs.map((member) => ({
          identifier: member.identifier,
          name: member.name,
          dataType: fromDataType(member.dataType),
        })),
      };
    case 'array':
      return { type: 'array', size: dataType.specs.size, item: fromDataType(dataType.specs.item) };
  }
}

/** A path inside a model: keys and list positions. */
export type Segments = readonly (string | number)[];

/**
 * The paths (relative to the data type) that the data type's fields show errors for; an error elsewhere is
 * listed above the form so none is lost.
 */
export function dataTypePaths(values: DataTypeValues | undefined, at: Segments = []): Segments[] {
  const type = values?.type;
  const paths: Segments[] = [at, [...at, 'type']];
  if (!values || !type) return paths;
  const specs = [...at, 'specs'];
  if (isNumeric(type)) return [...paths, specs, ...['min', 'max', 'step', 'unit'].map((key) => [...specs, key])];
  switch (type) {
    case 'text':
      return [...paths, specs, [...specs, 'length']];
    case 'bool':
      return [...paths, specs, [...specs, '0'], [...specs, '1']];
    case 'enum':
      return [...paths, specs, ...(values.enumItems ?? []).map((item) => [...specs, (item.value ?? '').trim()])];
    case 'struct':
      return [
        ...paths,
        specs,
        ...(values.members ?? []).flatMap((member, index) => [
          [...specs, index],
          [...specs, index, 'identifier'],
          [...specs, index, 'name'],
          ...dataTypePaths(member.dataType, [...specs, index, 'dataType']),
        ]),
      ];
    case 'array':
      return [...paths, specs, [...specs, 'size'], ...dataTypePaths(values.item, [...specs, 'item'])];
    default:
      return paths;
  }
}
