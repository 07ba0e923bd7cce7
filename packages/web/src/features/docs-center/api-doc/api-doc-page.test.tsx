import type { ApiCatalog, ApiDoc } from '@beacon/contracts/docs-center';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import ApiDocPage from './api-doc-page';

const server = setupTestServer('admin');
const CATALOG = '/api/v1/doc/api-catalog';
const OPENAPI = '/api/v1/doc/api-catalog/openapi';

const list: ApiDoc = {
  id: 1,
  name: '设备列表',
  method: 'GET',
  path: '/devices',
  gatewayPath: '/gateway/devices',
  description: '应用绑定项目下的设备',
  builtin: 'device-list',
  requestSchema: {
    type: 'object',
    required: ['offset', 'limit'],
    properties: {
      offset: { type: 'integer', minimum: 0 },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      projectCode: { $ref: '#/$defs/code' },
    },
    $defs: { code: { type: 'string', maxLength: 64, description: '项目编码' } },
  },
  responseSchema: {
    type: 'object',
    properties: {
      records: { type: 'array', items: { type: 'object', properties: { iotId: { type: 'string' } } } },
      total: { type: 'integer' },
    },
  },
  publishedAt: 1_700_000_000_000,
};
const sync: ApiDoc = {
  ...list,
  id: 2,
  name: '工单同步',
  method: 'POST',
  path: '/orders/{orderId}/sync',
  gatewayPath: '/gateway/orders/{orderId}/sync',
  description: '',
  builtin: null,
  requestSchema: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['done'] } } },
  responseSchema: null,
};
const CATALOG_REPLY: ApiCatalog = {
  total: 2,
  areas: [
    {
      id: 1,
      name: '平台数据',
      code: 'platform',
      description: '',
      groups: [{ id: 1, name: '设备数据', description: '', apis: [list] }],
    },
    {
      id: 2,
      name: '工单',
      code: 'tickets',
      description: '',
      groups: [{ id: 2, name: '工单对接', description: '', apis: [sync] }],
    },
  ],
};

const resize = (width: number) =>
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });

describe('API documentation page', { timeout: 60_000 }, () => {
  afterEach(() => resize(1024));

  it('documents the picked API from its schemas, copies a signed example, downloads OpenAPI and works at 390 px', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => undefined;
    server.current.routes.set(CATALOG, ok(CATALOG_REPLY));
    server.current.routes.set(OPENAPI, {
      body: Buffer.from('{"openapi":"3.1.0"}'),
      headers: { 'content-disposition': "attachment; filename*=UTF-8''beacon-open-api.json" },
    });
    renderInApp(<ApiDocPage />);

    const detail = await screen.findByTestId('api-doc-detail');
    expect(detail).toHaveTextContent('GET /gateway/devices');
    expect(detail).toHaveTextContent('内置API：设备列表');
    const request = within(screen.getByTestId('api-doc-request'));
    expect(request.getByText('limit').closest('tr')).toHaveTextContent('limit查询参数integer是--最小值：1最大值：100');
    expect(request.getByText('projectCode').closest('tr')).toHaveTextContent(
      'projectCode查询参数string否项目编码最长 64 个字符',
    );
    const response = within(screen.getByTestId('api-doc-response'));
    expect(response.getByText('object.records[].iotId')).toBeInTheDocument();
    const code = screen.getByTestId('api-doc-code').textContent ?? '';
    expect(code).toContain("new URL('/gateway/devices', BASE_URL)");
    expect(code).toContain("url.searchParams.set('limit', '1')");
    expect(code).toContain('alg="hmac-sha256"');
    await user.click(screen.getByTestId('api-doc-copy'));
    expect(await navigator.clipboard.readText()).toBe(code);

    await user.click(screen.getByTestId('api-doc-nav-2'));
    await waitFor(() =>
      expect(screen.getByTestId('api-doc-detail')).toHaveTextContent('POST /gateway/orders/{orderId}/sync'),
    );
    const path = within(screen.getByTestId('api-doc-request')).getByText('orderId').closest('tr');
    expect(path).toHaveTextContent('orderId路径string是--');
    expect(screen.getByTestId('api-doc-response')).toHaveTextContent('未描述');
    expect(screen.getByTestId('api-doc-code')).toHaveTextContent(`JSON.stringify({"status":"done"})`);

    await user.click(screen.getByTestId('download'));
    await waitFor(() => expect(requestsTo(server.current, OPENAPI, 'GET')).toHaveLength(1));

    await resize(390);
    expect(screen.queryByTestId('api-doc-nav')).toBeNull();
    await user.click(screen.getByTestId('api-doc-nav-open'));
    const drawer = await screen.findByTestId('api-doc-nav-drawer');
    await user.click(within(drawer).getByTestId('api-doc-nav-1'));
    await waitFor(() => expect(screen.getByTestId('api-doc-detail')).toHaveTextContent('GET /gateway/devices'));
  });
});
