import type { SceneLog } from '@beacon/contracts/log-manage';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { pageTexts } from '../../../components/page-kit/page-texts';
import {
  cellTagColor,
  cellText,
  columnsIn,
  detailItems,
  tableColumns,
} from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './scene-log.page';

const { spec } = page;
const zh = textContext('sceneLog');
const RUN: SceneLog = {
  id: 1,
  ruleId: 'alarm-7',
  ruleName: '温度过高告警',
  trigger: '设备事件 overheat',
  result: 'skipped',
  detail: 'conditions not met: temperature 41 < 45',
  createDate: dayjs('2026-11-23 14:00:00').valueOf(),
};
const handlers = rowHandlers();

describe('scene log page', () => {
  it('is the page of /sass-log/list; its empty table says entries appear once automation rules run', () => {
    expect(page.route).toBe('/sass-log/list');
    expect(pageTexts(zh).empty).toContain('自动化规则');
  });

  it('filters by run time, rule name (its column size) and result', () => {
    expect(filterFields(spec, zh)).toEqual([
      { model: 'timeRange', label: '执行时间', type: 'datetimerange' },
      { model: 'ruleName', label: '规则名称', type: 'text', maxLength: 128 },
      {
        model: 'result',
        label: '执行结果',
        type: 'select',
        options: [
          { value: 'success', label: '成功' },
          { value: 'fail', label: '失败' },
          { value: 'skipped', label: '已跳过' },
        ],
      },
    ]);
  });

  it('sends the time range as from/to in epoch ms, the end second included', () => {
    const body = specBody(spec)({
      pageIndex: 1,
      pageSize: 10,
      filters: { timeRange: ['2026-11-01 08:00:00', '2026-11-01 09:00:00'], ruleName: '告警' },
    });
    expect(body).toEqual({
      page_index: 1,
      page_size: 10,
      ruleName: '告警',
      from: dayjs('2026-11-01 08:00:00').valueOf(),
      to: dayjs('2026-11-01 09:00:00').valueOf() + 999,
    });
  });

  it('shows a run in its columns, the result as a grey skipped tag, and its full detail in the drawer', () => {
    expect(tableColumns(spec, zh, handlers).map((column) => column.title)).toEqual([
      '执行时间',
      '规则名称',
      '规则ID',
      '触发条件',
      '执行结果',
      '详情',
      '操作',
    ]);
    expect(columnsIn(spec, 'table').map((column) => cellText(column, RUN, zh))).toEqual([
      '2026-11-23 14:00:00',
      '温度过高告警',
      'alarm-7',
      '设备事件 overheat',
      '已跳过',
      'conditions not met: temperature 41 < 45',
    ]);
    const result = columnsIn(spec, 'table').find((column) => column.key === 'result');
    expect(result && cellTagColor(result, RUN)).toBe('default');
    expect(detailItems(spec, RUN, zh).map((item) => item.label)).toEqual([
      '执行时间',
      '规则名称',
      '规则ID',
      '触发条件',
      '执行结果',
      '详情',
    ]);
  });
});
