import { defineFileEndpoint, XLSX_CONTENT_TYPE } from '@beacon/contracts/endpoint';
import { deviceFileEndpoints } from '@beacon/contracts/iot-device-files.endpoints';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { downloadEndpoint } from './download-endpoint';
import { ABORTED_CODE, ApiError, type DownloadProgress } from './request';
import { startTestServer, type TestServer } from './test-server';
import { setApiBaseUrl } from './url';

let server: TestServer;
const saved: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  setApiBaseUrl(server.origin);
  // jsdom has no object URLs; give it trivial ones so the download link can be built.
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  saved.length = 0;
  server.seen.length = 0;
});
afterAll(async () => {
  setApiBaseUrl(undefined);
  await server.close();
});

const reportEndpoint = defineFileEndpoint({
  id: 'test.report.download',
  method: 'GET',
  path: '/api/v1/test/report/:name',
  summary: 'A test file',
  access: { kind: 'signed-in' },
  params: z.strictObject({ name: z.string() }),
  query: z.strictObject({ year: z.number() }),
  file: { contentType: 'text/csv' },
});

describe('downloadEndpoint', () => {
  it('posts the body (with a msgId) to the endpoint, reports progress and saves the file under its name', async () => {
    const bytes = Buffer.alloc(256 * 1024, 7);
    server.routes.set(deviceFileEndpoints.exportDevices.path, {
      body: bytes,
      headers: {
        'content-type': XLSX_CONTENT_TYPE,
        'content-length': String(bytes.length),
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('设备列表.xlsx')}`,
      },
    });
    const progress: DownloadProgress[] = [];
    const result = await downloadEndpoint(deviceFileEndpoints.exportDevices, {
      body: { projectCode: 'P-1', status: 'online' },
      onProgress: (p) => progress.push(p),
    });
    expect(result.fileName).toBe('设备列表.xlsx');
    expect(result.blob.size).toBe(bytes.length);
    expect(saved).toEqual(['设备列表.xlsx']);
    const request = server.seen[0];
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ projectCode: 'P-1', status: 'online' });
    expect(JSON.parse(request?.body ?? '{}').msgId).toEqual(expect.any(String));
    expect(progress[0]).toEqual({ loaded: 0, total: bytes.length });
    expect(progress.at(-1)).toEqual({ loaded: bytes.length, total: bytes.length });
    expect(progress.map((p) => p.loaded)).toEqual([...progress.map((p) => p.loaded)].sort((a, b) => a - b));
  });

  it('fills path parameters and the query string; a reply naming no file saves as downLoad', async () => {
    server.routes.set('/api/v1/test/report/a%20b', {
      body: Buffer.from('x,y'),
      headers: { 'content-type': 'text/csv' },
    });
    const result = await downloadEndpoint(reportEndpoint, { params: { name: 'a b' }, query: { year: 2026 } });
    expect(await result.blob.text()).toBe('x,y');
    expect(saved).toEqual(['downLoad']);
    expect(server.seen[0]?.url.searchParams.get('year')).toBe('2026');
  });

  it('throws the JSON error of a failed download and saves nothing', async () => {
    server.routes.set(deviceFileEndpoints.codePdf.path, {
      status: 400,
      body: { code: 400, msg: 'body.filter: matches 6000 devices; a code sheet prints at most 5000' },
    });
    const failure = downloadEndpoint(deviceFileEndpoints.codePdf, { body: { filter: {} }, silent: true });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, detail: expect.stringMatching(/^body\.filter: /) });
    expect(saved).toEqual([]);
  });

  it('stops when the caller aborts', async () => {
    server.routes.set(deviceFileEndpoints.codePdf.path, { body: Buffer.from('%PDF'), delayMs: 500 });
    const controller = new AbortController();
    const download = downloadEndpoint(deviceFileEndpoints.codePdf, {
      body: { iotIds: ['d1'] },
      signal: controller.signal,
    });
    controller.abort();
    await expect(download).rejects.toMatchObject({ code: ABORTED_CODE });
    expect(saved).toEqual([]);
  });
});
