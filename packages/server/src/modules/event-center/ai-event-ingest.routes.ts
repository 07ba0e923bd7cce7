import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { aiEventIngestFieldsSchema } from '@beacon/contracts/ai-event';
import { aiEventEndpoints as E } from '@beacon/contracts/ai-event.endpoints';
import { asIssue, issueRefusals } from '@beacon/contracts/issue-refusals';
import { ErrorCode } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import { DEVICE_SECRET_HEADER } from '@beacon/contracts/telemetry.endpoints';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { sameSecret } from '../../platform/auth/same-secret';
import type { DeviceRateLimiter } from '../../platform/bus/device-rate';
import { AppError } from '../../platform/http/app-error';
import { serveEndpoint } from '../../platform/http/endpoint-route';
import { ok } from '../../platform/http/envelopes';
import { ensureFolder } from '../../platform/media-storage';
import type { MediaServices } from '../../platform/module';
import { aiEventRepository as repo } from './ai-event.repository';
import type { AiEventDevice, AiEventService } from './ai-event.service';
import { receiveUpload, uploadBytesMax } from './ai-event-upload';
import type { EventCenterDatabase } from './tables';

// Read before the endpoint's own validation (it runs first, on the raw path parameters).
const devKeyParam = z.object({ devKey: z.string() });

/** Unknown device and wrong secret answer alike, exactly as the telemetry ingest does. */
const wrongSecret = () =>
  new AppError(401, ErrorCode.UNAUTHORIZED, 'deviceSecret: unknown device or wrong secret', undefined, [
    refusal('deviceSecret', 'deviceSecretWrong'),
  ]);

/** What the ingest needs besides the service: the database (devices), media settings, the clock-skew bound. */
export interface AiIngestOptions {
  db: Kysely<EventCenterDatabase>;
  media: MediaServices;
  maxClockSkewMs: number;
  /** Uploads per device per minute (AI_EVENT_MAX_PER_MINUTE): over it 429, before the body is read. */
  rate: DeviceRateLimiter;
  /** False in a variant without the event center: the ingest answers 404. */
  enabled: boolean;
}

/**
 * The AI event ingest (multipart, in its own plugin scope so no other route takes multipart). Before the body is
 * read: 404 without the event center, 413 over the request bound, 401/403 for the device, 429 over the device's
 * uploads a minute; then the form is read into a temporary folder, every file checked, and only then stored.
 */
export const registerAiIngestRoute = async (
  app: FastifyInstance,
  events: AiEventService,
  options: AiIngestOptions,
): Promise<void> => {
  const { media } = options;
  const bytesMax = uploadBytesMax(media);
  const devices = new WeakMap<FastifyRequest, AiEventDevice>();
  const admit: onRequestAsyncHookHandler = async (request) => {
    if (!options.enabled) throw AppError.notFound('route').with(refusal('', 'routeNotFound'));
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > bytesMax)
      throw new AppError(413, ErrorCode.TOO_LARGE, `body: over ${bytesMax} bytes`).with(refusal('', 'bodyTooLarge'));
    const params = devKeyParam.safeParse(request.params);
    const secret = request.headers[DEVICE_SECRET_HEADER];
    const row = params.success ? await repo.deviceByKey(options.db, params.data.devKey) : undefined;
    if (!row || typeof secret !== 'string' || !sameSecret(secret, row.device_secret)) throw wrongSecret();
    if (row.status === 'disabled')
      throw AppError.forbidden(`device ${row.dev_key} is disabled`).with(refusal('devKey', 'deviceDisabled'));
    // Taken before the body is read, so an upload over the rate costs neither disk nor parsing.
    const waitMs = options.rate.tryTake(row.dev_key);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw AppError.tooManyRequests(
        `devKey: over the device's AI event uploads a minute; retry in ${seconds} s`,
        seconds,
      ).with(refusal('devKey', 'deviceRateExceeded', { seconds }));
    }
    devices.set(request, { iotId: row.iot_id, devKey: row.dev_key, projectCode: row.project_code });
  };
  await app.register(async (scope) => {
    await scope.register(multipart);
    serveEndpoint(
      scope,
      E.ingest,
      async ({ request }) => {
        const device = devices.get(request);
        if (!device) throw wrongSecret();
        await ensureFolder(media.tempDir);
        const tempDir = await mkdtemp(path.join(media.tempDir, 'ai-'));
        try {
          const { fields, files } = await receiveUpload(request, tempDir, media);
          const parsed = aiEventIngestFieldsSchema.safeParse(fields);
          if (!parsed.success)
            throw AppError.badRequest(`body: ${parsed.error.issues[0]?.message ?? 'invalid'}`).with(
              ...issueRefusals(parsed.error.issues.map(asIssue), { input: fields }),
            );
          const now = Date.now();
          if (parsed.data.ts !== undefined && parsed.data.ts > now + options.maxClockSkewMs) {
            const seconds = Math.round(options.maxClockSkewMs / 1000);
            throw AppError.badRequest(`ts: more than ${seconds} s ahead of the server clock`).with(
              refusal('ts', 'timestampAhead', { seconds }),
            );
          }
          return ok(await events.ingest(device, parsed.data, files, now));
        } finally {
          await rm(tempDir, { recursive: true, force: true });
        }
      },
      { onRequest: admit },
    );
  });
};
