import {
  ALARM_SOURCES,
  type Alarm,
  type AlarmActiveCount,
  type AlarmBatchResult,
  type AlarmDetail,
  type AlarmPageRequest,
} from '@beacon/contracts/alarm';
import { ALARM_SEVERITIES } from '@beacon/contracts/iot-model';
import type { ReasonKey } from '@beacon/contracts/reasons';
import type { Kysely, Selectable } from 'kysely';
import type { ProjectScope } from '../../platform/auth/project-scope';
import { AppError } from '../../platform/http/app-error';
import type { Signals } from '../../platform/signals';
import { alarmRepository as repo } from './alarm.repository';
import { SYSTEM_COMMENTS } from './alarm-engine';
import type { AlarmChanged } from './alarm-feed-notes';
import { signalCleared } from './alarm-signal';
import type { AlarmTable, EventCenterDatabase, EventCenterDb } from './tables';

const sourceOf = (text: string) => ALARM_SOURCES.find((source) => source === text) ?? 'rule';
const severityOf = (text: string) => ALARM_SEVERITIES.find((severity) => severity === text) ?? 'warning';
const timeOf = (value: number | null) => (value === null ? null : Number(value));

/** An alarm row (with its device's name) on the wire. */
const toAlarm = (row: Selectable<AlarmTable> & { name: string | null }): Alarm => ({
  id: Number(row.id),
  iotId: row.iot_id,
  devKey: row.dev_key,
  deviceName: row.name ?? '',
  projectCode: row.project_code,
  source: sourceOf(row.source),
  sourceKey: row.source_key,
  severity: severityOf(row.severity),
  count: Number(row.count),
  firstTime: Number(row.first_time),
  lastTime: Number(row.last_time),
  acknowledged: Number(row.acknowledged) === 1,
  ackBy: row.ack_by,
  ackTime: timeOf(row.ack_time),
  cleared: Number(row.cleared) === 1,
  clearedBy: row.cleared_by,
  clearTime: timeOf(row.clear_time),
});

/** What an operator does to one alarm: the update, the refusal when it was already done, the comment key. */
interface Transition {
  change: (db: EventCenterDb, id: number, by: string, at: number) => Promise<{ numUpdatedRows: bigint }>;
  done: (alarm: Alarm) => boolean;
  already: ReasonKey;
  comment: string;
}

const ACK: Transition = {
  change: repo.ack,
  done: (alarm) => alarm.acknowledged,
  already: 'alarmAlreadyAcknowledged',
  comment: SYSTEM_COMMENTS.acknowledged,
};
const CLEAR: Transition = {
  change: repo.clear,
  done: (alarm) => alarm.cleared,
  already: 'alarmAlreadyCleared',
  comment: SYSTEM_COMMENTS.cleared,
};

/** Alarms for operators: pages, detail with comments, acknowledge, clear, comment, in bulk too; all project-scoped. */
export class AlarmService {
  constructor(
    private readonly db: Kysely<EventCenterDatabase>,
    private readonly signals?: Signals,
    private readonly changed?: AlarmChanged,
  ) {}

  /** Alarms of the caller's projects, newest raised first. */
  async page(filter: AlarmPageRequest, scope: ProjectScope): Promise<{ items: Alarm[]; total: number }> {
    const { rows, total } = await repo.page(this.db, filter, scope);
    return { items: rows.map(toAlarm), total };
  }

  /** Active alarms by severity within the caller's projects. */
  async activeCount(scope: ProjectScope): Promise<AlarmActiveCount> {
    const counts: AlarmActiveCount = { critical: 0, major: 0, minor: 0, warning: 0 };
    for (const row of await repo.activeCounts(this.db, scope)) counts[severityOf(row.severity)] += Number(row.n);
    return counts;
  }

  /** An alarm with its comments; another project's answers as a missing one. */
  async detail(id: number, scope: ProjectScope): Promise<AlarmDetail> {
    const alarm = await this.find(id, scope);
    const comments = await repo.comments(this.db, id);
    return {
      ...alarm,
      comments: comments.map((row) => ({
        by: row.author,
        text: row.text,
        time: Number(row.time),
        system: Number(row.system) === 1,
      })),
    };
  }

  /** Acknowledges an alarm. */
  ack(id: number, account: string, scope: ProjectScope): Promise<Alarm> {
    return this.transition(ACK, id, account, scope);
  }

  /** Clears an alarm. */
  clear(id: number, account: string, scope: ProjectScope): Promise<Alarm> {
    return this.transition(CLEAR, id, account, scope);
  }

  /** Adds an operator's comment; the alarm with every comment. */
  async comment(id: number, text: string, account: string, scope: ProjectScope): Promise<AlarmDetail> {
    await this.find(id, scope);
    await repo.comment(this.db, [{ alarm_id: id, author: account, text, time: Date.now(), system: 0 }]);
    return this.detail(id, scope);
  }

  /** Acknowledges alarms one by one: unknown, foreign or acknowledged ones fail alone; 404 when none exists. */
  batchAck(ids: readonly number[], account: string, scope: ProjectScope): Promise<AlarmBatchResult> {
    return this.batch(ACK, ids, account, scope);
  }

  /** Clears alarms one by one: unknown, foreign or cleared ones fail alone; 404 when none exists. */
  batchClear(ids: readonly number[], account: string, scope: ProjectScope): Promise<AlarmBatchResult> {
    return this.batch(CLEAR, ids, account, scope);
  }

  private async batch(
    transition: Transition,
    ids: readonly number[],
    account: string,
    scope: ProjectScope,
  ): Promise<AlarmBatchResult> {
    const result: AlarmBatchResult = { succeeded: [], failed: [] };
    for (const id of new Set(ids)) {
      try {
        await this.transition(transition, id, account, scope);
        result.succeeded.push(id);
      } catch (error) {
        const reason = error instanceof AppError ? error.refusals[0]?.reason : undefined;
        if (!reason) throw error;
        result.failed.push({ id, reason });
      }
    }
    if (result.failed.length === new Set(ids).size && result.failed.every((failed) => failed.reason === 'notFound'))
      throw AppError.missing('alarm', ids.join(','), 'ids');
    return result;
  }

  private async transition(transition: Transition, id: number, by: string, scope: ProjectScope): Promise<Alarm> {
    const alarm = await this.find(id, scope);
    const already = () =>
      AppError.conflict(`alarm ${id}: ${transition.already}`, 409).with({ path: 'id', reason: transition.already });
    if (transition.done(alarm)) throw already();
    const at = Date.now();
    await this.db.transaction().execute(async (trx) => {
      const changed = await transition.change(trx, id, by, at);
      if (Number(changed.numUpdatedRows) === 0) throw already();
      await repo.comment(trx, [{ alarm_id: id, author: by, text: transition.comment, time: at, system: 1 }]);
    });
    this.changed?.(alarm.projectCode);
    if (transition === CLEAR) await signalCleared(this.db, this.signals, [id], by, at);
    return this.find(id, scope);
  }

  private async find(id: number, scope: ProjectScope): Promise<Alarm> {
    const row = await repo.findById(this.db, id, scope);
    if (!row) throw AppError.missing('alarm', id);
    return toAlarm(row);
  }
}
