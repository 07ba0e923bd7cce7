import {
  API_METHODS,
  API_STATUSES,
  type ApiCreate,
  type ApiDefinition,
  apiDefinitionSchema,
  BUILTIN_APIS,
  type OpenApi,
} from '@beacon/contracts/open-platform-api';
import type { Insertable, Selectable } from 'kysely';
import type { OpenApiTable } from './tables';

/** An API row with its area's and group's names. */
export type ApiRow = Selectable<OpenApiTable> & {
  domain_name: string;
  group_name: string;
  cluster_name: string | null;
};

const pick = <T extends string>(values: readonly T[], text: string | null, fallback: T): T =>
  values.find((value) => value === text) ?? fallback;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored JSON Schema (JSON text), or null. */
const parseSchema = (text: string | null): Record<string, unknown> | null => {
  if (text === null) return null;
  const parsed: unknown = JSON.parse(text);
  return isRecord(parsed) ? parsed : null;
};

/** The definition part of an API row (what a deploy publishes). */
export const definitionOf = (row: Selectable<OpenApiTable>): ApiDefinition => ({
  name: row.name,
  method: pick(API_METHODS, row.method, 'GET'),
  path: row.path,
  domainId: Number(row.domain_id),
  groupId: Number(row.group_id),
  clusterId: row.cluster_id === null ? null : Number(row.cluster_id),
  backendPath: row.backend_path,
  builtin: row.builtin === null ? null : pick(BUILTIN_APIS, row.builtin, 'device-list'),
  requestSchema: parseSchema(row.request_schema),
  responseSchema: parseSchema(row.response_schema),
  description: row.description,
});

/** The definition an API was last deployed with, as stored in `published`. */
export const parsePublished = (text: string): ApiDefinition => apiDefinitionSchema.parse(JSON.parse(text));

/** An API row on the wire. */
export const toApi = (row: ApiRow): OpenApi => ({
  id: Number(row.id),
  ...definitionOf(row),
  domainName: row.domain_name,
  groupName: row.group_name,
  clusterName: row.cluster_name,
  status: pick(API_STATUSES, row.status, 'draft'),
  publishedAt: row.published_at === null ? null : Number(row.published_at),
  createDate: Number(row.create_date),
  updateDate: Number(row.update_date),
});

/** The columns of an API's definition as created or edited. */
export const apiColumns = (
  input: ApiCreate,
): Omit<Insertable<OpenApiTable>, 'status' | 'create_date' | 'update_date'> => ({
  name: input.name,
  method: input.method,
  path: input.path,
  domain_id: input.domainId,
  group_id: input.groupId,
  cluster_id: input.clusterId,
  backend_path: input.backendPath,
  builtin: input.builtin,
  request_schema: input.requestSchema === null ? null : JSON.stringify(input.requestSchema),
  response_schema: input.responseSchema === null ? null : JSON.stringify(input.responseSchema),
  description: input.description,
});
