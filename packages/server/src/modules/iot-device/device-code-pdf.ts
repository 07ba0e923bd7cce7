import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import type { ConsoleLanguage } from '@beacon/contracts/console-locale';
import { DEVICE_SHEET_TITLES } from '@beacon/contracts/device-sheet-texts';
import fontkit from '@pdf-lib/fontkit';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import QRCode from 'qrcode';

/** What one label prints. */
export interface DeviceLabel {
  iotId: string;
  devKey: string;
  name: string;
  /** The project's name (its code when it has none). */
  projectName: string;
}

/** A code sheet to draw: its labels and the language of their field names. */
export interface LabelSheet {
  labels: readonly DeviceLabel[];
  language: ConsoleLanguage;
}

/** A label's lines: each field's name in the sheet's language, then its value. */
const labelLines = (label: DeviceLabel, language: ConsoleLanguage): string[] => {
  const titles = DEVICE_SHEET_TITLES[language];
  return [
    `${titles.iotId}: ${label.iotId}`,
    `${titles.devKey}: ${label.devKey}`,
    `${titles.name}: ${label.name}`,
    `${titles.projectName}: ${label.projectName}`,
  ];
};

/** A4 in points. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 28;
const COLUMNS = 2;
const ROWS = 8;
const LABEL = {
  width: (PAGE.width - 2 * MARGIN) / COLUMNS,
  height: (PAGE.height - 2 * MARGIN) / ROWS,
} as const;
const PADDING = 8;
const QR_SIZE = LABEL.height - 2 * PADDING;
const FONT_SIZE = 8;
const LINE = 11;
const TEXT_WIDTH = LABEL.width - QR_SIZE - 3 * PADDING;

/** A font with Chinese glyphs (Noto Sans SC, OFL), read once when a label first needs it. */
let cjkFont: Promise<Uint8Array> | undefined;
const cjkFontBytes = (): Promise<Uint8Array> => {
  cjkFont ??= readFile(
    createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  );
  return cjkFont;
};

/** Helvetica when it can draw every label's text (small files), else the CJK font, subset to the glyphs used. */
const labelFont = async (pdf: PDFDocument, lines: readonly string[][]): Promise<PDFFont> => {
  const helvetica = await pdf.embedFont(StandardFonts.Helvetica);
  const known = new Set(helvetica.getCharacterSet());
  const fits = lines.every((label) => [...label.join('')].every((ch) => known.has(ch.codePointAt(0) ?? 0)));
  if (fits) return helvetica;
  pdf.registerFontkit(fontkit);
  return pdf.embedFont(await cjkFontBytes(), { subset: true });
};

/** The text cut with an ellipsis to fit the width. */
const fitted = (font: PDFFont, text: string, width: number): string => {
  if (font.widthOfTextAtSize(text, FONT_SIZE) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, FONT_SIZE) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
};

/** Pixels per QR module and modules of quiet zone around the code. */
const QR_SCALE = 4;
const QR_QUIET = 2;

/**
 * A QR code of the text as an 8-bit grey image XObject, compressed with the native zlib: building
 * the raster directly is an order of magnitude faster than encoding and re-embedding a PNG.
 */
const embedQrCode = (pdf: PDFDocument, text: string): PDFRef => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QR_QUIET) * QR_SCALE;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const top = (row + QR_QUIET) * QR_SCALE;
      const left = (column + QR_QUIET) * QR_SCALE;
      for (let y = top; y < top + QR_SCALE; y += 1) pixels.fill(0, y * side + left, y * side + left + QR_SCALE);
    }
  const stream = pdf.context.stream(deflateSync(pixels), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: side,
    Height: side,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
    // Sharp module edges when viewers scale the small raster up.
    Interpolate: false,
    Filter: 'FlateDecode',
  });
  return pdf.context.register(stream);
};

const drawQrCode = (page: PDFPage, image: PDFRef, x: number, y: number) => {
  const name = page.node.newXObject('QR', image);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(QR_SIZE, 0, 0, QR_SIZE, x, y),
    drawObject(name),
    popGraphicsState(),
  );
};

const drawLabel = (page: PDFPage, font: PDFFont, x: number, y: number, lines: readonly string[]) => {
  page.drawRectangle({
    x,
    y,
    width: LABEL.width,
    height: LABEL.height,
    borderColor: rgb(0.75, 0.75, 0.75),
    borderWidth: 0.5,
  });
  const textX = x + QR_SIZE + 2 * PADDING;
  const top = y + LABEL.height / 2 + (lines.length * LINE) / 2 - FONT_SIZE;
  lines.forEach((line, index) => {
    page.drawText(fitted(font, line, TEXT_WIDTH), { x: textX, y: top - index * LINE, size: FONT_SIZE, font });
  });
};

/**
 * A4 label sheets, one label per device: a QR code of its iotId beside its iotId, devKey, name and project name,
 * each named in the sheet's language.
 */
export const deviceCodePdf = async ({ labels, language }: LabelSheet): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Device codes');
  pdf.setCreator('Beacon');
  const lines = labels.map((label) => labelLines(label, language));
  const font = await labelFont(pdf, lines);
  const perPage = COLUMNS * ROWS;
  let page: PDFPage | null = null;
  for (const [index, label] of labels.entries()) {
    const slot = index % perPage;
    if (slot === 0 || !page) page = pdf.addPage([PAGE.width, PAGE.height]);
    const x = MARGIN + (slot % COLUMNS) * LABEL.width;
    const y = PAGE.height - MARGIN - (Math.floor(slot / COLUMNS) + 1) * LABEL.height;
    drawQrCode(page, embedQrCode(pdf, label.iotId), x + PADDING, y + PADDING);
    drawLabel(page, font, x, y, lines[index] ?? []);
  }
  // No device matched: one empty sheet rather than a document without pages.
  if (labels.length === 0) pdf.addPage([PAGE.width, PAGE.height]);
  return Buffer.from(await pdf.save());
};
