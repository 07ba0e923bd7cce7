import type { HistoryExportRequest } from '@beacon/contracts/history-export';
import type { Kysely } from 'kysely';
import type { TelemetryDatabase } from './tables';

type DB = Kysely<TelemetryDatabase>;

/** Where a keyset batch resumes: after this time and row id. */
export interface HistoryCursor {
  valueTime: number;
  id: number;
}

/** Queries of a history export: its row count, and one property's rows in keyset batches by the (iot, attr, time) index. */
export const historyExportRepository = {
  /** How many stored values the export covers. */
  count: async (db: DB, request: HistoryExportRequest): Promise<number> => {
    let query = db
      .selectFrom('telemetry_history')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('iot_id', '=', request.iotId)
      .where('value_time', '>=', request.from)
      .where('value_time', '<=', request.to);
    if (request.attrKey !== undefined) query = query.where('attr_key', '=', request.attrKey);
    return Number((await query.executeTakeFirstOrThrow()).n);
  },
  /** The property keys the device has values of in the range (for an export of all properties). */
  attrKeys: async (db: DB, request: HistoryExportRequest): Promise<string[]> =>
    (
      await db
        .selectFrom('telemetry_history')
        .select('attr_key')
        .distinct()
        .where('iot_id', '=', request.iotId)
        .where('value_time', '>=', request.from)
        .where('value_time', '<=', request.to)
        .orderBy('attr_key')
        .execute()
    ).map((row) => row.attr_key),
  /** Up to `limit` values of one property in [from, to], oldest first, after the cursor. */
  batch: (
    db: DB,
    range: { iotId: string; attrKey: string; from: number; to: number },
    after: HistoryCursor | null,
    limit: number,
  ) => {
    let query = db
      .selectFrom('telemetry_history')
      .select(['id', 'value', 'value_time'])
      .where('iot_id', '=', range.iotId)
      .where('attr_key', '=', range.attrKey)
      .where('value_time', '>=', range.from)
      .where('value_time', '<=', range.to);
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb('value_time', '>', after.valueTime),
          eb.and([eb('value_time', '=', after.valueTime), eb('id', '>', after.id)]),
        ]),
      );
    return query.orderBy('value_time').orderBy('id').limit(limit).execute();
  },
};
