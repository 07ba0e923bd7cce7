import type { ThingValue } from '@beacon/contracts/thing-model-value';

/** A value as text with its unit: numbers and strings as they are, arrays and structs as JSON. */
export const valueText = (value: ThingValue, unit: string): string => {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value) : JSON.stringify(value);
  return unit ? `${text} ${unit}` : text;
};
