import {
  builtinDeviceListQuerySchema,
  builtinHistoryQuerySchema,
  builtinLatestQuerySchema,
  GATEWAY_RUNTIME_LIMITS,
} from '@beacon/contracts/gateway-runtime';
import { asIssue, issueRefusals } from '@beacon/contracts/issue-refusals';
import type { BuiltinApi } from '@beacon/contracts/open-platform-api';
import { refusal } from '@beacon/contracts/reasons';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import type { RuntimeApp } from './gateway-directory';
import { type GatewayRuntimeDatabase, gatewayRuntimeRepository as repo } from './gateway-runtime.repository';

const parseQuery = <S extends z.ZodType>(schema: S, query: Record<string, string>): z.infer<S> => {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw AppError.badRequest(`query.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`).with(
    ...issueRefusals(parsed.error.issues.map(asIssue), { input: query }, ['query']),
  );
};

const readValue = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** A device of the app's bound projects; one outside them answers exactly as one that does not exist. */
const deviceInScope = async (db: Kysely<GatewayRuntimeDatabase>, app: RuntimeApp, iotId: string): Promise<void> => {
  const device = await repo.deviceProject(db, iotId);
  if (!device || !app.projectCodes.includes(device.project_code))
    throw AppError.notFound(`device ${iotId}`).with(
      refusal('query.iotId', 'notFound', { entity: 'device', id: iotId }),
    );
};

/**
 * The platform data a built-in API serves, always within the projects bound to the calling application: the
 * reply's `object` (form B), or an AppError (400 for a bad query, 404 for a device out of scope).
 */
export const answerBuiltin = async (
  db: Kysely<GatewayRuntimeDatabase>,
  builtin: BuiltinApi,
  app: RuntimeApp,
  query: Record<string, string>,
): Promise<unknown> => {
  if (builtin === 'device-list') {
    const { offset, limit, projectCode } = parseQuery(builtinDeviceListQuerySchema, query);
    const projects =
      projectCode === undefined ? app.projectCodes : app.projectCodes.filter((code) => code === projectCode);
    if (projects.length === 0) return { records: [], total: 0 };
    const { rows, total } = await repo.devicePage(db, projects, offset, limit);
    return {
      records: rows.map((row) => ({
        iotId: row.iot_id,
        devKey: row.dev_key,
        name: row.name,
        projectCode: row.project_code,
        online: row.status === 'online',
        lastOnlineTime: row.last_online_time === null ? null : Number(row.last_online_time),
      })),
      total,
    };
  }
  if (builtin === 'device-latest') {
    const { iotId } = parseQuery(builtinLatestQuerySchema, query);
    await deviceInScope(db, app, iotId);
    const rows = await repo.latest(db, iotId);
    return rows.map((row) => ({
      attrKey: row.attr_key,
      value: readValue(row.value),
      valueTime: Number(row.value_time),
    }));
  }
  const { iotId, attrKey, from, to } = parseQuery(builtinHistoryQuerySchema, query);
  await deviceInScope(db, app, iotId);
  const rows = await repo.history(db, iotId, attrKey, from, to, GATEWAY_RUNTIME_LIMITS.historyPointsMax);
  return rows.map((row) => ({ value: readValue(row.value), ts: Number(row.value_time) }));
};
