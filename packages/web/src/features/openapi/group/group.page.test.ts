import type { ApiArea, ApiGroup } from '@beacon/contracts/open-platform';
import { GROUP_BUTTONS } from '@beacon/contracts/open-platform.endpoints';
import { describe, expect, it } from 'vitest';
import { cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields } from '../../../components/page-kit/spec-filters';
import { listSourceOf } from '../../../components/page-kit/spec-source';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './group.page';
import { toGroupBody } from './group-form-dialog';

const { spec } = page;
const AREAS: ApiArea[] = [
  { id: 1, name: '平台数据', code: 'p', description: '', sort: 0, createDate: 1, updateDate: 1 },
  { id: 2, name: '能源', code: 'e', description: '', sort: 1, createDate: 1, updateDate: 1 },
];
const zh = textContext('apiGroup', 'zh-CN', AREAS);
const GROUP: ApiGroup = {
  id: 3,
  name: '设备数据',
  domainId: 1,
  domainName: '平台数据',
  description: '设备与实时数据',
  createDate: 1,
  updateDate: 2,
};

describe('API group page (Open API business centre)', () => {
  it('is the page of /open-api-business/group with its save and delete buttons', () => {
    expect(page.route).toBe('/open-api-business/group');
    expect(spec.toolbar).toEqual([{ kind: 'create', button: GROUP_BUTTONS.save }, 'export']);
    expect(spec.rowActions?.map((action) => [action.kind, 'button' in action ? action.button : undefined])).toEqual([
      ['edit', GROUP_BUTTONS.save],
      ['delete', GROUP_BUTTONS.delete],
    ]);
  });

  it('shows name, area, description and update time', () => {
    expect(tableColumns(spec, zh, rowHandlers()).map((column) => column.title)).toEqual([
      '分组名称',
      '所属区域',
      '描述',
      '更新时间',
      '操作',
    ]);
    expect(
      columnsIn(spec, 'table')
        .slice(0, 3)
        .map((column) => cellText(column, GROUP, zh)),
    ).toEqual(['设备数据', '平台数据', '设备与实时数据']);
    expect(textContext('apiGroup', 'en-US', AREAS).t('domainName')).toBe('Area');
  });

  it('filters by name and by area (a select of the areas), sent in form B data', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['name', '分组名称', 'text'],
      ['domainId', '所属区域', 'select'],
    ]);
    expect(fields[1]).toMatchObject({
      options: [
        { value: 1, label: '平台数据' },
        { value: 2, label: '能源' },
      ],
    });
    const body = listSourceOf(spec).key({ pageIndex: 1, pageSize: 20, filters: { domainId: 2 } })[3];
    expect(body).toEqual({
      body: { data: { domainId: 2 }, offset: 0, limit: 20, orders: [{ column: 'create_date', asc: false }] },
    });
  });

  it('saves with the id when editing', () => {
    expect(toGroupBody({ name: 'G', domainId: 2 }, 3)).toEqual({ id: 3, name: 'G', domainId: 2, description: '' });
    expect(toGroupBody({ name: 'G', domainId: 2, description: 'x' })).toEqual({
      name: 'G',
      domainId: 2,
      description: 'x',
    });
  });
});
