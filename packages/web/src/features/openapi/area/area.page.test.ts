import type { ApiArea } from '@beacon/contracts/open-platform';
import { AREA_BUTTONS } from '@beacon/contracts/open-platform.endpoints';
import { describe, expect, it } from 'vitest';
import { cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields } from '../../../components/page-kit/spec-filters';
import { listSourceOf } from '../../../components/page-kit/spec-source';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './area.page';
import { toAreaBody } from './area-form-dialog';

const { spec } = page;
const zh = textContext('apiArea', 'zh-CN');
const en = textContext('apiArea', 'en-US');
const AREA: ApiArea = {
  id: 4,
  name: '平台数据',
  code: 'platform-data',
  description: '平台数据接口',
  sort: 1,
  createDate: Date.UTC(2026, 10, 1),
  updateDate: Date.UTC(2026, 10, 2),
};

describe('API area page (Open API business centre)', () => {
  it('is the page of /open-api-business/area: create and edit by the one save button, delete, export', () => {
    expect(page.route).toBe('/open-api-business/area');
    expect(spec.toolbar).toEqual([{ kind: 'create', button: AREA_BUTTONS.save }, 'export']);
    expect(spec.rowActions?.map((action) => [action.kind, 'button' in action ? action.button : undefined])).toEqual([
      ['edit', AREA_BUTTONS.save],
      ['delete', AREA_BUTTONS.delete],
    ]);
  });

  it('shows name, code, sort, description and update time, in zh-CN and en-US', () => {
    expect(tableColumns(spec, zh, rowHandlers()).map((column) => column.title)).toEqual([
      '区域名称',
      '区域编码',
      '排序',
      '描述',
      '更新时间',
      '操作',
    ]);
    expect(tableColumns(spec, en, rowHandlers()).map((column) => column.title)).toEqual([
      'Name',
      'Code',
      'Sort',
      'Description',
      'Updated',
      'Actions',
    ]);
    const columns = columnsIn(spec, 'table');
    expect(columns.slice(0, 4).map((column) => cellText(column, AREA, zh))).toEqual([
      '平台数据',
      'platform-data',
      1,
      '平台数据接口',
    ]);
  });

  it('filters by name and code, sent in form B data', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['name', '区域名称', 'text'],
      ['code', '区域编码', 'text'],
    ]);
    expect(fields[1]).toMatchObject({ maxLength: 32 });
    const key = listSourceOf(spec).key({ pageIndex: 2, pageSize: 10, filters: { name: '平台', code: '' } });
    expect(key).toEqual([
      'openPlatform',
      'area',
      'page',
      { body: { data: { name: '平台' }, offset: 10, limit: 10, orders: [{ column: 'create_date', asc: false }] } },
      'rows',
    ]);
  });

  it('saves with the id when editing (the spec has one save call)', () => {
    expect(toAreaBody({ name: 'A', code: 'a' })).toEqual({ name: 'A', code: 'a', sort: 0, description: '' });
    expect(toAreaBody({ name: 'A', code: 'a', sort: 2, description: 'd' }, 4)).toEqual({
      id: 4,
      name: 'A',
      code: 'a',
      sort: 2,
      description: 'd',
    });
  });
});
