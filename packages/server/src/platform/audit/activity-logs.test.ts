import { describe, expect, it } from 'vitest';
import { ActivityLogs, type ApiCallLogEntry, type SceneLogEntry } from './activity-logs';

const call: ApiCallLogEntry = {
  appId: 'app-a',
  appName: 'Park portal',
  apiName: 'device-data',
  method: 'GET',
  path: '/gateway/device-data',
  httpStatus: 200,
  result: 'success',
  durationMs: 3,
  clientIp: '10.0.0.7',
  requestId: 'req-1',
  errorMessage: '',
};
const run: SceneLogEntry = { ruleId: 'r-1', ruleName: 'Overheat', trigger: 'event', result: 'success', detail: '' };

describe('ActivityLogs', () => {
  it('hands each entry to the writers the owning module provided', async () => {
    const logs = new ActivityLogs();
    const written: unknown[] = [];
    logs.provide({
      apiCall: async (entry) => void written.push(entry),
      scene: async (entry) => void written.push(entry),
    });
    await logs.apiCall(call);
    await logs.scene(run);
    expect(written).toEqual([call, run]);
  });

  it('refuses an append before any module provides the writers, and a second provider', async () => {
    const logs = new ActivityLogs();
    await expect(logs.apiCall(call)).rejects.toThrow('no module provides');
    await expect(logs.scene(run)).rejects.toThrow('no module provides');
    const writers = { apiCall: async () => {}, scene: async () => {} };
    logs.provide(writers);
    expect(() => logs.provide(writers)).toThrow('already have a writer');
  });
});
