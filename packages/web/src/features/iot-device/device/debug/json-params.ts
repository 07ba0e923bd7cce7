import type { PropertyDef } from '@beacon/contracts/thing-model';
import { sampleValue } from '../../../../components/thing-value-input/sample-value';

/** A report's params as the box prefills them: a sample value of each property of the model. */
export const sampleParams = (properties: readonly PropertyDef[]): Record<string, unknown> =>
  Object.fromEntries(properties.map((property) => [property.identifier, sampleValue(property.dataType)]));

/** Typed JSON read as params (an object), or the texts key of why not. */
export const readJsonParams = (
  text: string,
): { params: Record<string, unknown> } | { problem: 'notJson' | 'notObject' } => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: 'notJson' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { problem: 'notObject' };
  return { params: Object.fromEntries(Object.entries(parsed)) };
};
