import type { Readable } from 'node:stream';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@beacon/contracts/endpoint';
import { HISTORY_XLSX_MAX_ROWS, type HistoryExportRequest } from '@beacon/contracts/history-export';
import type { ThingValue } from '@beacon/contracts/thing-model-value';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type ProjectScope, projectScopeCondition } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import { type ConsoleLocale, localDateTimeFormat } from '../../platform/http/console-locale';
import { type HistoryCursor, historyExportRepository as repo } from './history-export.repository';
import { csvSink, type ExportCell, type RowSink, xlsxSink } from './history-export.sink';
import { HISTORY_EXPORT_TEXTS } from './history-export.texts';
import type { TelemetryDatabase } from './tables';
import type { TelemetryQueryService } from './telemetry-query.service';

/** Rows read per query while exporting. */
const EXPORT_BATCH = 5000;

/** A history export on its way: the file's name and type, how many rows it holds, and its bytes as made. */
export interface HistoryExportFile {
  fileName: string;
  contentType: string;
  rows: number;
  body: Readable;
}

/** A stored value as one cell: numbers and text as they are, structures and lists as their JSON. */
const cellOf = (stored: string): ExportCell => {
  const value = JSON.parse(stored) as ThingValue;
  return typeof value === 'number' || typeof value === 'string' ? value : JSON.stringify(value);
};

/** A file name's time stamp: `20261123-140155` (UTC). */
const stamp = (): string => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\..*$/, '');

/** Resolves when the reader has taken what is buffered, or has gone. */
const caughtUp = (sink: RowSink): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      sink.writable.off('drain', done).off('close', done);
      resolve();
    };
    sink.writable.on('drain', done).on('close', done);
  });

/**
 * A device's history as a file for a caller: every stored value of one property or all of them in the range, oldest
 * first property by property, as xlsx (CSV past `xlsxMaxRows`), titled in the caller's language, times in its zone.
 */
export class HistoryExportService {
  constructor(
    private readonly db: Kysely<TelemetryDatabase>,
    private readonly queries: TelemetryQueryService,
    private readonly xlsxMaxRows = HISTORY_XLSX_MAX_ROWS,
  ) {}

  /** Checks the device (404 outside the caller's projects), counts the rows and starts streaming them. */
  async file(
    request: HistoryExportRequest,
    scope: ProjectScope,
    locale: ConsoleLocale,
    log: FastifyBaseLogger,
  ): Promise<HistoryExportFile> {
    const device = await this.db
      .selectFrom('device')
      .select(['dev_key'])
      .where('iot_id', '=', request.iotId)
      .where(projectScopeCondition(scope, 'device.project_code'))
      .executeTakeFirst();
    if (!device) throw AppError.missing('device', request.iotId);
    const properties = new Map(
      (await this.queries.latestOfDevice(request.iotId, scope)).map((row) => [row.attrKey, row]),
    );
    const attrKeys = request.attrKey !== undefined ? [request.attrKey] : await repo.attrKeys(this.db, request);
    const rows = await repo.count(this.db, request);
    const csv = rows > this.xlsxMaxRows;
    const texts = HISTORY_EXPORT_TEXTS[locale.language];
    const header = [texts.valueTime, texts.attrKey, texts.attrName, texts.value, texts.unit];
    const sink = csv ? csvSink(header) : xlsxSink(texts.fileName, header);
    const time = localDateTimeFormat(locale.timeZone);
    const write = async () => {
      for (const attrKey of attrKeys) {
        const property = properties.get(attrKey);
        const name = property?.attrName ?? attrKey;
        const unit = property?.unit ?? '';
        let after: HistoryCursor | null = null;
        for (;;) {
          const batch = await repo.batch(this.db, { ...request, attrKey }, after, EXPORT_BATCH);
          for (const row of batch) sink.add([time(Number(row.value_time)), attrKey, name, cellOf(row.value), unit]);
          const last = batch.at(-1);
          if (!last || batch.length < EXPORT_BATCH || sink.out.destroyed) break;
          after = { valueTime: Number(last.value_time), id: Number(last.id) };
          // A slow client: wait until it has taken what is buffered before reading more.
          if (sink.behind()) await caughtUp(sink);
        }
        if (sink.out.destroyed) return;
      }
      await sink.finish();
    };
    write().catch((error: unknown) => {
      // The headers are gone already: all that is left is to cut the download short.
      log.error({ err: error }, 'history export failed');
      sink.out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return {
      fileName: `${texts.fileName}-${device.dev_key}-${stamp()}.${csv ? 'csv' : 'xlsx'}`,
      contentType: csv ? CSV_CONTENT_TYPE : XLSX_CONTENT_TYPE,
      rows,
      body: sink.out,
    };
  }
}
