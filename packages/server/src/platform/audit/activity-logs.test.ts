import { describe, expect, it } from 'vitest';
import { ActivityLogs, type ApiCallLogEntry, type SceneLogEntry } from './activity-logs';

const call: ApiCallLogEntry = {
  appId: 'app-a',
  appName: 'Park portal',
  apiId: 4,
  apiName: 'device-data',
  method: 'GET',
  path: '/gateway/device-data',
  httpStatus: 200,
  result: 'success',
  durationMs: 3,
  clientIp: '10.0.0.7',
  requestId: 'req-1',
  errorMessage: '',
  reason: '',
  bytesIn: 0,
  bytesOut: 120,
};
const run: SceneLogEntry = { ruleId: 'r-1', ruleName: 'Overheat', trigger: 'event', result: 'success', detail: '' };

describe('ActivityLogs', () => {
  it('hands each entry to the writers the owning module provided', async () => {
    const logs = new ActivityLogs();
    const written: unknown[] = [];
    let flushed = 0;
    logs.provide({
      apiCall: async (entry) => void written.push(entry),
      apiCalls: async (entries) => void written.push(...entries),
      flush: async () => {
        flushed += 1;
      },
      scene: async (entry) => void written.push(entry),
    });
    await logs.apiCall(call);
    await logs.apiCalls([call, call]);
    await logs.scene(run);
    await logs.flush();
    expect(written).toEqual([call, call, call, run]);
    expect(flushed).toBe(1);
  });

  it('refuses an append before any module provides the writers, and a second provider', async () => {
    const logs = new ActivityLogs();
    await expect(logs.apiCall(call)).rejects.toThrow('no module provides');
    await expect(logs.scene(run)).rejects.toThrow('no module provides');
    await expect(logs.apiCalls([call])).rejects.toThrow('no module provides');
    await expect(logs.flush()).rejects.toThrow('no module provides');
    const writers = { apiCall: async () => {}, apiCalls: async () => {}, flush: async () => {}, scene: async () => {} };
    logs.provide(writers);
    expect(() => logs.provide(writers)).toThrow('already have a writer');
  });
});
