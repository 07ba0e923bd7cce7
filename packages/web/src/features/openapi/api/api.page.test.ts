import type { ApiArea, ApiGroup } from '@beacon/contracts/open-platform';
import type { OpenApi } from '@beacon/contracts/open-platform-api';
import { API_BUTTONS } from '@beacon/contracts/open-platform-api.endpoints';
import { describe, expect, it } from 'vitest';
import { cellTagColor, cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields } from '../../../components/page-kit/spec-filters';
import { listSourceOf } from '../../../components/page-kit/spec-source';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './api.page';
import { toApiBody, toApiValues } from './api-form-values';

const { spec } = page;
const area: ApiArea = { id: 1, name: '平台数据', code: 'p', description: '', sort: 0, createDate: 1, updateDate: 1 };
const group: ApiGroup = {
  id: 2,
  name: '设备数据',
  domainId: 1,
  domainName: '平台数据',
  description: '',
  createDate: 1,
  updateDate: 1,
};
const lookups = { areas: [area], groups: [group] };
const zh = textContext('openApi', 'zh-CN', lookups);
const en = textContext('openApi', 'en-US', lookups);
const BUILTIN: OpenApi = {
  id: 5,
  name: '设备列表',
  method: 'POST',
  path: '/device/list',
  domainId: 1,
  domainName: '平台数据',
  groupId: 2,
  groupName: '设备数据',
  clusterName: null,
  clusterId: null,
  backendPath: '',
  builtin: 'device-list',
  requestSchema: { type: 'object', properties: { projectCode: { type: 'string' } } },
  responseSchema: null,
  description: '',
  status: 'online',
  publishedAt: Date.UTC(2026, 10, 20, 1, 2, 3),
  createDate: 1,
  updateDate: 2,
};
const DRAFT: OpenApi = {
  ...BUILTIN,
  id: 6,
  name: '工单同步',
  builtin: null,
  clusterId: 3,
  backendPath: '/internal/sync',
  status: 'draft',
  publishedAt: null,
};

const column = (key: string) => {
  const found = columnsIn(spec, 'table').find((item) => item.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};
/** The row actions a row offers (visible ones), by key, with why each is disabled (if it is). */
const offered = (row: OpenApi) =>
  (spec.rowActions ?? [])
    .filter((action) => !('visible' in action) || action.visible === undefined || action.visible(row))
    .map((action) => [
      'key' in action && action.key ? action.key : action.kind,
      'disabled' in action ? action.disabled?.(row) : undefined,
    ]);

describe('API list page (Open API business centre)', () => {
  it('is the page of /open-api-business/api-list: create, edit, deploy, offline and delete behind their buttons', () => {
    expect(page.route).toBe('/open-api-business/api-list');
    expect(spec.toolbar).toEqual([{ kind: 'create', button: API_BUTTONS.create }, 'export']);
    expect(spec.rowActions?.map((action) => ('button' in action ? action.button : undefined))).toEqual([
      undefined,
      API_BUTTONS.edit,
      API_BUTTONS.deploy,
      API_BUTTONS.offline,
      API_BUTTONS.delete,
    ]);
    expect(spec.parts?.header).toBeDefined();
  });

  it('offers deploy to a draft or offline API, offline and the published view to an online one; edit and delete locked while online', () => {
    expect(offered(DRAFT)).toEqual([
      ['edit', undefined],
      ['deploy', undefined],
      ['delete', undefined],
    ]);
    expect(offered(BUILTIN)).toEqual([
      ['view', undefined],
      ['edit', 'onlineLocked'],
      ['offline', undefined],
      ['delete', 'onlineLocked'],
    ]);
    expect(offered({ ...BUILTIN, status: 'offline' }).map(([key]) => key)).toEqual([
      'view',
      'edit',
      'deploy',
      'delete',
    ]);
    expect(zh.t('onlineLocked')).toBe('在线的 API 需先下线才能修改或删除');
  });

  it('shows name, method, path, area, group, what serves it, status and times, in zh-CN and en-US', () => {
    expect(tableColumns(spec, zh, rowHandlers()).map((item) => item.title)).toEqual([
      'API名称',
      '请求方法',
      '网关路径',
      '所属区域',
      '所属分组',
      '转发目标',
      '状态',
      '发布时间',
      '更新时间',
      '操作',
    ]);
    expect(
      tableColumns(spec, en, rowHandlers())
        .map((item) => item.title)
        .slice(0, 7),
    ).toEqual(['Name', 'Method', 'Gateway path', 'Area', 'Group', 'Served by', 'Status']);
    expect(cellText(column('builtin'), BUILTIN, zh)).toBe('设备列表');
    expect(cellText(column('builtin'), DRAFT, zh)).toBe('集群 #3 /internal/sync');
    expect(cellText(column('builtin'), { ...DRAFT, clusterName: '工单系统' }, zh)).toBe('工单系统 /internal/sync');
    expect(cellText(column('builtin'), { ...DRAFT, clusterId: null }, en)).toBe('No cluster chosen /internal/sync');
    expect(cellText(column('status'), BUILTIN, zh)).toBe('在线');
    expect(cellText(column('status'), DRAFT, en)).toBe('Draft');
    expect([cellTagColor(column('status'), BUILTIN), cellTagColor(column('method'), BUILTIN)]).toEqual([
      'green',
      'blue',
    ]);
    expect(cellText(column('publishedAt'), DRAFT, zh)).toBe('');
  });

  it('filters by name, path, method, area, group and status, sent in form B data', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['name', 'API名称', 'text'],
      ['path', '网关路径', 'text'],
      ['method', '请求方法', 'select'],
      ['domainId', '所属区域', 'select'],
      ['groupId', '所属分组', 'select'],
      ['status', '状态', 'select'],
    ]);
    expect(fields[5]).toMatchObject({
      options: [
        { value: 'draft', label: '草稿' },
        { value: 'online', label: '在线' },
        { value: 'offline', label: '已下线' },
      ],
    });
    expect(fields[4]).toMatchObject({ options: [{ value: 2, label: '设备数据' }] });
    const key = listSourceOf(spec).key({ pageIndex: 1, pageSize: 10, filters: { status: 'online', method: 'GET' } });
    expect(key[3]).toEqual({
      body: {
        data: { method: 'GET', status: 'online' },
        offset: 0,
        limit: 10,
        orders: [{ column: 'create_date', asc: false }],
      },
    });
  });

  it('edits JSON Schemas as text and sends only what the way it is served needs', () => {
    const values = toApiValues(BUILTIN);
    expect(values).toMatchObject({ targetKind: 'builtin', builtin: 'device-list', responseSchema: '' });
    expect(values.requestSchema).toBe(
      '{\n  "type": "object",\n  "properties": {\n    "projectCode": {\n      "type": "string"\n    }\n  }\n}',
    );
    expect(toApiBody({ ...values, clusterId: 9, backendPath: '/stale' })).toEqual({
      name: '设备列表',
      method: 'POST',
      path: '/device/list',
      domainId: 1,
      groupId: 2,
      builtin: 'device-list',
      clusterId: null,
      backendPath: '',
      requestSchema: BUILTIN.requestSchema,
      responseSchema: null,
      description: '',
    });
    expect(toApiBody({ ...toApiValues(DRAFT), builtin: 'device-list' })).toMatchObject({
      builtin: null,
      clusterId: 3,
      backendPath: '/internal/sync',
    });
  });
});
