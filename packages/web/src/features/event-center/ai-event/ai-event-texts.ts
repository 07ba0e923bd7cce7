import type { AiEvent, AiEventBatchHandle } from '@beacon/contracts/ai-event';
import type { AlarmBatchResult } from '@beacon/contracts/alarm';
import type { TFunction } from 'i18next';
import type { BulkResult } from '../../../components/crud/use-bulk-action';
import type { MediaItem } from '../../../components/media-viewer/media-viewer';
import { buildUrl } from '../../../lib/api-client/url';

/** How a question names an AI event: its device and algorithm. */
export const aiEventName = (t: TFunction, event: Pick<AiEvent, 'deviceName' | 'devKey' | 'algorithm'>): string =>
  `${event.deviceName || event.devKey} · ${t(`aiEvent:values.algorithm.${event.algorithm}`)}`;

/** The media viewer's items of an event (the sniffed type says image or video; URLs carry no usable extension). */
export const mediaItems = (event: Pick<AiEvent, 'media'>): MediaItem[] =>
  event.media.map((media) => ({ url: buildUrl(media.url), kind: media.type.startsWith('image/') ? 'image' : 'video' }));

/** The list's thumbnail of an event: its thumbnail, else its first image; `video` when it holds a clip only. */
export const thumbnailOf = (event: Pick<AiEvent, 'media'>): { url: string } | 'video' | null => {
  const image = event.media.find((media) => media.type.startsWith('image/'));
  if (image) return { url: buildUrl(image.thumbnailUrl ?? image.url) };
  return event.media.length ? 'video' : null;
};

/** A batch handling reply as counts, the first failure's reason in the operator's language. */
export const batchCounts = (t: TFunction, reply: AlarmBatchResult): BulkResult => ({
  succeeded: reply.succeeded.length,
  failed: reply.failed.length,
  firstError: reply.failed[0]
    ? t(`reasons:${reply.failed[0].reason}`, { entity: t('reasons:entity.aiEvent'), id: reply.failed[0].id })
    : undefined,
});

/** The body of a batch handling of these events. */
export const batchBody = (ids: readonly number[], status: AiEventBatchHandle['status']): AiEventBatchHandle => ({
  ids: [...ids],
  status,
});
