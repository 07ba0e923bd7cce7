import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AI_EVENT_LIMITS, type AiMediaType } from '@beacon/contracts/ai-event';
import { ErrorCode } from '@beacon/contracts/protocol';
import { refusal } from '@beacon/contracts/reasons';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { isVideo, MEDIA_EXTENSIONS, SNIFF_BYTES, sniffMediaType } from './ai-media-type';

/** An uploaded file that passed every check, still in the temporary folder. */
export interface ReceivedFile {
  tempPath: string;
  type: AiMediaType;
  size: number;
  /** Its key in the media storage: random, with the sniffed type's extension. */
  key: string;
}

/** Per-file limits of an upload (bytes). */
export interface UploadLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
}

/** Text fields a form may hold (beyond them the form is refused), and their sizes. */
const FIELDS_MAX = 8;
const FIELD_BYTES_MAX = 256;

/** The whole request's bound: nine largest images or one clip, plus the form's fields and boundaries. */
export const uploadBytesMax = (limits: UploadLimits): number =>
  Math.max(AI_EVENT_LIMITS.imagesMax * limits.maxImageBytes, limits.maxVideoBytes) + 64 * 1024;

const tooLarge = (max: number) =>
  new AppError(413, ErrorCode.TOO_LARGE, `media: a file is over ${max} bytes`).with(
    refusal(AI_EVENT_LIMITS.mediaField, 'mediaTooLarge', { max }),
  );
const tooMany = () =>
  AppError.badRequest(`media: at most ${AI_EVENT_LIMITS.imagesMax} images`).with(
    refusal(AI_EVENT_LIMITS.mediaField, 'mediaTooMany', { max: AI_EVENT_LIMITS.imagesMax }),
  );
const mixed = () =>
  AppError.badRequest('media: a video clip must be sent alone').with(refusal(AI_EVENT_LIMITS.mediaField, 'mediaMixed'));

/** The multipart plugin's own errors as the platform's refusals. */
const fromPluginError = (error: unknown, limits: UploadLimits): unknown => {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(Math.max(limits.maxImageBytes, limits.maxVideoBytes));
  if (code === 'FST_FILES_LIMIT') return tooMany();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(413, ErrorCode.TOO_LARGE, 'body: too many parts').with(refusal('', 'bodyTooLarge'));
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(415, ErrorCode.BAD_REQUEST, 'body: must be multipart/form-data').with(
      refusal('', 'unsupportedMediaType'),
    );
  if (code.startsWith('FST_') || (error instanceof Error && /multipart|boundary|terminated/i.test(error.message)))
    return AppError.badRequest('body: malformed multipart form').with(refusal('', 'invalidFormat'));
  return error;
};

/** Writes one file part to the temporary folder, sniffing its first bytes and holding it to its type's limit. */
const receiveFile = async (stream: Readable, tempDir: string, limits: UploadLimits): Promise<ReceivedFile> => {
  const id = randomBytes(16).toString('hex');
  const tempPath = path.join(tempDir, id);
  const handle = await open(tempPath, 'wx');
  let head = Buffer.alloc(0);
  let type: AiMediaType | null = null;
  let size = 0;
  const decide = async () => {
    type = await sniffMediaType(head);
    if (!type)
      throw AppError.badRequest('media: not a JPEG, PNG, WebP, MP4 or WebM file by its content').with(
        refusal(AI_EVENT_LIMITS.mediaField, 'mediaTypeNotAllowed'),
      );
  };
  const maxOf = (mediaType: AiMediaType) => (isVideo(mediaType) ? limits.maxVideoBytes : limits.maxImageBytes);
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      size += bytes.length;
      if (!type) {
        head = Buffer.concat([head, bytes.subarray(0, SNIFF_BYTES - head.length)]);
        if (head.length >= SNIFF_BYTES) await decide();
      }
      if (type && size > maxOf(type)) throw tooLarge(maxOf(type));
      await handle.write(bytes);
    }
    if (!type) await decide();
  } finally {
    await handle.close();
  }
  const sniffed = type as AiMediaType | null;
  if (!sniffed) throw new Error('unreachable: type decided');
  if (size > maxOf(sniffed)) throw tooLarge(maxOf(sniffed));
  return { tempPath, type: sniffed, size, key: `${id}.${MEDIA_EXTENSIONS[sniffed]}` };
};

/**
 * Reads an AI event's multipart form into `tempDir`: its text fields, and its files each typed by its bytes and
 * bounded (count, per-type size, images or one clip alone). Throws the refusal of the first thing that fails; the
 * caller removes `tempDir` whatever happens, so a refused upload leaves nothing behind.
 */
export const receiveUpload = async (
  request: FastifyRequest,
  tempDir: string,
  limits: UploadLimits,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> => {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: Math.max(limits.maxImageBytes, limits.maxVideoBytes),
        files: AI_EVENT_LIMITS.imagesMax + 1,
        fields: FIELDS_MAX,
        parts: FIELDS_MAX + AI_EVENT_LIMITS.imagesMax + 1,
        fieldSize: FIELD_BYTES_MAX,
        fieldNameSize: 64,
        headerPairs: 32,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname in fields || part.valueTruncated)
          throw AppError.badRequest(`body.${part.fieldname}: invalid`).with(refusal(part.fieldname, 'invalidValue'));
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== AI_EVENT_LIMITS.mediaField)
        throw AppError.badRequest(`body.${part.fieldname}: unknown file field`).with(
          refusal(part.fieldname, 'unknownField', { field: part.fieldname }),
        );
      if (files.length >= AI_EVENT_LIMITS.imagesMax) throw tooMany();
      if (files.some((file) => isVideo(file.type))) throw mixed();
      const file = await receiveFile(part.file, tempDir, limits);
      files.push(file);
      if (files.length > 1 && isVideo(file.type)) throw mixed();
    }
  } catch (error) {
    throw fromPluginError(error, limits);
  }
  if (!files.length)
    throw AppError.badRequest('media: at least one image or a video clip').with(
      refusal(AI_EVENT_LIMITS.mediaField, 'mediaRequired'),
    );
  return { fields, files };
};
