import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { deviceCodePdf } from './device-code-pdf';

/** Every stream of the PDF, inflated where compressed, as text. */
const streamsOf = async (bytes: Buffer): Promise<string> => {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.get(PDFName.of('Filter'));
    const content = Buffer.from(object.contents);
    texts.push((filter === PDFName.of('FlateDecode') ? inflateSync(content) : content).toString('latin1'));
  }
  return texts.join('\n');
};

const fontNames = async (bytes: Buffer): Promise<string[]> => {
  const pdf = await PDFDocument.load(bytes);
  const names: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const dict = 'dict' in object ? object.dict : object;
    if (!(dict && typeof dict === 'object' && 'get' in dict && typeof dict.get === 'function')) continue;
    const base = dict.get(PDFName.of('BaseFont'));
    if (base) names.push(String(base));
  }
  return names;
};

describe('device code labels', () => {
  it('print Chinese names with an embedded CJK font subset (their code points mapped for copy and search)', async () => {
    const pdf = await deviceCodePdf({
      labels: [{ iotId: 'd0001', devKey: 'th-1', name: '南山温湿度', projectName: '深圳南山园区' }],
      language: 'zh-CN',
    });
    expect((await fontNames(pdf)).some((name) => name.includes('NotoSansSC'))).toBe(true);
    const streams = (await streamsOf(pdf)).toLowerCase();
    // The field names are Chinese too, and the project shows by its name.
    for (const ch of '南山温湿度设备标识所属项目深圳园区')
      expect(streams).toContain(`<${ch.codePointAt(0)?.toString(16).padStart(4, '0')}>`);
    // Only the glyphs used are embedded: the file stays small.
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('name their fields in English for an English console, and keep the small standard font', async () => {
    const pdf = await deviceCodePdf({
      labels: [{ iotId: 'd0002', devKey: 'th-2', name: 'Lobby sensor', projectName: 'Harbour park' }],
      language: 'en-US',
    });
    const streams = (await streamsOf(pdf)).toLowerCase();
    for (const line of ['Device ID: d0002', 'Device key: th-2', 'Device name: Lobby sensor', 'Project: Harbour park'])
      expect(streams).toContain(`<${Buffer.from(line, 'latin1').toString('hex')}>`);
    const names = await fontNames(pdf);
    expect(names.some((name) => name.includes('Helvetica'))).toBe(true);
    expect(names.some((name) => name.includes('NotoSansSC'))).toBe(false);
  });
});
