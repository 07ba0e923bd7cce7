import type { AlarmRule } from '@beacon/contracts/iot-model';
import type { PropertyMapping } from '@beacon/contracts/iot-third-model';

type Num = 'int' | 'float' | 'double';

/** A read-only numeric property with its range and unit. */
export const num = (
  identifier: string,
  name: string,
  type: Num,
  min: number,
  max: number,
  unit: string,
  step?: number,
) => ({
  identifier,
  name,
  accessMode: 'r' as const,
  dataType: { type, specs: { min, max, unit, ...(step === undefined ? {} : { step }) } },
});

/** An enum property: its values and their labels. */
export const enumOf = (
  identifier: string,
  name: string,
  items: Record<string, string>,
  accessMode: 'r' | 'rw' = 'r',
) => ({
  identifier,
  name,
  accessMode,
  dataType: { type: 'enum' as const, specs: items },
});

/** An event without output parameters. */
export const event = (identifier: string, name: string, type: 'info' | 'alert' | 'error') => ({
  identifier,
  name,
  type,
  outputData: [],
});

/** A service without parameters. */
export const service = (identifier: string, name: string, callType: 'sync' | 'async' = 'async') => ({
  identifier,
  name,
  callType,
  inputData: [],
  outputData: [],
});

/** A named alarm rule holding for a minute. */
export const alarm = (
  name: string,
  property: string,
  condition: AlarmRule['condition'],
  value: number,
  severity: AlarmRule['severity'],
) => ({
  name,
  property,
  condition,
  value,
  durationSeconds: 60,
  severity,
});

/** A vendor property taken as it is. */
export const same = (stdProperty: string, thirdProperty = stdProperty): PropertyMapping => ({
  stdProperty,
  thirdProperty,
  conversion: { kind: 'none' },
});

/** A vendor property in another unit of the same quantity. */
export const unit = (stdProperty: string, thirdProperty: string, from: string, to: string): PropertyMapping => ({
  stdProperty,
  thirdProperty,
  conversion: { kind: 'unit', from, to },
});

/** A vendor property scaled by a factor. */
export const scale = (stdProperty: string, thirdProperty: string, factor: number): PropertyMapping => ({
  stdProperty,
  thirdProperty,
  conversion: { kind: 'scale', scale: factor, offset: 0 },
});
