import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

/** What one label prints. */
export interface DeviceLabel {
  iotId: string;
  devKey: string;
  name: string;
  projectCode: string;
}

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

/** Text the standard font can draw: characters outside its set (e.g. CJK) print as '?'. */
const drawable = (known: ReadonlySet<number>, text: string): string =>
  [...text].map((ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');

/** The text cut with an ellipsis to fit the width. */
const fitted = (font: PDFFont, text: string, width: number): string => {
  if (font.widthOfTextAtSize(text, FONT_SIZE) <= width) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, FONT_SIZE) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
};

/** A QR code of the text as a PNG: black modules on white, a 2-module quiet zone. */
const qrPng = (text: string): Promise<Buffer> =>
  QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 4 });

const drawLabel = (
  page: PDFPage,
  font: PDFFont,
  x: number,
  y: number,
  label: DeviceLabel,
  text: (s: string) => string,
) => {
  page.drawRectangle({
    x,
    y,
    width: LABEL.width,
    height: LABEL.height,
    borderColor: rgb(0.75, 0.75, 0.75),
    borderWidth: 0.5,
  });
  const lines = [
    `iotId: ${label.iotId}`,
    `devKey: ${label.devKey}`,
    `name: ${text(label.name)}`,
    `project: ${text(label.projectCode)}`,
  ];
  const textX = x + QR_SIZE + 2 * PADDING;
  const top = y + LABEL.height / 2 + (lines.length * LINE) / 2 - FONT_SIZE;
  lines.forEach((line, index) => {
    page.drawText(fitted(font, line, TEXT_WIDTH), { x: textX, y: top - index * LINE, size: FONT_SIZE, font });
  });
};

/** A4 label sheets, one label per device: a QR code of its iotId beside its iotId, devKey, name and project. */
export const deviceCodePdf = async (labels: readonly DeviceLabel[]): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Device codes');
  pdf.setCreator('Beacon');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const known = new Set(font.getCharacterSet());
  const text = (s: string) => drawable(known, s);
  const pngs = await Promise.all(labels.map((label) => qrPng(label.iotId)));
  const perPage = COLUMNS * ROWS;
  let page: PDFPage | null = null;
  for (const [index, label] of labels.entries()) {
    const slot = index % perPage;
    if (slot === 0 || !page) page = pdf.addPage([PAGE.width, PAGE.height]);
    const x = MARGIN + (slot % COLUMNS) * LABEL.width;
    const y = PAGE.height - MARGIN - (Math.floor(slot / COLUMNS) + 1) * LABEL.height;
    const png = pngs[index];
    if (png) {
      const image = await pdf.embedPng(png);
      page.drawImage(image, { x: x + PADDING, y: y + PADDING, width: QR_SIZE, height: QR_SIZE });
    }
    drawLabel(page, font, x, y, label, text);
  }
  // No device matched: one empty sheet rather than a document without pages.
  if (labels.length === 0) pdf.addPage([PAGE.width, PAGE.height]);
  return Buffer.from(await pdf.save());
};
