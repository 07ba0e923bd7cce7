import { createReadStream } from 'node:fs';
import {
  AI_ALGORITHMS,
  AI_EVENT_PATH,
  AI_EVENT_STATUSES,
  type AiEvent,
  type AiEventBatchHandle,
  type AiEventHandle,
  type AiEventIngestFields,
  type AiEventPageRequest,
} from '@beacon/contracts/ai-event';
import type { AlarmBatchResult } from '@beacon/contracts/alarm';
import { refusal } from '@beacon/contracts/reasons';
import type { Kysely, Selectable } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import type { MediaStorage } from '../../platform/media-storage';
import type { MediaUrlSigner } from '../../platform/media-url';
import { aiEventRepository as repo } from './ai-event.repository';
import type { ReceivedFile } from './ai-event-upload';
import { mediaTypeOfKey } from './ai-media-type';
import type { AiEventTable, EventCenterDatabase } from './tables';

type Row = Selectable<AiEventTable> & { name: string | null };
type MediaRow = { event_id: number; media_key: string; media_type: string };

const algorithmOf = (text: string) => AI_ALGORITHMS.find((algorithm) => algorithm === text) ?? 'intrusion';
const statusOf = (text: string) => AI_EVENT_STATUSES.find((status) => status === text) ?? 'unhandled';

/** The path a media key is served at (what its URL signs). */
export const mediaPath = (key: string): string => `${AI_EVENT_PATH}/media/${key}`;

/** The device an AI event comes from. */
export interface AiEventDevice {
  iotId: string;
  devKey: string;
  projectCode: string;
}

/** AI events: stored from a device's upload, listed and handled by operators; all project-scoped. */
export class AiEventService {
  constructor(
    private readonly db: Kysely<EventCenterDatabase>,
    private readonly storage: MediaStorage,
    private readonly urls: MediaUrlSigner,
  ) {}

  /** An AI event row (with its device's name and media rows) on the wire, its media as fresh signed URLs. */
  private toAiEvent(row: Row, media: readonly MediaRow[]): AiEvent {
    const now = Date.now();
    return {
      id: Number(row.id),
      iotId: row.iot_id,
      devKey: row.dev_key,
      deviceName: row.name ?? '',
      projectCode: row.project_code,
      algorithm: algorithmOf(row.algorithm),
      confidence: Number(row.confidence),
      ts: Number(row.ts),
      status: statusOf(row.status),
      media: media.flatMap((m) => {
        const type = mediaTypeOfKey(m.media_key);
        return type ? [{ url: this.urls.sign(mediaPath(m.media_key), now), type }] : [];
      }),
      handledBy: row.handled_by,
      handledTime: row.handled_time === null ? null : Number(row.handled_time),
      note: row.note,
    };
  }

  /**
   * Stores an upload that passed every check: the files into the media storage, then the event and its media rows
   * in one transaction. Any failure removes the files already stored, so nothing of a refused upload remains.
   */
  async ingest(device: AiEventDevice, fields: AiEventIngestFields, files: readonly ReceivedFile[], at: number) {
    const stored: string[] = [];
    try {
      for (const file of files) {
        await this.storage.put(file.key, createReadStream(file.tempPath));
        stored.push(file.key);
      }
      const id = await this.db.transaction().execute((trx) =>
        repo.insert(
          trx,
          {
            iot_id: device.iotId,
            dev_key: device.devKey,
            project_code: device.projectCode,
            algorithm: fields.algorithm,
            confidence: fields.confidence,
            ts: fields.ts ?? at,
            received_time: at,
            status: 'unhandled',
            handled_by: null,
            handled_time: null,
            note: null,
          },
          files.map((file, seq) => ({ seq, media_key: file.key, media_type: file.type, size: file.size })),
        ),
      );
      return { id, media: files.length };
    } catch (error) {
      await Promise.allSettled(stored.map((key) => this.storage.delete(key)));
      throw error;
    }
  }

  /** AI events of the caller's projects, newest first. */
  async page(filter: AiEventPageRequest, scope: ProjectScope): Promise<{ items: AiEvent[]; total: number }> {
    const { rows, total } = await repo.page(this.db, filter, scope);
    const media = await repo.mediaOf(
      this.db,
      rows.map((row) => Number(row.id)),
    );
    return {
      items: rows.map((row) =>
        this.toAiEvent(
          row,
          media.filter((m) => m.event_id === row.id),
        ),
      ),
      total,
    };
  }

  /** An AI event; another project's answers as a missing one. */
  async detail(id: number, scope: ProjectScope): Promise<AiEvent> {
    const row = await repo.findById(this.db, id, scope);
    if (!row) throw AppError.missing('aiEvent', id);
    return this.toAiEvent(row, await repo.mediaOf(this.db, [id]));
  }

  /** Handles an unhandled event (409 aiEventAlreadyHandled otherwise), recording who and when. */
  async handle(id: number, input: AiEventHandle, account: string, scope: ProjectScope): Promise<AiEvent> {
    await this.detail(id, scope);
    const change = { status: input.status, by: account, at: Date.now(), note: input.note || null };
    const result = await repo.handle(this.db, id, change);
    if (Number(result.numUpdatedRows) === 0)
      throw AppError.conflict(`AI event ${id}: already handled`, 409).with(refusal('id', 'aiEventAlreadyHandled'));
    return this.detail(id, scope);
  }

  /** Handles events one by one alike: unknown, foreign or handled ones fail alone; 404 when none exists. */
  async batchHandle(input: AiEventBatchHandle, account: string, scope: ProjectScope): Promise<AlarmBatchResult> {
    const result: AlarmBatchResult = { succeeded: [], failed: [] };
    const ids = [...new Set(input.ids)];
    for (const id of ids) {
      try {
        await this.handle(id, { status: input.status, note: input.note }, account, scope);
        result.succeeded.push(id);
      } catch (error) {
        const reason = error instanceof AppError ? error.refusals[0]?.reason : undefined;
        if (!reason) throw error;
        result.failed.push({ id, reason });
      }
    }
    if (result.failed.length === ids.length && result.failed.every((failed) => failed.reason === 'notFound'))
      throw AppError.missing('aiEvent', ids.join(','), 'ids');
    return result;
  }
}
