import { screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, setLanguage } from '../../i18n';
import { browserLocation } from './base-path';
import { apiRequest } from './request';
import { startTestServer, type TestServer } from './test-server';
import { cancelTokenExpired } from './token-expiry';
import { setApiBaseUrl } from './url';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  setApiBaseUrl(server.origin);
  document.head.innerHTML = '<base href="/developer-platform/">';
});
afterAll(async () => {
  setApiBaseUrl(undefined);
  document.head.innerHTML = '';
  await server.close();
});
afterEach(() => {
  cancelTokenExpired();
  vi.useRealTimers();
  vi.restoreAllMocks();
  message.destroy();
});

describe.each([
  [20002, 200],
  [1003, 401],
])('token expired (code %i, HTTP %i)', (code, status) => {
  it('toasts, then after 2 s clears local storage and goes to the base path', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    setLanguage('en-US');
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('userInfo', '{}');
    server.routes.set('/x', { status, body: { code, msg: 'expired' } });

    await expect(apiRequest({ url: '/x' })).rejects.toMatchObject({ code });
    await waitFor(() => expect(screen.getByText('Token expired, please log in again')).toBeInTheDocument());
    expect(screen.queryByText('expired')).toBeNull();

    vi.advanceTimersByTime(1900);
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBe('old');

    vi.advanceTimersByTime(200);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/developer-platform/');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
  });
});

it('schedules one logout for several expired replies', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  server.routes.set('/x', { status: 401, body: { code: 20002, msg: 'expired' } });
  await Promise.allSettled([apiRequest({ url: '/x' }), apiRequest({ url: '/x', silent: true })]);
  vi.advanceTimersByTime(2100);
  expect(assign).toHaveBeenCalledTimes(1);
});

it('leaves an expired reply to the caller that ends the session itself (tokenExpiredFlow: false)', async () => {
  // The toasts of the tests before leave with an animation: start once they are gone.
  await waitFor(() => expect(screen.queryByText('Token expired, please log in again')).toBeNull(), { timeout: 10_000 });
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  setLanguage('en-US');
  localStorage.setItem('accessToken', 'old');
  server.routes.set('/x', { status: 401, body: { code: 1003, msg: 'invalid' } });

  await expect(apiRequest({ url: '/x', silent: true, tokenExpiredFlow: false })).rejects.toMatchObject({
    code: 1003,
    status: 401,
    reported: false,
  });
  vi.advanceTimersByTime(2100);
  expect(assign).not.toHaveBeenCalled();
  expect(localStorage.getItem('accessToken')).toBe('old');
  expect(screen.queryByText('Token expired, please log in again')).toBeNull();
});
