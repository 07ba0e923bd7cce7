import type { GatewayApp } from '@beacon/contracts/gateway-app';
import { GATEWAY_APP_BUTTONS as B } from '@beacon/contracts/gateway-app.endpoints';
import { describe, expect, it } from 'vitest';
import { cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields } from '../../../components/page-kit/spec-filters';
import { listSourceOf } from '../../../components/page-kit/spec-source';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './app.page';
import { createdSecret, toAppBody, toAppUpdateBody } from './app-form-dialog';

const { spec } = page;
const zh = textContext('gatewayApp', 'zh-CN');
const en = textContext('gatewayApp', 'en-US');
const APP: GatewayApp = {
  id: 3,
  name: '智慧社区小程序',
  appId: 'A1b2C3d4E5f6G7h8I9j0Kl',
  isClosed: false,
  owner: 'admin',
  callbackUrl: 'https://example.com/hook',
  createDate: Date.UTC(2026, 10, 1),
};

/** The row actions a row offers (visible ones), by key. */
const offered = (row: GatewayApp) =>
  (spec.rowActions ?? [])
    .filter((action) => !('visible' in action) || action.visible === undefined || action.visible(row))
    .map((action) => ('key' in action && action.key ? action.key : action.kind));

describe('application page (Open API gateway)', () => {
  it('is the page of /open-api-gateway/application: detail, edit, close/open, reset secret, delete behind buttons', () => {
    expect(page.route).toBe('/open-api-gateway/application');
    expect(spec.toolbar).toEqual([{ kind: 'create', button: B.create }, 'export']);
    expect(spec.rowActions?.map((action) => ('button' in action ? action.button : undefined))).toEqual([
      undefined,
      B.edit,
      B.close,
      B.close,
      B.resetSecret,
      B.delete,
    ]);
    expect(offered(APP)).toEqual(['detail', 'edit', 'close', 'resetSecret', 'delete']);
    expect(offered({ ...APP, isClosed: true })).toEqual(['detail', 'edit', 'open', 'resetSecret', 'delete']);
    const detail = spec.rowActions?.[0];
    expect(detail?.kind === 'link' && detail.to(APP)).toBe('/open-api-gateway/application/detail?id=3');
  });

  it('shows name, appId, state, owner, callback URL and creation time, never a secret, in zh-CN and en-US', () => {
    expect(tableColumns(spec, zh, rowHandlers()).map((column) => column.title)).toEqual([
      '应用名称',
      'AppID',
      '状态',
      '创建人',
      '回调地址',
      '创建时间',
      '操作',
    ]);
    expect(tableColumns(spec, en, rowHandlers()).map((column) => column.title)).toEqual([
      'Name',
      'App ID',
      'State',
      'Owner',
      'Callback URL',
      'Created',
      'Actions',
    ]);
    const columns = columnsIn(spec, 'table');
    expect(columns.map((column) => column.key)).not.toContain('secret');
    expect(columns.slice(0, 4).map((column) => cellText(column, APP, zh))).toEqual([
      '智慧社区小程序',
      'A1b2C3d4E5f6G7h8I9j0Kl',
      '已开启',
      'admin',
    ]);
    const state = columns.find((column) => column.key === 'isClosed');
    if (!state) throw new Error('no state column');
    expect(cellText(state, { ...APP, isClosed: true }, en)).toBe('Closed');
  });

  it('filters by name, appId and state, sent in form B data', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label])).toEqual([
      ['name', '应用名称'],
      ['appId', 'AppID'],
      ['isClosed', '状态'],
    ]);
    const key = listSourceOf(spec).key({
      pageIndex: 1,
      pageSize: 10,
      filters: { name: '社区', appId: '', isClosed: true },
    });
    expect(key).toEqual([
      'gateway',
      'app',
      'page',
      {
        body: {
          data: { name: '社区', isClosed: true },
          offset: 0,
          limit: 10,
          orders: [{ column: 'create_date', asc: false }],
        },
      },
      'rows',
    ]);
  });

  it('saves name and callback URL (never an appId), and finds the secret only in a create reply', () => {
    expect(toAppBody({ name: 'A', callbackUrl: ' https://e.com ' })).toEqual({
      name: 'A',
      callbackUrl: 'https://e.com',
    });
    expect(toAppBody({ name: 'A' })).toEqual({ name: 'A', callbackUrl: '' });
    expect(toAppUpdateBody({ name: 'A' }, 3)).toEqual({ id: 3, name: 'A', callbackUrl: '' });
    const reply = { code: 200, msg: 'success', object: { ...APP, secret: 's3cret' } };
    expect(createdSecret(reply)).toEqual({ name: APP.name, secret: 's3cret' });
    expect(createdSecret({ code: 200, msg: 'success', object: APP })).toBeNull();
  });
});
