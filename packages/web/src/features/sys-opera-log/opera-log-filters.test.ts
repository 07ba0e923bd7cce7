import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { moduleTitle, toOperaLogPageRequest } from './opera-log-filters';

const local = (text: string) => dayjs(text).valueOf();

describe('toOperaLogPageRequest', () => {
  it('turns the serialised date-time range into epoch ms, the end second included', () => {
    const request = toOperaLogPageRequest({
      page_index: 1,
      page_size: 10,
      account: 'admin',
      timeRange: ['2026-03-01 00:00:00', '2026-03-02 23:59:59'],
    });
    expect(request).toEqual({
      page_index: 1,
      page_size: 10,
      account: 'admin',
      startTime: local('2026-03-01T00:00:00'),
      endTime: local('2026-03-02T23:59:59') + 999,
    });
  });

  it('sends no times without a range and keeps the module', () => {
    expect(toOperaLogPageRequest({ page_index: 2, page_size: 20, module: 'auth' })).toEqual({
      page_index: 2,
      page_size: 20,
      module: 'auth',
    });
  });

  it('ignores unparseable or missing range ends', () => {
    const request = toOperaLogPageRequest({ page_index: 1, page_size: 10, timeRange: ['nonsense', ''] });
    expect(request).toEqual({ page_index: 1, page_size: 10 });
  });
});

describe('moduleTitle', () => {
  it('names module codes in the language, auth as given, unknown codes as they are', () => {
    expect(moduleTitle('system-management', 'zh-CN', '登录/登出')).toBe('平台管理');
    expect(moduleTitle('system-management', 'en-US', 'Sign-in')).toBe('System management');
    expect(moduleTitle('auth', 'zh-CN', '登录/登出')).toBe('登录/登出');
    expect(moduleTitle('legacy', 'zh-CN', '登录/登出')).toBe('legacy');
  });
});
