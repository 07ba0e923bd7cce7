import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from '../../test/test-app';
import type { AlarmDevice } from './alarm-fixtures.test-helper';
import { demoPng } from './demo-png';

/** A file part of a test form. */
export interface FormFile {
  name: string;
  contentType: string;
  bytes: Buffer;
  field?: string;
}

/** A multipart/form-data body and its content type. */
export const multipartForm = (fields: Record<string, string>, files: readonly FormFile[]) => {
  const boundary = `----beacon${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'media'}"; filename="${file.name}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

/** A small valid PNG. */
export const png = (): FormFile => ({
  name: 'a.png',
  contentType: 'image/png',
  bytes: demoPng(8, 6, [200, 0, 0], [0, 0, 90]),
});
/** A JPEG by its magic numbers (a JFIF header), padded to `size` bytes. */
export const jpeg = (size = 600): FormFile => {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return {
    name: 'b.jpg',
    contentType: 'image/jpeg',
    bytes: Buffer.concat([head, Buffer.alloc(size - head.length, 7)]),
  };
};
/** An MP4 clip by its `ftyp` box. */
export const mp4 = (): FormFile => {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42\0\0\0\0mp42isom', 'latin1')]);
  return { name: 'c.mp4', contentType: 'video/mp4', bytes: Buffer.concat([ftyp, Buffer.alloc(2000, 1)]) };
};
/** Text dressed as a JPEG (name and header say so, the bytes do not). */
export const disguised = (): FormFile => ({
  name: 'evil.jpg',
  contentType: 'image/jpeg',
  bytes: Buffer.from('<html><script>alert(1)</script> plain text, not an image at all'),
});

/** Posts an AI event form as the device (or with another secret). */
export const postAiEvent = (
  t: TestApp,
  device: AlarmDevice,
  fields: Record<string, string>,
  files: readonly FormFile[],
  secret = device.deviceSecret,
) => {
  const form = multipartForm(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/iothub/ingest/${device.devKey}/ai-events`,
    headers: { devicesecret: secret, 'content-type': form.contentType },
    payload: form.payload,
  });
};

/** Every file under a folder (recursively); none when it does not exist. */
export const filesUnder = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
};
