import { asIssue, issueRefusals } from '@beacon/contracts/issue-refusals';
import { type JsonSchemaDefinition, jsonSchemaDefinitionSchema } from '@beacon/contracts/json-schema-definition';
import type { Refusal } from '@beacon/contracts/reasons';
import { locateJsonBreak } from '@beacon/contracts/thing-model-json-syntax';

/** What a JSON Schema text reads as: the schema (null when blank), or the first thing wrong with it. */
export type SchemaTextReading = { ok: true; schema: JsonSchemaDefinition | null } | { ok: false; refusal: Refusal };

/** Where a text that is not JSON breaks, as a refusal (line and column when the scanner finds them). */
const brokenJson = (text: string): Refusal => {
  let where: ReturnType<typeof locateJsonBreak> = null;
  try {
    where = locateJsonBreak(text);
  } catch {
    // Too deeply nested for the scanner: the plain reason below.
  }
  if (where?.found === 'end of input')
    return { path: '', reason: 'jsonUnexpectedEnd', params: { line: where.line, column: where.column } };
  if (where) return { path: '', reason: 'jsonBroken', params: { ...where } };
  return { path: '', reason: 'jsonInvalid' };
};

/** Reads a JSON Schema typed as text: blank is none; otherwise JSON, then the contract's JSON Schema rules. */
export function readSchemaText(text: string | undefined): SchemaTextReading {
  if (text === undefined || text.trim() === '') return { ok: true, schema: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, refusal: brokenJson(text) };
  }
  const parsed = jsonSchemaDefinitionSchema.safeParse(value);
  if (parsed.success) return { ok: true, schema: parsed.data };
  const [refusal] = issueRefusals(parsed.error.issues.map(asIssue), { input: value });
  return { ok: false, refusal: refusal ?? { path: '', reason: 'invalidValue' } };
}

/** A JSON Schema as the editor shows it: indented JSON, or blank for none. */
export const schemaText = (schema: JsonSchemaDefinition | null): string =>
  schema === null ? '' : JSON.stringify(schema, null, 2);
