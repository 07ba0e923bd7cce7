import type { Refusal } from '@beacon/contracts/reasons';
import type { FormInstance } from 'antd';
import { refusalsText, refusalText } from '../../lib/api-client/refusal-text';
import { reportError } from '../../lib/api-client/report-error';
import { ApiError } from '../../lib/api-client/request';
import { showErrorToast } from '../../lib/api-client/toast';

/** A field error for antd's form.setFields. */
export interface FieldError<K extends string = string> {
  name: K;
  errors: string[];
}

/** The form field a refusal's path starts with: `roleIds[0]` → roleIds, `specs.min` → specs, `''` → none. */
const fieldOf = (path: string): string | undefined => /^[A-Za-z_$][\w$]*/.exec(path)?.[0];

/** The refusals of a failed call (none for anything but a server's refusal). */
export function refusalsOfError(error: unknown): readonly Refusal[] {
  return error instanceof ApiError ? error.refusals : [];
}

/**
 * The form errors of a failed call: each refusal whose path starts with one of the form's fields, in the
 * operator's language (e.g. `devKey` alreadyExists → 已存在 on the devKey field); the first per field.
 */
export function refusalFieldErrors<K extends string>(error: unknown, fields: readonly K[]): FieldError<K>[] {
  const byField = new Map<K, string>();
  for (const refusal of refusalsOfError(error)) {
    const field = fields.find((candidate) => candidate === fieldOf(refusal.path));
    if (field !== undefined && !byField.has(field)) byField.set(field, refusalText(refusal));
  }
  return [...byField].map(([name, text]) => ({ name, errors: [text] }));
}

/** Show errors on a form's fields (any form: its values' type does not matter here). */
export function showFieldErrors(form: FormInstance, errors: readonly FieldError[]): void {
  if (errors.length > 0) form.setFields(errors.map(({ name, errors: texts }) => ({ name, errors: texts })));
}

/**
 * The kit's answer to a failed save: refusals naming a form field go on that field; the rest are toasted in
 * the operator's language; a failure without refusals is toasted as the api client words it. A call the api
 * client already toasted (not silent) only gets its field errors.
 */
export function reportRefusals(form: FormInstance, error: unknown, fields: readonly string[]): void {
  const placed = refusalFieldErrors(error, fields);
  showFieldErrors(form, placed);
  if (!(error instanceof ApiError) || error.reported || error.refusals.length === 0) {
    reportError(error);
    return;
  }
  const onFields = new Set<string>(placed.map(({ name }) => name));
  const rest = error.refusals.filter((refusal) => !onFields.has(fieldOf(refusal.path) ?? ''));
  if (rest.length > 0) showErrorToast(refusalsText(rest));
}
