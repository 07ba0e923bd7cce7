import { z } from 'zod';
import {
  ENUM_VALUE_PATTERN,
  identifierField,
  intField,
  THING_MODEL_LIMITS as LIMITS,
  listField,
  NUMERIC_TYPES,
  type NumericTypeName,
  nameField,
  numberField,
  objectField,
  recordTypeMessage,
  shortTextField,
} from './thing-model-fields';
import { checkEnumItems, checkNumericSpecs, dataTypeRefusal } from './thing-model-type-rules';

/** Specs of a numeric type; every field optional. */
export const numericSpecsSchema = objectField('specs', {
  /** Smallest allowed value. */
  min: numberField('min').optional(),
  /** Largest allowed value. */
  max: numberField('max').optional(),
  /** Increment the console offers; positive and not larger than max - min. */
  step: numberField('step').optional(),
  /** Unit symbol, e.g. `°C`. */
  unit: shortTextField('unit', LIMITS.unitMax).optional(),
});
/** Specs of a numeric type. */
export type NumericSpecs = z.infer<typeof numericSpecsSchema>;

const numeric = <T extends NumericTypeName>(type: T) =>
  objectField('dataType', {
    /** The numeric type. */
    type: z.literal(type),
    /** Range, step and unit (optional). */
    specs: numericSpecsSchema.optional(),
  }).superRefine(checkNumericSpecs);

/** A whole number. */
export const intTypeSchema = numeric('int');
/** A single-precision number. */
export const floatTypeSchema = numeric('float');
/** A double-precision number. */
export const doubleTypeSchema = numeric('double');
/** One of the numeric types. */
export type NumericDataType = z.infer<typeof intTypeSchema | typeof floatTypeSchema | typeof doubleTypeSchema>;

/** A string of at most `specs.length` characters. */
export const textTypeSchema = objectField('dataType', {
  /** The text type. */
  type: z.literal('text'),
  /** The longest value allowed. */
  specs: objectField('specs', {
    /** Most characters a value may hold, 1..10240. */
    length: intField('length', 1, LIMITS.textLengthMax),
  }),
});
/** A text type. */
export type TextDataType = z.infer<typeof textTypeSchema>;

/** A boolean stored as 0 or 1, with a label for each. */
export const boolTypeSchema = objectField('dataType', {
  /** The bool type. */
  type: z.literal('bool'),
  /** The label of 0 and of 1. */
  specs: objectField('specs', {
    /** Label of 0 (false). */
    '0': nameField('label'),
    /** Label of 1 (true). */
    '1': nameField('label'),
  }),
});
/** A bool type. */
export type BoolDataType = z.infer<typeof boolTypeSchema>;

/** An integer from a fixed list, each with a label. */
export const enumTypeSchema = objectField('dataType', {
  /** The enum type. */
  type: z.literal('enum'),
  /** Map of integer value (as a string key) to its label; 1..100 items. */
  specs: z
    .record(z.string().max(16).regex(ENUM_VALUE_PATTERN), nameField('label'), {
      error: (issue) =>
        issue.code === 'invalid_key' ? 'enum values must be integers' : recordTypeMessage('specs', issue.input),
    })
    .superRefine(checkEnumItems),
});
/** An enum type. */
export type EnumDataType = z.infer<typeof enumTypeSchema>;

/** A point in time in epoch milliseconds; no specs. */
export const dateTypeSchema = objectField('dataType', {
  /** The date type. */
  type: z.literal('date'),
  /** Nothing to specify (absent or empty). */
  specs: objectField('specs', {}).optional(),
});
/** A date type. */
export type DateDataType = z.infer<typeof dateTypeSchema>;

const arraySpecs = <T extends z.ZodType>(item: T) =>
  objectField('specs', {
    /** Most items a value may hold, 1..512. */
    size: intField('size', 1, LIMITS.arraySizeMax),
    /** The type of every item. */
    item,
  });

const simpleItems = [intTypeSchema, floatTypeSchema, doubleTypeSchema, textTypeSchema] as const;

/** An array inside a struct member: its items cannot be structs. */
export const memberArrayTypeSchema = objectField('dataType', {
  /** The array type. */
  type: z.literal('array'),
  /** Size and item type (int, float, double or text). */
  specs: arraySpecs(z.discriminatedUnion('type', simpleItems, { error: dataTypeRefusal('item', 'memberArrayItem') })),
});

/** A type a struct member may have: anything but struct. */
export const memberTypeSchema = z.discriminatedUnion(
  'type',
  [...simpleItems, boolTypeSchema, enumTypeSchema, dateTypeSchema, memberArrayTypeSchema],
  { error: dataTypeRefusal('dataType', 'member') },
);
/** The data type of a struct member. */
export type StructMemberDataType = z.infer<typeof memberTypeSchema>;

/** A member of a struct. */
export const structMemberSchema = objectField('member', {
  /** Unique within the struct. */
  identifier: identifierField(),
  /** Display name. */
  name: nameField('name'),
  /** Any type but struct. */
  dataType: memberTypeSchema,
});
/** A member of a struct. */
export type StructMember = z.infer<typeof structMemberSchema>;

/** A record of named members. */
export const structTypeSchema = objectField('dataType', {
  /** The struct type. */
  type: z.literal('struct'),
  /** The members, 1..50, identifiers unique. */
  specs: listField('specs', structMemberSchema, LIMITS.structMembersMax).min(1, 'struct needs at least one member'),
});
/** A struct type. */
export type StructDataType = z.infer<typeof structTypeSchema>;

/** The type of an array's items: int, float, double, text or struct. */
export const arrayItemTypeSchema = z.discriminatedUnion('type', [...simpleItems, structTypeSchema], {
  error: dataTypeRefusal('item', 'arrayItem'),
});
/** The type of an array's items. */
export type ArrayItemDataType = z.infer<typeof arrayItemTypeSchema>;

/** A list of up to `specs.size` items of one type. */
export const arrayTypeSchema = objectField('dataType', {
  /** The array type. */
  type: z.literal('array'),
  /** Size and item type. */
  specs: arraySpecs(arrayItemTypeSchema),
});
/** An array type. */
export type ArrayDataType = z.infer<typeof arrayTypeSchema>;

/** A data type of the thing-model language, discriminated on `type`. */
export const dataTypeSchema = z.discriminatedUnion(
  'type',
  [...simpleItems, boolTypeSchema, enumTypeSchema, dateTypeSchema, structTypeSchema, arrayTypeSchema],
  { error: dataTypeRefusal('dataType', 'any') },
);
/** A data type of the thing-model language. */
export type DataType = z.infer<typeof dataTypeSchema>;

/** Whether a data type is int, float or double. */
export const isNumericType = (dataType: DataType): dataType is NumericDataType =>
  (NUMERIC_TYPES as readonly string[]).includes(dataType.type);
