import { isFormBEndpoint } from '@beacon/contracts/endpoint';
import { z } from 'zod';
import { timeRangeToEpoch } from '../../lib/time-range';
import type { FieldConfig } from '../form-field/field-types';
import { dropEmptyFilters } from '../list-page/list-request';
import type { ListQuery } from '../list-page/list-state';
import type { AnyPageSpec, AnyRow, FilterSpec, TextContext } from './page-spec';

type AnyFilter = FilterSpec<AnyRow>;
type RangeFilter = Extract<AnyFilter, { range: unknown }>;

const isRange = (filter: AnyFilter): filter is RangeFilter => typeof filter === 'object' && 'range' in filter;
/** The form model of a filter (a range's is its key, not a body field). */
const modelOf = (filter: AnyFilter): string => (typeof filter === 'string' ? filter : filter.key);

/** The schema of a body field, without optional, nullable and default wrappers. */
export function fieldSchema(body: z.ZodType | undefined, key: string): z.ZodType | undefined {
  if (!(body instanceof z.ZodObject)) return undefined;
  let schema: unknown = body.shape[key];
  while (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    schema = schema.unwrap();
  }
  return schema instanceof z.ZodType ? schema : undefined;
}

/** The filter bar's field of one declared filter, its control chosen by the body field's schema. */
function filterField(filter: AnyFilter, body: z.ZodType | undefined, context: TextContext): FieldConfig {
  const model = modelOf(filter);
  const label = context.t(typeof filter === 'object' && filter.label ? filter.label : model);
  if (isRange(filter)) return { model, label, type: 'datetimerange' };
  const control = typeof filter === 'object' ? filter.control?.(context) : undefined;
  if (control) return { ...control, model, label };
  const options = typeof filter === 'object' ? filter.options?.(context) : undefined;
  if (options) return { model, label, type: 'select', options };
  const schema = fieldSchema(body, model);
  if (schema instanceof z.ZodEnum) {
    const values = schema.options.filter((value) => typeof value === 'string' || typeof value === 'number');
    return {
      model,
      label,
      type: 'select',
      options: values.map((value) => ({ value, label: context.t(`values.${model}.${value}`) })),
    };
  }
  if (schema instanceof z.ZodNumber) return { model, label, type: 'number' };
  const maxLength = schema instanceof z.ZodString ? (schema.maxLength ?? undefined) : undefined;
  return { model, label, type: 'text', maxLength };
}

/** The schema of the fields a page's filters fill: its body (list A), or its body's `data` (form B). */
export const filterSchemaOf = (spec: AnyPageSpec): z.ZodType | undefined =>
  isFormBEndpoint(spec.endpoint) ? fieldSchema(spec.endpoint.body, 'data') : spec.endpoint.body;

/** The filter bar's fields of a declaration, in its order. */
export const filterFields = (spec: AnyPageSpec, context: TextContext): FieldConfig[] => {
  const schema = filterSchemaOf(spec);
  return (spec.filters ?? []).map((filter) => filterField(filter, schema, context));
};

/**
 * The body of a list query: the page, the non-empty filters, and each time range as its two fields in epoch ms.
 * `openEnd` (an export's start) fills a range's end the filter leaves open, so a growing log holds still while an
 * export pages through it.
 */
export const specBody =
  (spec: AnyPageSpec, openEnd?: number) =>
  (query: ListQuery): AnyRow => {
    const filters = dropEmptyFilters(query.filters);
    const body: AnyRow = { page_index: query.pageIndex, page_size: query.pageSize };
    for (const filter of spec.filters ?? []) {
      const model = modelOf(filter);
      const value = filters[model];
      if (isRange(filter)) {
        const { from, to } = timeRangeToEpoch(value);
        const [fromKey, toKey] = filter.range;
        if (from !== undefined) body[fromKey] = from;
        if ((to ?? openEnd) !== undefined) body[toKey] = to ?? openEnd;
      } else if (value !== undefined) {
        body[model] = value;
      }
    }
    return body;
  };
