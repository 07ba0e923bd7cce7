import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { type PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } from 'pdf-lib';

const numberOf = (dict: PDFDict, key: string): number => {
  const value = dict.get(PDFName.of(key));
  if (!(value instanceof PDFNumber)) throw new Error(`image without ${key}`);
  return value.asNumber();
};

/**
 * Every image XObject of a PDF (soft masks left out), decoded: pixels inflated and read by jsQR.
 * Answers each image's decoded text (null where no QR code was found).
 */
export const decodePdfQrCodes = async (bytes: Buffer): Promise<(string | null)[]> => {
  const pdf = await PDFDocument.load(bytes);
  const images: PDFRawStream[] = [];
  const masks = new Set<unknown>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    images.push(object);
    const mask = object.dict.get(PDFName.of('SMask'));
    if (mask instanceof PDFRef) masks.add(pdf.context.lookup(mask));
  }
  return images
    .filter((image) => !masks.has(image))
    .map((image) => {
      const width = numberOf(image.dict, 'Width');
      const height = numberOf(image.dict, 'Height');
      const channels = image.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray') ? 1 : 3;
      const raw = inflateSync(image.contents);
      const rgba = new Uint8ClampedArray(width * height * 4);
      for (let pixel = 0; pixel < width * height; pixel += 1) {
        for (let channel = 0; channel < 3; channel += 1)
          rgba[pixel * 4 + channel] = raw[pixel * channels + (channels === 1 ? 0 : channel)] ?? 0;
        rgba[pixel * 4 + 3] = 255;
      }
      return jsQR(rgba, width, height)?.data ?? null;
    });
};
