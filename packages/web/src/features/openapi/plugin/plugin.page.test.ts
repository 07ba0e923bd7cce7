import type { Plugin } from '@beacon/contracts/gateway-plugin';
import { PLUGIN_BUTTONS } from '@beacon/contracts/gateway-plugin.endpoints';
import { PLUGIN_ORDER, PLUGIN_TYPES } from '@beacon/contracts/gateway-plugin-config';
import { describe, expect, it } from 'vitest';
import { cellTagColor, cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields } from '../../../components/page-kit/spec-filters';
import { listSourceOf } from '../../../components/page-kit/spec-source';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './plugin.page';
import { configRefusals, type PluginFormValues, toPluginBody, toPluginValues } from './plugin-form-values';

const { spec } = page;
const zh = textContext('gatewayPlugin', 'zh-CN');
const en = textContext('gatewayPlugin', 'en-US');
const base = { id: 1, name: 'Limit', apiCount: 2, createDate: 1, updateDate: 2 };
const PLUGINS: Plugin[] = [
  { ...base, type: 'rate-limit', config: { count: 60, windowSeconds: 60, key: 'app' } },
  { ...base, type: 'ip-restriction', config: { allow: ['10.0.0.0/8', '2001:db8::/32'], deny: ['10.1.0.0/16'] } },
  { ...base, type: 'request-size', config: { maxBytes: 1024 } },
  {
    ...base,
    type: 'cors',
    config: { origins: ['https://a.example'], methods: ['GET', 'POST'], headers: ['X-Id'], maxAgeSeconds: 600 },
  },
  {
    ...base,
    type: 'header-rewrite',
    config: {
      request: { set: { 'X-Gateway': 'beacon' }, remove: ['Cookie'] },
      response: { set: {}, remove: ['Server'] },
    },
  },
];
const column = (key: string) => {
  const found = columnsIn(spec, 'table').find((item) => item.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};

describe('gateway plugin page', () => {
  it('is the page of /open-api-gateway/plugin: bound APIs, edit and delete behind their buttons', () => {
    expect(page.route).toBe('/open-api-gateway/plugin');
    expect(spec.toolbar).toEqual([{ kind: 'create', button: PLUGIN_BUTTONS.create }, 'export']);
    expect(spec.rowActions?.map((action) => [action.kind, 'button' in action ? action.button : undefined])).toEqual([
      ['dialog', undefined],
      ['edit', PLUGIN_BUTTONS.edit],
      ['delete', PLUGIN_BUTTONS.delete],
    ]);
    expect(PLUGIN_ORDER).toEqual(['ip-restriction', 'cors', 'request-size', 'rate-limit', 'header-rewrite']);
    expect([...PLUGIN_ORDER].sort()).toEqual([...PLUGIN_TYPES].sort());
  });

  it('shows name, type, configuration, bound APIs and times in zh-CN and en-US', () => {
    expect(tableColumns(spec, zh, rowHandlers()).map((item) => item.title)).toEqual([
      '插件名称',
      '插件类型',
      '配置',
      '绑定API数',
      '更新时间',
      '操作',
    ]);
    expect(PLUGINS.map((plugin) => cellText(column('config'), plugin, en))).toEqual([
      '60 calls per 60 s per calling app',
      '2 allowed, 1 denied block(s)',
      'At most 1024 bytes',
      'https://a.example · GET, POST',
      '2 request and 1 response header change(s)',
    ]);
    expect(cellText(column('config'), PLUGINS[0] as Plugin, zh)).toBe('每调用应用每 60 秒 60 次');
    expect(cellText(column('type'), PLUGINS[1] as Plugin, zh)).toBe('IP 黑白名单');
    expect(cellTagColor(column('type'), PLUGINS[0] as Plugin)).toBe('blue');
  });

  it('filters by name and type, sent in form B data', () => {
    const fields = filterFields(spec, en);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['name', 'Name', 'text'],
      ['type', 'Type', 'select'],
    ]);
    const key = listSourceOf(spec).key({ pageIndex: 2, pageSize: 10, filters: { type: 'cors' } });
    expect(key[3]).toEqual({
      body: { data: { type: 'cors' }, offset: 10, limit: 10, orders: [{ column: 'create_date', asc: false }] },
    });
  });

  it('edits each type’s config in flat fields (lists as lines) and sends it back the same', () => {
    for (const plugin of PLUGINS)
      expect(toPluginBody(toPluginValues(plugin))).toEqual({
        name: plugin.name,
        type: plugin.type,
        config: plugin.config,
      });
    expect(toPluginValues(PLUGINS[1] as Plugin)).toMatchObject({ allow: '10.0.0.0/8\n2001:db8::/32' });
    expect(toPluginValues(PLUGINS[4] as Plugin)).toMatchObject({ requestSet: 'X-Gateway: beacon' });
  });

  it('checks the config by the contract, each refusal on the field it names', () => {
    const refusals = (values: PluginFormValues) =>
      Object.fromEntries([...configRefusals(values)].map(([field, refusal]) => [field, refusal.reason]));
    expect(refusals({ name: 'x', type: 'rate-limit', count: -1, windowSeconds: 60, key: 'app' })).toEqual({
      count: 'tooSmall',
    });
    expect(refusals({ name: 'x', type: 'ip-restriction', allow: '10.0.0.0/8\n10.0.0.0/33', deny: 'nope' })).toEqual({
      allow: 'cidrFormat',
      deny: 'cidrFormat',
    });
    expect(refusals({ name: 'x', type: 'ip-restriction', allow: '', deny: '' })).toEqual({ allow: 'required' });
    expect(refusals({ name: 'x', type: 'header-rewrite', requestSet: 'Bad Name: 1', responseRemove: ['ok'] })).toEqual({
      requestSet: 'invalidKey',
    });
    expect(refusals({ name: 'x', type: 'cors', origins: ['ftp://x'], methods: [] })).toEqual({
      origins: 'invalidFormat',
      methods: 'tooFewItems',
    });
  });
});
