import type { PropertyMapping } from '@beacon/contracts/iot-third-model';
import type { ModelConversion } from '@beacon/contracts/model-conversion';
import type { TFunction } from 'i18next';

/** A conversion in a few words: as is, ×2 + 1, enum map (3), °F → °C. */
export function conversionText(t: TFunction, conversion: ModelConversion): string {
  switch (conversion.kind) {
    case 'scale':
      return t('relevance:scaleText', { scale: conversion.scale, offset: conversion.offset });
    case 'enumMap':
      return t('relevance:enumMapText', { count: Object.keys(conversion.map).length });
    case 'unit':
      return `${conversion.from} → ${conversion.to}`;
    default:
      return t('relevance:kinds.none');
  }
}

/** A mapping as one line: `temperature ← temp_f (°F → °C)`. */
export const mappingText = (t: TFunction, mapping: PropertyMapping): string =>
  `${mapping.stdProperty} ← ${mapping.thirdProperty} (${conversionText(t, mapping.conversion)})`;
