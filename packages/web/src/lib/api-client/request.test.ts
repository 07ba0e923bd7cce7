import { TIME_ZONE_HEADER } from '@beacon/contracts/console-locale';
import { act, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { withTestServer } from '../../test/with-test-server';
import { ApiError, apiRequest } from './request';
import type { TestServer } from './test-server';

let server: TestServer;
withTestServer((started) => {
  server = started;
});
beforeEach(() => {
  server.routes.clear();
  server.seen.length = 0;
  localStorage.clear();
  setLanguage('zh-CN');
});
afterEach(async () => {
  await act(async () => {
    message.destroy();
  });
});

const last = () => {
  const request = server.seen.at(-1);
  if (!request) throw new Error('no request reached the server');
  return request;
};

/** Expect the call to fail with this toast text. */
async function expectToast(call: Promise<unknown>, text: string): Promise<void> {
  await expect(call).rejects.toThrow(text);
  await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
  message.destroy();
}

describe('success', () => {
  it.each([
    [{ code: '000000', msg: 'ok', data: 1 }],
    [{ code: 200, msg: 'ok', object: 1 }],
    [{ code: '200' }],
    [{ status: '5031001' }],
    [{ errorCode: '500001' }],
    [{ statusCode: 200 }],
  ])('resolves the whole envelope %j', async (body) => {
    server.routes.set('/ok', { body });
    await expect(apiRequest({ url: '/ok' })).resolves.toEqual(body);
  });

  it('reads the code from status before code', async () => {
    server.routes.set('/ok', { body: { status: 500, code: '000000', msg: 'status wins' } });
    await expectToast(apiRequest({ url: '/ok' }), 'status wins');
  });
});

describe('what every request carries', () => {
  it('sends the stored accessToken header', async () => {
    localStorage.setItem('accessToken', 'tok-123');
    server.routes.set('/ok', { body: { code: '000000' } });
    await apiRequest({ url: '/ok' });
    expect(last().headers.accesstoken).toBe('tok-123');
  });

  it("sends the console's language and the browser's time zone (the files the server writes follow them)", async () => {
    server.routes.set('/ok', { body: { code: '000000' } });
    await apiRequest({ url: '/ok' });
    expect(last().headers['accept-language']).toBe('zh-CN');
    expect(last().headers[TIME_ZONE_HEADER]).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    setLanguage('en-US');
    await apiRequest({ url: '/ok' });
    expect(last().headers['accept-language']).toBe('en-US');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)('adds a unique msgId to the %s body', async (method) => {
    server.routes.set('/m', { body: { code: '000000' } });
    await apiRequest({ method, url: '/m', data: { name: 'a' } });
    await apiRequest({ method, url: '/m' });
    const [first, second] = server.seen.map((r) => JSON.parse(r.body) as { msgId: string; name?: string });
    expect(first?.name).toBe('a');
    expect(first?.msgId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second?.msgId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(first?.msgId).not.toBe(second?.msgId);
  });

  it('sends no body and no msgId on GET, params as query string', async () => {
    server.routes.set('/g', { body: { code: '000000' } });
    await apiRequest({ url: '/g', params: { a: 1, b: undefined, c: ['x', 'y'] } });
    expect(last().body).toBe('');
    expect(last().url.searchParams.get('msgId')).toBeNull();
    expect(last().url.searchParams.get('a')).toBe('1');
    expect(last().url.searchParams.has('b')).toBe(false);
    expect(last().url.searchParams.getAll('c')).toEqual(['x', 'y']);
  });

  it('appends appId and timestamp when asked', async () => {
    server.routes.set('/g', { body: { code: 200 } });
    await apiRequest({ url: '/g' });
    expect(last().url.searchParams.has('appId')).toBe(false);
    const before = Date.now();
    await apiRequest({ method: 'POST', url: '/g', withAppId: true });
    expect(last().url.searchParams.get('appId')).toBeTruthy();
    expect(Number(last().url.searchParams.get('timestamp'))).toBeGreaterThanOrEqual(before);
  });
});

describe('error toasts', () => {
  it('shows message or msg of a failed business code, else the default (en verbatim)', async () => {
    setLanguage('en-US');
    server.routes.set('/b', { body: { code: '123', msg: 'bad thing' } });
    await expectToast(apiRequest({ url: '/b' }), 'bad thing');
    server.routes.set('/b', { body: { code: '123', message: 'other thing' } });
    await expectToast(apiRequest({ url: '/b' }), 'other thing');
    server.routes.set('/b', { body: { code: '123' } });
    await expectToast(apiRequest({ url: '/b' }), 'request failed, please retry');
  });

  it('maps the code table of spec section 8', async () => {
    const table: Array<[number, string]> = [
      [11001, '手机号未注册'],
      [4001001, '名称已存在'],
      [4041003, '用户不存在'],
      [4031022, '账号已在其他地方登录'],
      [413, '上传文件过大'],
    ];
    for (const [code, text] of table) {
      server.routes.set('/c', { body: { code, msg: 'server words' } });
      await expectToast(apiRequest({ url: '/c' }), text);
    }
    setLanguage('en-US');
    server.routes.set('/c', { status: 401, body: { code: 4001007, msg: 'Invalid' } });
    await expectToast(apiRequest({ method: 'POST', url: '/c' }), 'wrong account or password');
  });

  it('uses the body msg of an HTTP 400 and the default when there is none', async () => {
    server.routes.set('/e', { status: 400, body: { code: 400, msg: 'name: too long' } });
    await expectToast(apiRequest({ url: '/e' }), 'name: too long');
    setLanguage('en-US');
    server.routes.set('/e', { status: 502, body: '<html>bad gateway</html>' });
    const call = apiRequest({ url: '/e' });
    await expectToast(call, 'request exception, please retry');
    await expect(apiRequest({ url: '/e', silent: true })).rejects.toMatchObject({ status: 502 });
  });

  it('turns a timeout into "network unstable"', async () => {
    setLanguage('en-US');
    server.routes.set('/slow', { body: { code: '000000' }, delayMs: 300 });
    await expectToast(apiRequest({ url: '/slow', timeoutMs: 50 }), 'network unstable, please try later');
    server.routes.set('/t', { status: 500, body: { code: 500, msg: 'upstream timeout' } });
    await expectToast(apiRequest({ url: '/t' }), 'network unstable, please try later');
  });

  it('does not toast when silent and throws ApiError with code and status', async () => {
    server.routes.set('/s', { status: 409, body: { code: 4001001, msg: 'dup' } });
    const error = await apiRequest({ url: '/s', silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 4001001, status: 409, message: '名称已存在' });
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('does not toast a call its caller cancelled', async () => {
    server.routes.set('/slow', { body: { code: '000000' }, delayMs: 300 });
    const controller = new AbortController();
    const call = apiRequest({ url: '/slow', signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ABORTED' });
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });
});
