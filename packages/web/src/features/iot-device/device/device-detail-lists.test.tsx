import { DEVICE_PATH } from '@beacon/contracts/iot-device';
import { renderHook } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cellTagColor, cellText, columnsIn } from '../../../components/page-kit/spec-columns';
import { filterFields } from '../../../components/page-kit/spec-filters';
import { listSourceOf } from '../../../components/page-kit/spec-source';
import { listA, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { textContext } from '../../../test/text-context';
import { SENSOR } from './device.test-rows';
import eventList from './device-event-list';
import logList from './device-log-list';
import { useDetailDevice } from './use-detail-iot-id';

const server = setupTestServer('admin');
const AT = Date.UTC(2024, 4, 7, 1, 2, 3);
const DATE_TIME = expect.stringMatching(/^2024-05-07 \d{2}:02:03$/);
const EVENTS = `/api/v1/iothub/device/${SENSOR.iotId}/event/page`;
const DEVICE = { iotId: SENSOR.iotId };

const EVENT = {
  id: 7,
  iotId: SENSOR.iotId,
  devKey: SENSOR.devKey,
  deviceName: SENSOR.name,
  projectCode: 'P-SZ-001',
  identifier: 'overheat',
  eventName: '过热',
  eventType: 'alert' as const,
  params: { level: 3, note: 'hot' },
  occurTime: AT,
  receiveTime: AT,
};

const LOG = {
  id: 4,
  iotId: SENSOR.iotId,
  devKey: SENSOR.devKey,
  deviceName: SENSOR.name,
  createDate: AT,
  type: 'rejected' as const,
  content: '{"temperature":500}',
  reason: 'temperature: out of range: 500 > max 80',
  refusals: [{ path: 'temperature', reason: 'tooBig' as const, params: { max: 80 } }],
  count: 12,
};

describe("the detail's lists", () => {
  it('both list the device of the detail route', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[`/iot-device-manage/detail?iotId=${SENSOR.iotId}`]}>{children}</MemoryRouter>
    );
    const { result, rerender } = renderHook(() => useDetailDevice(), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first).toEqual(DEVICE);
    expect(eventList.spec.usePathParams).toBe(useDetailDevice);
    expect(logList.spec.usePathParams).toBe(useDetailDevice);
  });

  it('events: occurrence, name with identifier, type tag, params and receipt', () => {
    const zh = textContext('deviceDetailEvents');
    const columns = columnsIn(eventList.spec, 'table');
    expect(columns.map((column) => cellText(column, EVENT, zh))).toEqual([
      DATE_TIME,
      '过热 (overheat)',
      '告警',
      '{"level":3,"note":"hot"}',
      DATE_TIME,
    ]);
    const type = columns.find((column) => column.key === 'eventType');
    expect(type && cellTagColor(type, EVENT)).toBe('orange');
    expect(filterFields(eventList.spec, zh).map((field) => [field.model, field.label, field.type])).toEqual([
      ['eventType', '事件类型', 'select'],
      ['timeRange', '发生时间', 'datetimerange'],
    ]);
  });

  it('events: the device in the path, the event type and the time range (end second included) in the body', async () => {
    server.current.routes.set(EVENTS, listA([EVENT]));
    const source = listSourceOf(eventList.spec, {}, DEVICE);
    const filters = { eventType: 'error', timeRange: ['2026-11-01 00:00:00', '2026-11-02 23:59:59'] };
    expect(
      (await source.load({ pageIndex: 2, pageSize: 20, filters }, new AbortController().signal)).rows,
    ).toHaveLength(1);
    expect(requestsTo(server.current, EVENTS)[0]?.json).toEqual({
      msgId: expect.any(String),
      eventType: 'error',
      page_index: 2,
      page_size: 20,
      from: dayjs('2026-11-01 00:00:00').valueOf(),
      to: dayjs('2026-11-02 23:59:59').valueOf() + 999,
    });
  });

  it("logs: the device's own log through the device page's endpoint, the type's name and the refusal's reason", async () => {
    const zh = textContext('deviceDetailLogs');
    expect(columnsIn(logList.spec, 'table').map((column) => cellText(column, LOG, zh))).toEqual([
      DATE_TIME,
      '拒收',
      '{"temperature":500}',
      'temperature: 不能大于 80',
      12,
    ]);
    const path = `${DEVICE_PATH}/${SENSOR.iotId}/log/page`;
    server.current.routes.set(path, listA([LOG]));
    await listSourceOf(logList.spec, {}, DEVICE).load(
      { pageIndex: 1, pageSize: 10, filters: {} },
      new AbortController().signal,
    );
    expect(requestsTo(server.current, path)[0]?.json).toEqual({
      msgId: expect.any(String),
      page_index: 1,
      page_size: 10,
    });
  });
});
