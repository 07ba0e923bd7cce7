import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileNameFromDisposition } from './download';
import { apiRequest, type DownloadResult } from './request';
import { startTestServer, type TestServer } from './test-server';
import { setApiBaseUrl } from './url';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  setApiBaseUrl(server.origin);
  // jsdom has no object URLs; give it trivial ones so the download link can be built.
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
});
afterAll(async () => {
  setApiBaseUrl(undefined);
  await server.close();
});

describe('fileNameFromDisposition', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E8%AE%BE%E5%A4%87.xlsx", '设备.xlsx'],
    ['attachment; filename="codes.pdf"', 'codes.pdf'],
    ["attachment; filename=plain.csv; filename*=UTF-8''better.csv", 'better.csv'],
    ['attachment', 'downLoad'],
    [null, 'downLoad'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});

describe('blob replies', () => {
  it('download the file under the name of content-disposition', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    server.routes.set('/export', {
      body: Buffer.from('PK-data'),
      headers: { 'content-disposition': "attachment; filename*=UTF-8''%E5%AF%BC%E5%87%BA.xlsx" },
    });
    const result = await apiRequest<DownloadResult>({ method: 'POST', url: '/export', responseType: 'blob' });
    expect(result.fileName).toBe('导出.xlsx');
    expect(await result.blob.text()).toBe('PK-data');
    server.routes.set('/export', { body: Buffer.from('x') });
    await apiRequest({ url: '/export', responseType: 'blob' });
    expect(clicked).toEqual(['导出.xlsx', 'downLoad']);
  });

  it('treat a JSON error reply of a blob call as an error', async () => {
    server.routes.set('/export', { status: 403, body: { code: 403, msg: 'no permission' } });
    await expect(apiRequest({ url: '/export', responseType: 'blob', silent: true })).rejects.toThrow('no permission');
  });
});
