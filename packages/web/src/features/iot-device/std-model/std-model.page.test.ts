import { IOT_MODEL_PATHS } from '@beacon/contracts/iot-model';
import { STD_MODEL_BUTTONS } from '@beacon/contracts/iot-model.endpoints';
import { describe, expect, it } from 'vitest';
import { cellText, columnsIn } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { refusalText } from '../../../lib/api-client/refusal-text';
import { ApiError } from '../../../lib/api-client/request';
import { ok, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { textContext } from '../../../test/text-context';
import { ProductGroupsButton } from './product-groups-button';
import page from './std-model.page';
import { CATEGORIES, DOMAINS, GROUPS, METER, SENSOR } from './std-model.test-rows';
import { stdModelLookups } from './std-model-lookups';

const { spec } = page;
const zh = textContext('stdModel', 'zh-CN', stdModelLookups(GROUPS, CATEGORIES, DOMAINS));
const server = setupTestServer('admin');
const BASE = IOT_MODEL_PATHS.stdModel;
const texts = (row: typeof SENSOR) => columnsIn(spec, 'table').map((column) => cellText(column, row, zh));
const action = (key: string) => {
  const found = spec.rowActions?.find((item) => ('key' in item && item.key ? item.key : item.kind) === key);
  if (!found) throw new Error(`no row action ${key}`);
  return found;
};

describe('standard model page', () => {
  it('is the page of /std-model/list', () => {
    expect(page.route).toBe('/std-model/list');
  });

  it('shows group, category path and domain model names, the model size and alarm rule count', () => {
    expect(columnsIn(spec, 'table').map((column) => zh.t(column.label ?? column.key))).toEqual([
      '模型名称',
      '产品标识',
      '产品分组',
      '设备分类',
      '接入协议',
      '领域服务模型',
      '属性 / 事件 / 服务',
      '告警规则',
      '更新时间',
    ]);
    expect(texts(SENSOR)).toEqual([
      '温湿度传感器',
      'th-sensor',
      '环境监测',
      '园区 / 一号楼',
      'MQTT',
      '环境感知 (env-sense)',
      '2 / 1 / 0',
      1,
      expect.stringMatching(/^2024-05-06 \d{2}:30:15$/),
    ]);
    // No group, category or domain model: empty cells; an id the lookups do not know reads as #id.
    expect(texts(METER).slice(2, 8)).toEqual(['', '', 'Modbus', '', '0 / 0 / 0', 0]);
    expect(texts({ ...METER, groupId: 9 })[2]).toBe('#9');
  });

  it('filters by name, productKey, group and category path, sending their ids', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['name', '模型名称', 'text'],
      ['productKey', '产品标识', 'text'],
      ['groupId', '产品分组', 'select'],
      ['categoryId', '设备分类', 'select'],
    ]);
    expect(fields[2]).toMatchObject({
      options: [
        { value: 1, label: '环境监测' },
        { value: 2, label: '能源计量' },
      ],
    });
    expect(fields[3]).toMatchObject({
      options: [
        { value: 10, label: '园区' },
        { value: 11, label: '园区 / 一号楼' },
      ],
    });
    expect(
      specBody(spec)({
        pageIndex: 1,
        pageSize: 10,
        filters: { name: '温湿度', groupId: 1, categoryId: 11, productKey: '' },
      }),
    ).toEqual({ page_index: 1, page_size: 10, name: '温湿度', groupId: 1, categoryId: 11 });
  });

  it('opens the detail for everyone; create, edit, associations, delete and groups need their buttons', () => {
    expect(spec.toolbar).toEqual([{ kind: 'create', button: STD_MODEL_BUTTONS.create }]);
    expect(spec.parts?.toolbar).toBe(ProductGroupsButton);
    expect(spec.rowActions?.map((item) => [item.kind, 'button' in item ? item.button : undefined])).toEqual([
      ['link', undefined],
      ['edit', STD_MODEL_BUTTONS.edit],
      ['link', STD_MODEL_BUTTONS.relevance],
      ['delete', STD_MODEL_BUTTONS.delete],
    ]);
    const detail = action('detail');
    const relevance = action('relevance');
    if (detail.kind !== 'link' || relevance.kind !== 'link') throw new Error('not links');
    expect(zh.t('detail')).toBe('详情');
    expect(detail.to(SENSOR)).toBe('/std-model/detail?id=1');
    expect(zh.t('relevance')).toBe('关联管理');
    expect(relevance.to(SENSOR)).toBe('/std-model/relevance?stdModelId=1');
  });

  it('delete names the model and calls DELETE by id; a model devices use is refused, saying so', async () => {
    const remove = action('delete');
    if (remove.kind !== 'delete') throw new Error('no delete action');
    expect(remove.name(SENSOR)).toBe('温湿度传感器');
    server.current.routes.set(`${BASE}/2`, ok(null));
    await remove.call(METER);
    expect(requestsTo(server.current, `${BASE}/2`, 'DELETE')).toHaveLength(1);

    server.current.routes.set(`${BASE}/1`, {
      status: 409,
      body: {
        code: 409,
        msg: 'id: standard model is used by 3 device(s); move or delete them first',
        refusals: [{ path: 'id', reason: 'inUse', params: { holder: 'devices', count: 3 } }],
      },
    });
    const refused = await remove.call(SENSOR).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    const [refusal] = refused instanceof ApiError ? refused.refusals : [];
    expect(refusal && refusalText(refusal)).toBe('仍被 3 个设备使用，请先移除或删除');
  });
});
