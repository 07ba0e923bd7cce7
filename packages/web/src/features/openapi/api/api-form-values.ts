import type { ApiMethod, BuiltinApi, OpenApi } from '@beacon/contracts/open-platform-api';
import { readSchemaText, schemaText } from '../../../components/json-schema-input/json-schema-text';

/** How an API is served: platform data (built-in) or forwarded to a service cluster. */
export type TargetKind = 'builtin' | 'cluster';

/** What the API form edits (JSON Schemas as text). */
export interface ApiFormValues {
  name: string;
  method: ApiMethod;
  path: string;
  domainId: number;
  groupId: number;
  targetKind: TargetKind;
  builtin?: BuiltinApi;
  clusterId?: number | null;
  backendPath?: string;
  requestSchema?: string;
  responseSchema?: string;
  description?: string;
}

/** The form's fields: contract issues and server refusals naming one land on it. */
export const API_FORM_FIELDS = [
  'name',
  'method',
  'path',
  'domainId',
  'groupId',
  'targetKind',
  'builtin',
  'clusterId',
  'backendPath',
  'requestSchema',
  'responseSchema',
  'description',
] as const;

/** A new API's starting values. */
export const API_FORM_DEFAULTS: Partial<ApiFormValues> = { method: 'GET', targetKind: 'builtin' };

/** The form values of an API. */
export const toApiValues = (api: OpenApi): ApiFormValues => ({
  name: api.name,
  method: api.method,
  path: api.path,
  domainId: api.domainId,
  groupId: api.groupId,
  targetKind: api.builtin === null ? 'cluster' : 'builtin',
  builtin: api.builtin ?? undefined,
  clusterId: api.clusterId,
  backendPath: api.backendPath,
  requestSchema: schemaText(api.requestSchema),
  responseSchema: schemaText(api.responseSchema),
  description: api.description,
});

/** A schema text as sent: the schema, or null when blank (an invalid one never gets here: its rule stops the form). */
const schemaOf = (text: string | undefined) => {
  const reading = readSchemaText(text);
  return reading.ok ? reading.schema : null;
};

/** The save body of the form: a built-in API sends no cluster nor backend path, a forwarded one no built-in. */
export const toApiBody = (values: ApiFormValues) => {
  const builtin = values.targetKind === 'builtin';
  return {
    name: values.name,
    method: values.method,
    path: values.path,
    domainId: values.domainId,
    groupId: values.groupId,
    builtin: builtin ? (values.builtin ?? null) : null,
    clusterId: builtin ? null : (values.clusterId ?? null),
    backendPath: builtin ? '' : (values.backendPath ?? ''),
    requestSchema: schemaOf(values.requestSchema),
    responseSchema: schemaOf(values.responseSchema),
    description: values.description ?? '',
  };
};
