/** A unit the converter knows: its quantity and its linear map to the quantity's base unit (base = value × factor + offset). */
type UnitDef = { quantity: string; factor: number; offset: number };

/** The units association conversions can convert between (within one quantity). */
export const UNITS = {
  '°C': { quantity: 'temperature', factor: 1, offset: 0 },
  '°F': { quantity: 'temperature', factor: 5 / 9, offset: -160 / 9 },
  K: { quantity: 'temperature', factor: 1, offset: -273.15 },
  Pa: { quantity: 'pressure', factor: 1, offset: 0 },
  kPa: { quantity: 'pressure', factor: 1e3, offset: 0 },
  MPa: { quantity: 'pressure', factor: 1e6, offset: 0 },
  bar: { quantity: 'pressure', factor: 1e5, offset: 0 },
  W: { quantity: 'power', factor: 1, offset: 0 },
  kW: { quantity: 'power', factor: 1e3, offset: 0 },
  Wh: { quantity: 'energy', factor: 1, offset: 0 },
  kWh: { quantity: 'energy', factor: 1e3, offset: 0 },
  m: { quantity: 'length', factor: 1, offset: 0 },
  cm: { quantity: 'length', factor: 1e-2, offset: 0 },
  mm: { quantity: 'length', factor: 1e-3, offset: 0 },
  s: { quantity: 'time', factor: 1, offset: 0 },
  min: { quantity: 'time', factor: 60, offset: 0 },
  h: { quantity: 'time', factor: 3600, offset: 0 },
  '%': { quantity: 'ratio', factor: 1e-2, offset: 0 },
  '‰': { quantity: 'ratio', factor: 1e-3, offset: 0 },
} as const satisfies Record<string, UnitDef>;

/** Symbol of a known unit. */
export type UnitSymbol = keyof typeof UNITS;

/** A linear conversion: target = source × factor + offset. */
export type LinearConversion = { factor: number; offset: number };

const unitOf = (symbol: string): UnitDef | undefined =>
  Object.hasOwn(UNITS, symbol) ? UNITS[symbol as UnitSymbol] : undefined;

/** The linear conversion from one unit to another, or null when either is unknown or they measure different things. */
export const unitConversion = (from: string, to: string): LinearConversion | null => {
  const source = unitOf(from);
  const target = unitOf(to);
  if (!source || !target || source.quantity !== target.quantity) return null;
  return { factor: source.factor / target.factor, offset: (source.offset - target.offset) / target.factor };
};

/** Drops floating-point noise (`212.00000000000003` → `212`) from a computed non-integer. */
export const tidyNumber = (value: number): number => (Number.isInteger(value) ? value : Number(value.toPrecision(15)));
