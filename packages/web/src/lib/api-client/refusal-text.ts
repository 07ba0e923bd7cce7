import { ENTITY_PARAMS, type Refusal, refusalSchema } from '@beacon/contracts/reasons';
import i18next from '../../i18n';

/** A refusal's reason in the console's language, its parameters filled in (kinds of record translated too). */
export function refusalText(refusal: Pick<Refusal, 'reason' | 'params'>): string {
  const params: Record<string, string | number> = { ...refusal.params };
  for (const name of ENTITY_PARAMS) {
    const value = params[name];
    if (typeof value === 'string') params[name] = i18next.t(`entity.${value}`, { ns: 'reasons', defaultValue: value });
  }
  return i18next.t(refusal.reason, { ns: 'reasons', ...params });
}

/** Paths that name the request or record as a whole: a toast shows their reason alone. */
const WHOLE = new Set(['', 'id']);

/** Refusals as one toast line: each reason in the console's language, a field's path before it. */
export function refusalsText(refusals: readonly Refusal[]): string {
  return refusals
    .map((refusal) => (WHOLE.has(refusal.path) ? refusalText(refusal) : `${refusal.path}: ${refusalText(refusal)}`))
    .join('; ');
}

/** The refusals of an error reply body (entries the console does not know are left out). */
export function refusalsOf(body: unknown): Refusal[] {
  if (typeof body !== 'object' || body === null) return [];
  const list: unknown = Reflect.get(body, 'refusals');
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = refusalSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Why a device message or an imported row was refused, in the operator's language: its refusals when it has
 * them, else its English sentence (device-log rows written before reason keys).
 */
export function reasonText(entry: { reason?: string; refusals?: readonly Refusal[]; refusal?: Refusal }): string {
  const refusals = entry.refusals ?? (entry.refusal ? [entry.refusal] : []);
  return refusals.length > 0 ? refusalsText(refusals) : (entry.reason ?? '');
}
