import type { FormInstance } from 'antd';
import { codeText } from '../../lib/api-client/error-catalogue';
import { ApiError } from '../../lib/api-client/request';

/** A field error for antd's form.setFields. */
export interface FieldError<K extends string = string> {
  name: K;
  errors: string[];
}

// `body.mobile: must be …`, `mobile: …`, `body.roleIds.0: …` → the field and the rule.
const FIELD_MESSAGE = /^(?:body\.)?([A-Za-z_$][\w$]*)(?:\.[^:\s]*)?:\s*(.+)$/s;

/** The field a server message names and what it says about it, or null when it names none. */
export function parseFieldMessage(message: string): { field: string; text: string } | null {
  const match = FIELD_MESSAGE.exec(message.trim());
  return match?.[1] && match[2] ? { field: match[1], text: match[2] } : null;
}

/**
 * The form errors of a failed call whose reply names one of the form's fields (e.g. 409 `account: already
 * exists` → the account field): the catalogue text when the code has one (名称已存在), else the server's rule.
 */
export function serverFieldErrors<K extends string>(error: unknown, fields: readonly K[]): FieldError<K>[] {
  if (!(error instanceof ApiError) || !error.detail) return [];
  const named = parseFieldMessage(error.detail);
  const field = fields.find((candidate) => candidate === named?.field);
  if (!named || field === undefined) return [];
  return [{ name: field, errors: [codeText(error.code) ?? named.text] }];
}

/** Show errors on a form's fields (any form: its values' type does not matter here). */
export function showFieldErrors(form: FormInstance, errors: readonly FieldError[]): void {
  if (errors.length > 0) form.setFields(errors.map(({ name, errors: texts }) => ({ name, errors: texts })));
}
