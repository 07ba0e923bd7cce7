import {
  AI_EVENT_PATH as A,
  AI_EVENT_LIMITS,
  AI_IMAGE_TYPES,
  AI_VIDEO_TYPES,
  aiEventBatchHandleSchema,
  aiEventBatchResultSchema,
  aiEventHandleSchema,
  aiEventIdParamsSchema,
  aiEventIngestFieldsSchema,
  aiEventIngestResultSchema,
  aiEventPageSchema,
  aiEventSchema,
  aiMediaParamsSchema,
  aiMediaQuerySchema,
} from './ai-event';
import { defineEndpoint, defineFileEndpoint } from './endpoint';
import { listAReply, standardReply } from './protocol';
import { ingestParamsSchema, TELEMETRY_PATHS } from './telemetry';

/** The AI event page's id. */
export const AI_EVENT_PAGE = 'EventCenter.aiEvent';
/** The AI event page's buttons: handle (one or many). */
export const AI_EVENT_BUTTONS = { handle: `${AI_EVENT_PAGE}:handle` } as const;

const read = { kind: 'page', module: 'event-center', page: AI_EVENT_PAGE } as const;
const handle = {
  kind: 'button',
  module: 'event-center',
  page: AI_EVENT_PAGE,
  button: AI_EVENT_BUTTONS.handle,
} as const;

/** AI events: reported by cameras and edge boxes with images or a clip; handled by operators. */
export const aiEventEndpoints = {
  ingest: defineEndpoint({
    id: 'iothub.ingest.aiEvent',
    method: 'POST',
    path: `${TELEMETRY_PATHS.ingest}/:devKey/ai-events`,
    summary:
      'A device reports an AI event (header deviceSecret; multipart/form-data: algorithm, confidence 0–1, ts, files `media`): up to 9 images (JPEG, PNG, WebP; AI_MEDIA_MAX_IMAGE_BYTES each) or one clip (MP4, WebM; AI_MEDIA_MAX_VIDEO_BYTES), typed by their bytes; over a limit 413, a disguised file 400, over AI_EVENT_MAX_PER_MINUTE uploads a minute per device 429 with Retry-After (before the body is read); a refused upload stores nothing',
    access: { kind: 'public' },
    params: ingestParamsSchema,
    form: {
      fields: aiEventIngestFieldsSchema,
      files: AI_EVENT_LIMITS.mediaField,
      filesSummary: `Up to ${AI_EVENT_LIMITS.imagesMax} images (${AI_IMAGE_TYPES.join(', ')}) or one clip (${AI_VIDEO_TYPES.join(', ')})`,
    },
    reply: standardReply(aiEventIngestResultSchema),
  }),
  page: defineEndpoint({
    id: 'iothub.aiEvent.page',
    method: 'POST',
    path: `${A}/page`,
    summary:
      'Page of AI events, newest first, media as signed URLs (filters: projectCode, iotId, devKey, algorithm, status, from, to)',
    access: read,
    body: aiEventPageSchema,
    reply: listAReply(aiEventSchema),
  }),
  get: defineEndpoint({
    id: 'iothub.aiEvent.get',
    method: 'GET',
    path: `${A}/:id`,
    summary: 'An AI event with its media as signed URLs',
    access: read,
    params: aiEventIdParamsSchema,
    reply: standardReply(aiEventSchema),
  }),
  handle: defineEndpoint({
    id: 'iothub.aiEvent.handle',
    method: 'POST',
    path: `${A}/:id/handle`,
    summary:
      'Handles an AI event (handled or false_alarm, with a note); records who and when (409 aiEventAlreadyHandled)',
    access: handle,
    audit: 'aiEvent.handle',
    params: aiEventIdParamsSchema,
    body: aiEventHandleSchema,
    reply: standardReply(aiEventSchema),
  }),
  batchHandle: defineEndpoint({
    id: 'iothub.aiEvent.batchHandle',
    method: 'POST',
    path: `${A}/batch-handle`,
    summary:
      'Handles AI events (at most 500) alike: {succeeded, failed: [{id, reason}]}; unknown ids fail alone, 404 when none is found',
    access: handle,
    audit: 'aiEvent.batchHandle',
    body: aiEventBatchHandleSchema,
    reply: standardReply(aiEventBatchResultSchema),
  }),
  media: defineFileEndpoint({
    id: 'iothub.aiEvent.media',
    method: 'GET',
    path: `${A}/media/:key`,
    summary:
      'An AI event media file by the signed URL the list and detail hand out (no session: the signature is the authority); expired or altered answers 403; Range supported',
    access: { kind: 'public' },
    params: aiMediaParamsSchema,
    query: aiMediaQuerySchema,
    file: { contentType: AI_IMAGE_TYPES[0], alsoContentTypes: [...AI_IMAGE_TYPES.slice(1), ...AI_VIDEO_TYPES] },
  }),
};
