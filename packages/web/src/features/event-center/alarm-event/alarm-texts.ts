import { ALARM_SYSTEM_ACTOR, type Alarm, type AlarmBatchResult } from '@beacon/contracts/alarm';
import type { TFunction } from 'i18next';
import type { BulkResult } from '../../../components/crud/use-bulk-action';

/** How a question names an alarm: its device and what raised it. */
export const alarmName = (alarm: Pick<Alarm, 'deviceName' | 'devKey' | 'sourceKey'>): string =>
  `${alarm.deviceName || alarm.devKey} · ${alarm.sourceKey}`;

/** Who acted: the account, or the platform in the operator's language. */
export const actorText = (t: TFunction, by: string | null): string =>
  by === null ? '' : by === ALARM_SYSTEM_ACTOR ? t('alarmEvent:system') : by;

/** A comment's text: an operator's as written, the platform's transition key in the operator's language. */
export const commentText = (t: TFunction, comment: { text: string; system: boolean }): string =>
  comment.system ? t(`alarmEvent:systemComment.${comment.text}`, { defaultValue: comment.text }) : comment.text;

/** A batch reply as counts, the first failure's reason in the operator's language. */
export const batchCounts = (t: TFunction, reply: AlarmBatchResult): BulkResult => ({
  succeeded: reply.succeeded.length,
  failed: reply.failed.length,
  firstError: reply.failed[0]
    ? t(`reasons:${reply.failed[0].reason}`, { entity: t('reasons:entity.alarm'), id: reply.failed[0].id })
    : undefined,
});
