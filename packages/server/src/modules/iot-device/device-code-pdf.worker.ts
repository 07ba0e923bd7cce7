// Worker-thread entry (device-code-pdf.pool.ts): draws one code sheet per message, off the server's event loop.
import { parentPort } from 'node:worker_threads';
import { deviceCodePdf, type LabelSheet } from './device-code-pdf';

parentPort?.on('message', async (sheet: LabelSheet) => {
  const pdf = await deviceCodePdf(sheet);
  // Hand the bytes over without a copy when the buffer is the PDF's own (not a slice of a shared pool).
  const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength && pdf.buffer instanceof ArrayBuffer;
  parentPort?.postMessage(pdf, own ? [pdf.buffer] : []);
});
