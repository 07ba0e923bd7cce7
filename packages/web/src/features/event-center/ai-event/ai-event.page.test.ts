import type { AiEvent } from '@beacon/contracts/ai-event';
import { AI_EVENT_BUTTONS } from '@beacon/contracts/ai-event.endpoints';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { ToolbarSpec } from '../../../components/page-kit/page-spec';
import { cellTagColor, cellText, columnsIn, tableColumns } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { ok, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './ai-event.page';
import { mediaItems, thumbnailOf } from './ai-event-texts';

const { spec } = page;
const PROJECTS = [{ projectCode: 'P-SZ-001', projectName: '南山花园' }];
const zh = textContext('aiEvent', 'zh-CN', PROJECTS);
const en = textContext('aiEvent', 'en-US', PROJECTS);
const AT = Date.UTC(2026, 10, 23, 6, 0, 0);
const URL_OF = (key: string) => `/api/v1/iothub/ai-event/media/${key}?expires=1&signature=s`;
const EVENT: AiEvent = {
  id: 5,
  iotId: 'd00000000000000000001',
  devKey: 'cam-01',
  deviceName: '东门摄像机',
  projectCode: 'P-SZ-001',
  algorithm: 'fire_smoke',
  confidence: 0.873,
  ts: AT,
  status: 'false_alarm',
  media: [
    { url: URL_OF('a.png'), type: 'image/png' },
    { url: URL_OF('b.jpg'), type: 'image/jpeg' },
  ],
  handledBy: 'admin',
  handledTime: AT + 60_000,
  note: '蒸汽',
};
const CLIP: AiEvent = { ...EVENT, id: 6, status: 'unhandled', media: [{ url: URL_OF('c.mp4'), type: 'video/mp4' }] };
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const server = setupTestServer('admin');
const bulk = (key: string): Extract<ToolbarSpec, { kind: 'bulk' }> => {
  const found = spec.toolbar?.find((item) => typeof item === 'object' && item.kind === 'bulk' && item.key === key);
  if (!found || typeof found !== 'object' || found.kind !== 'bulk') throw new Error(`no bulk ${key}`);
  return found as Extract<ToolbarSpec, { kind: 'bulk' }>;
};

describe('AI event page (event center)', () => {
  it('is the page of /ai-event/list: detail, media, handle dialog on unhandled rows; bulk handled/false alarm; export', () => {
    expect(page.route).toBe('/ai-event/list');
    expect(spec.rowActions?.map((action) => ('key' in action ? action.key : action.kind))).toEqual([
      'detail',
      'viewMedia',
      'handle',
    ]);
    const handle = spec.rowActions?.find((action) => 'key' in action && action.key === 'handle');
    expect(handle && 'button' in handle && handle.button).toBe(AI_EVENT_BUTTONS.handle);
    expect(handle && 'visible' in handle && handle.visible?.(EVENT)).toBe(false);
    expect(handle && 'visible' in handle && handle.visible?.(CLIP)).toBe(true);
    expect(
      spec.toolbar?.map((item) => (typeof item === 'string' ? item : 'key' in item ? item.key : item.kind)),
    ).toEqual(['handled', 'falseAlarm', 'export']);
    expect(bulk('handled').button).toBe(AI_EVENT_BUTTONS.handle);
  });

  it('shows a thumbnail, time, algorithm, confidence, status, device and project; the detail adds who, when and note', () => {
    expect(tableColumns(spec, zh, rowHandlers()).map((column) => column.title)).toEqual([
      '图片',
      '发生时间',
      '算法',
      '置信度',
      '处理状态',
      '设备名称',
      '设备Key',
      '所属项目',
      '操作',
    ]);
    const texts = (place: 'table' | 'detail' | 'export', context = zh) =>
      columnsIn(spec, place).map((column) => cellText(column, EVENT, context));
    expect(texts('table').slice(1)).toEqual([
      expect.stringMatching(DATE_TIME),
      '烟火',
      '87%',
      '误报',
      '东门摄像机',
      'cam-01',
      '南山花园',
    ]);
    const status = columnsIn(spec, 'table').find((column) => column.key === 'status');
    expect(status && cellTagColor(status, CLIP)).toBe('red');
    expect(texts('detail')).toEqual(expect.arrayContaining(['admin', '蒸汽', 'd00000000000000000001']));
    expect(texts('export', en)).toEqual(expect.arrayContaining(['Fire or smoke', 'False alarm']));
    expect(columnsIn(spec, 'export').some((column) => column.key === 'media')).toBe(false);
  });

  it('takes the thumbnail from the first image, a video icon for a clip, and gives the viewer each kind', () => {
    expect(thumbnailOf(EVENT)).toEqual({ url: expect.stringContaining('/media/a.png?expires=1') });
    expect(
      thumbnailOf({ media: [{ ...EVENT.media[0], url: 'x', type: 'image/png', thumbnailUrl: '/t.png' }] }),
    ).toEqual({
      url: expect.stringMatching(/\/t\.png$/),
    });
    expect(thumbnailOf(CLIP)).toBe('video');
    expect(thumbnailOf({ media: [] })).toBeNull();
    expect(mediaItems(EVENT).map((item) => typeof item === 'object' && item.kind)).toEqual(['image', 'image']);
    expect(mediaItems(CLIP)).toEqual([{ url: expect.stringContaining('c.mp4'), kind: 'video' }]);
  });

  it('filters by project, devKey, algorithm, status and time, sent as from/to in epoch ms', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['projectCode', '所属项目', 'select'],
      ['devKey', '设备Key', 'text'],
      ['algorithm', '算法', 'select'],
      ['status', '处理状态', 'select'],
      ['timeRange', '发生时间', 'datetimerange'],
    ]);
    expect(fields[3]).toMatchObject({
      options: [
        { value: 'unhandled', label: '未处理' },
        { value: 'handled', label: '已处理' },
        { value: 'false_alarm', label: '误报' },
      ],
    });
    const body = specBody(spec)({
      pageIndex: 1,
      pageSize: 10,
      filters: { algorithm: 'fall', timeRange: ['2026-11-01 08:00:00', '2026-11-01 09:00:00'] },
    });
    expect(body).toEqual({
      page_index: 1,
      page_size: 10,
      algorithm: 'fall',
      from: dayjs('2026-11-01 08:00:00').valueOf(),
      to: dayjs('2026-11-01 09:00:00').valueOf() + 999,
    });
  });

  it('marks false alarms in bulk by one batch call and names the first failure in the operator language', async () => {
    const path = '/api/v1/iothub/ai-event/batch-handle';
    server.current.routes.set(path, ok({ succeeded: [6], failed: [{ id: 5, reason: 'aiEventAlreadyHandled' }] }));
    const result = await bulk('falseAlarm').runAll?.([CLIP, EVENT], {}, zh);
    expect(result).toEqual({ succeeded: 1, failed: 1, firstError: 'AI事件已处理' });
    expect(requestsTo(server.current, path, 'POST')[0]?.json).toEqual({
      msgId: expect.any(String),
      ids: [6, 5],
      status: 'false_alarm',
    });
  });
});
