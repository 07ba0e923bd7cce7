import { AI_IMAGE_TYPES, AI_VIDEO_TYPES, type AiMediaType } from '@beacon/contracts/ai-event';
import { fileTypeFromBuffer } from 'file-type';

/** Each allowed media type's file extension (the stored key's suffix, which the media route reads back). */
export const MEDIA_EXTENSIONS: Readonly<Record<AiMediaType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

const ALLOWED: readonly string[] = [...AI_IMAGE_TYPES, ...AI_VIDEO_TYPES];
const isAllowed = (mime: string): mime is AiMediaType => ALLOWED.includes(mime);

/** Bytes at the start of a file that are enough to tell its type. */
export const SNIFF_BYTES = 4100;

/** The allowed media type the bytes are (file-type reads the magic numbers), or null: names and headers never count. */
export const sniffMediaType = async (head: Uint8Array): Promise<AiMediaType | null> => {
  const found = await fileTypeFromBuffer(head);
  return found && isAllowed(found.mime) ? found.mime : null;
};

/** Whether a type is a video clip. */
export const isVideo = (type: AiMediaType): boolean => type.startsWith('video/');

/** The media type a stored key's extension stands for, or null. */
export const mediaTypeOfKey = (key: string): AiMediaType | null => {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const entry = Object.entries(MEDIA_EXTENSIONS).find(([, ext]) => ext === extension);
  return entry && isAllowed(entry[0]) ? entry[0] : null;
};
