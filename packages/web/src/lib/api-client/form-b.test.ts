import { apiAreaEndpoints } from '@beacon/contracts/open-platform.endpoints';
import { openApiEndpoints } from '@beacon/contracts/open-platform-api.endpoints';
import { act } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { withTestServer } from '../../test/with-test-server';
import { callEndpoint } from './call-endpoint';
import { ApiError } from './request';
import type { TestServer } from './test-server';

let server: TestServer;
withTestServer((started) => {
  server = started;
});
beforeEach(() => {
  server.routes.clear();
  server.seen.length = 0;
  setLanguage('zh-CN');
});
afterEach(async () => {
  await act(async () => {
    message.destroy();
  });
});

const AREA = { id: 1, name: '平台数据', code: 'p', description: '', sort: 0, createDate: 1, updateDate: 1 };

describe('form B calls of the endpoint table', () => {
  it('answers the parsed form B reply: the saved record, or true for a state change', async () => {
    server.routes.set(apiAreaEndpoints.save.path, { body: { code: 200, msg: 'success', object: AREA } });
    const saved = await callEndpoint(apiAreaEndpoints.save, { body: { name: '平台数据', code: 'p' } });
    expect(saved.object).toEqual(AREA);
    server.routes.set(openApiEndpoints.deploy.path, { body: { code: 200, msg: 'success', object: true } });
    expect((await callEndpoint(openApiEndpoints.deploy, { query: { id: 7 } })).object).toBe(true);
    expect(server.seen.at(-1)?.url.search).toBe('?id=7');
  });

  it('turns a form B refusal into an ApiError with its status, code and reason keys, worded in zh-CN', async () => {
    server.routes.set(apiAreaEndpoints.save.path, {
      status: 409,
      body: {
        code: 4001001,
        msg: 'name: already exists',
        object: null,
        refusals: [{ path: 'name', reason: 'alreadyExists' }],
      },
    });
    const call = callEndpoint(apiAreaEndpoints.save, { body: { name: '平台数据', code: 'p' } }, { silent: true });
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 4001001,
      detail: 'name: already exists',
      refusals: [{ path: 'name', reason: 'alreadyExists' }],
    });
    expect((error as ApiError).message).toBe('name: 已存在');
  });
});
