import type { DeviceLog } from '@beacon/contracts/telemetry';
import { fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { cellTagColor, cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { setLanguage } from '../../../i18n';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './device-log.page';

const { spec } = page;
const zh = textContext('deviceLog');
const AT = Date.UTC(2026, 10, 23, 6, 0, 0);
const REJECTED: DeviceLog = {
  id: 2,
  iotId: 'iot-0001',
  devKey: 'sensor-01',
  deviceName: '1号温湿度传感器',
  type: 'rejected',
  content: '{"params":{"temperature":999}}',
  reason: 'temperature: out of range: 999 > max 80',
  refusals: [{ path: 'temperature', reason: 'tooBig', params: { max: 80 } }],
  createDate: AT,
  count: 37,
};
// A row written before reason keys: its English is all there is.
const OLD: DeviceLog = {
  ...REJECTED,
  id: 3,
  content: '{"params":{"humidity":-1}}',
  reason: 'humidity: out of range: -1 < min 0',
  refusals: undefined,
  count: 1,
};
const ONLINE: DeviceLog = { ...REJECTED, id: 1, type: 'online', content: 'connected', reason: '', refusals: undefined };
const column = (key: string) => {
  const found = columnsIn(spec, 'table').find((item) => item.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};
const text = (key: string, row: DeviceLog) => cellText(column(key), row, zh);

afterEach(() => setLanguage('zh-CN'));

describe('device log page', () => {
  it('is the page of /log-manage/list with time, device, type, content, reason and count', () => {
    expect(page.route).toBe('/log-manage/list');
    expect(tableColumns(spec, zh, rowHandlers()).map((item) => [item.title, item.width])).toEqual([
      ['时间', 170],
      ['设备名称', 160],
      ['设备Key', 160],
      ['日志类型', 100],
      ['内容', 320],
      ['原因', 220],
      ['次数', 80],
    ]);
    expect(columnsIn(spec, 'table').map((item) => cellText(item, REJECTED, zh))).toEqual([
      expect.stringMatching(/^2026-11-23 \d{2}:00:00$/),
      '1号温湿度传感器',
      'sensor-01',
      '消息拒绝',
      '{"params":{"temperature":999}}',
      'temperature: 不能大于 80',
      37,
    ]);
    expect(column('count').align).toBe('right');
  });

  it('shows the type as a coloured tag', () => {
    expect([text('type', ONLINE), cellTagColor(column('type'), ONLINE)]).toEqual(['上线', 'green']);
    expect(cellTagColor(column('type'), REJECTED)).toBe('red');
  });

  it("says a rejection's reason in the operator's language; an old row keeps its English; none stays empty", () => {
    expect(text('reason', OLD)).toBe('humidity: out of range: -1 < min 0');
    expect(text('reason', ONLINE)).toBe('');
    setLanguage('en-US');
    expect(text('reason', REJECTED)).toBe('temperature: Must be at most 80');
  });

  it('cuts content and reason to one line, the whole text in a popover; an empty reason stays empty (the table shows "--")', async () => {
    const reason = column('reason');
    expect(reason.render?.(ONLINE, zh)).toBe('');
    render(<div>{reason.render?.(REJECTED, zh)}</div>);
    fireEvent.mouseEnter(screen.getByText('temperature: 不能大于 80'));
    expect(await screen.findByText('temperature: 不能大于 80', { selector: 'pre' })).toBeInTheDocument();
    render(<div>{column('content').render?.(OLD, zh)}</div>);
    expect(screen.getByText('{"params":{"humidity":-1}}')).toBeInTheDocument();
  });

  it('filters by device key (its column size), type and time range sent as from/to, the end second included', () => {
    expect(filterFields(spec, zh).map((field) => [field.model, field.label, field.type])).toEqual([
      ['devKey', '设备Key', 'text'],
      ['type', '日志类型', 'select'],
      ['timeRange', '时间范围', 'datetimerange'],
    ]);
    expect(filterFields(spec, zh)[0]).toMatchObject({ maxLength: 64 });
    const body = specBody(spec)({
      pageIndex: 2,
      pageSize: 20,
      filters: { timeRange: ['2026-11-01 00:00:00', '2026-11-02 23:59:59'], type: 'rejected', devKey: 'sensor-01' },
    });
    expect(body).toEqual({
      page_index: 2,
      page_size: 20,
      devKey: 'sensor-01',
      type: 'rejected',
      from: dayjs('2026-11-01 00:00:00').valueOf(),
      to: dayjs('2026-11-02 23:59:59').valueOf() + 999,
    });
    expect(specBody(spec)({ pageIndex: 1, pageSize: 10, filters: {} })).toEqual({ page_index: 1, page_size: 10 });
  });
});
