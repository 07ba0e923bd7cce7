import { asIssue, issueRefusals } from '@beacon/contracts/issue-refusals';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { refusalText } from './api-client/refusal-text';

/**
 * antd rules for a contract string schema: required when its minimum is at least 1, plus its min and
 * max lengths, so form and server enforce the same limits (messages come from antd's locale).
 */
export const stringRules = (schema: z.ZodString): FormRule[] => {
  const rules: FormRule[] = [];
  const min = schema.minLength ?? 0;
  if (min > 0) rules.push({ required: true, whitespace: true });
  if (min > 1) rules.push({ type: 'string', min });
  if (schema.maxLength !== null) rules.push({ type: 'string', max: schema.maxLength });
  return rules;
};

/** The rule of a required choice (select, cascader, radio): it says 请选择…, where antd's default says 请输入…. */
export const requiredChoice = (t: TFunction): FormRule => ({ required: true, message: t('common:pleaseSelectField') });

/** An antd rule that passes only values the contract schema accepts; empty values pass (use `required`). */
export const schemaRule =
  (schema: z.ZodType, message: string): FormRule =>
  () => ({
    validator: (_rule, value: unknown) =>
      value === undefined || value === null || value === '' || schema.safeParse(value).success
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  });

/**
 * Form field errors from the issues of a failed contract parse: the first issue of each known field, as its
 * reason in the operator's language; `input` (what was parsed) tells a missing value from a wrong one.
 */
export const issuesToFields = <K extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly K[],
  input?: unknown,
): { name: K; errors: string[] }[] => {
  const isField = (name: string): name is K => fields.some((field) => field === name);
  const byField = new Map<K, string>();
  for (const refusal of issueRefusals(issues.map(asIssue), input === undefined ? undefined : { input })) {
    const name = /^[A-Za-z_$][\w$]*/.exec(refusal.path)?.[0] ?? '';
    if (isField(name) && !byField.has(name)) byField.set(name, refusalText(refusal));
  }
  return [...byField].map(([name, message]) => ({ name, errors: [message] }));
};
