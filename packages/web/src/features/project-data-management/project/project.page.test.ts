import { MASTER_DATA_PATHS } from '@beacon/contracts/project-data-management';
import { PROJECT_BUTTONS } from '@beacon/contracts/project-data-management.endpoints';
import { describe, expect, it } from 'vitest';
import { cellTagColor, cellText, columnsIn, exportColumns } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { ok, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { textContext } from '../../../test/text-context';
import page from './project.page';
import { NANSHAN_ROW, REGION_TREE, XIHU_ROW } from './project.test-rows';

const { spec } = page;
const zh = textContext('project', 'zh-CN', REGION_TREE);
const server = setupTestServer('admin');
const texts = (row: typeof NANSHAN_ROW) => columnsIn(spec, 'table').map((column) => cellText(column, row, zh));

describe('project page', () => {
  it('is the page of /data-manage/project', () => {
    expect(page.route).toBe('/data-manage/project');
  });

  it('shows type and status as tags, region names from the tree, coordinates, devices and the date', () => {
    expect(texts(NANSHAN_ROW)).toEqual([
      'P-SZ-001',
      '南山花园',
      '小区',
      '广东省 / 深圳市 / 南山区',
      '科技园路1号',
      '113.93, 22.53',
      '启用',
      12,
      expect.stringMatching(/^2024-05-06 \d{2}:30:15$/),
    ]);
    expect(texts(XIHU_ROW).slice(2, 7)).toEqual(['园区', '浙江省 / 杭州市 / 西湖区', '文三路2号', '', '停用']);
    const status = columnsIn(spec, 'table').find((column) => column.key === 'status');
    expect(status && [cellTagColor(status, NANSHAN_ROW), cellTagColor(status, XIHU_ROW)]).toEqual(['green', 'default']);
    // A region the tree does not know reads as its code.
    expect(texts({ ...XIHU_ROW, areaCode: '990000' })[3]).toBe('990000');
  });

  it('exports the table columns with their titles and texts', () => {
    const columns = exportColumns(spec, zh);
    expect(columns.map((column) => column.header)).toEqual([
      '项目编码',
      '项目名称',
      '项目类型',
      '所属区域',
      '详细地址',
      '经纬度',
      '状态',
      '设备数',
      '创建时间',
    ]);
    expect(columns[3]?.value(NANSHAN_ROW)).toBe('广东省 / 深圳市 / 南山区');
  });

  it('filters by code, name, type, 6-digit region code and status', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['projectCode', '项目编码', 'text'],
      ['projectName', '项目名称', 'text'],
      ['type', '项目类型', 'select'],
      ['areaCode', '区域编码', 'text'],
      ['status', '状态', 'select'],
    ]);
    expect(fields[3]).toMatchObject({ maxLength: 6, placeholder: '6位区域编码' });
    expect(
      specBody(spec)({ pageIndex: 1, pageSize: 10, filters: { type: 'park', areaCode: '440300', projectName: '' } }),
    ).toEqual({
      page_index: 1,
      page_size: 10,
      type: 'park',
      areaCode: '440300',
    });
  });

  it('creates, edits and deletes behind their buttons; delete names the project and calls DELETE by id', async () => {
    expect(spec.toolbar).toEqual([{ kind: 'create', button: PROJECT_BUTTONS.create }, 'export']);
    expect(spec.rowActions?.map((action) => [action.kind, 'button' in action ? action.button : undefined])).toEqual([
      ['edit', PROJECT_BUTTONS.edit],
      ['delete', PROJECT_BUTTONS.delete],
    ]);
    const remove = spec.rowActions?.find((action) => action.kind === 'delete');
    if (remove?.kind !== 'delete') throw new Error('no delete action');
    expect(remove.name(XIHU_ROW)).toBe('西湖园区');
    const path = `${MASTER_DATA_PATHS.project}/2`;
    server.current.routes.set(path, ok(null));
    await remove.call(XIHU_ROW);
    expect(requestsTo(server.current, path, 'DELETE')).toHaveLength(1);
  });
});
