import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small RGB PNG: a vertical gradient from `top` to `bottom` with a lighter box in the middle (demo media). */
export const demoPng = (
  width: number,
  height: number,
  top: readonly [number, number, number],
  bottom: readonly [number, number, number],
): Buffer => {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    const mix = y / Math.max(1, height - 1);
    for (let x = 0; x < width; x += 1) {
      const inBox = x > width / 3 && x < (2 * width) / 3 && y > height / 3 && y < (2 * height) / 3;
      for (let c = 0; c < 3; c += 1) {
        const value = Math.round((top[c] ?? 0) * (1 - mix) + (bottom[c] ?? 0) * mix);
        row[1 + x * 3 + c] = inBox ? Math.min(255, value + 90) : value;
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
