import { MISSING_ID, type Probe, type Targets } from './project-scope-targets';

/** Probes of the event center: alarms and AI events follow project scope like devices. */
export const EVENT_CENTER_PROBES: Readonly<Record<string, (t: Targets) => Probe>> = {
  'iothub.alarm.page': () => ({ kind: 'list', call: { method: 'POST', url: '/api/v1/iothub/alarm/page', body: {} } }),
  // Counts only; the scoped account's own alarms are counted in alarm-actions.routes.test.ts.
  'iothub.alarm.activeCount': () => ({
    kind: 'list',
    call: { method: 'GET', url: '/api/v1/iothub/alarm/active-count' },
  }),
  ...Object.fromEntries(
    (
      [
        ['get', 'GET', '', undefined],
        ['ack', 'POST', '/ack', {}],
        ['clear', 'POST', '/clear', {}],
        ['comment', 'POST', '/comment', { text: 'probe' }],
      ] as const
    ).map(([action, method, suffix, body]) => [
      `iothub.alarm.${action}`,
      (t: Targets): Probe => ({
        kind: 'like-missing',
        onB: { method, url: `/api/v1/iothub/alarm/${t.alarmBId}${suffix}`, body },
        onMissing: { method, url: `/api/v1/iothub/alarm/${MISSING_ID}${suffix}`, body },
      }),
    ]),
  ),
  ...Object.fromEntries(
    (['batchAck', 'batchClear'] as const).map((action) => {
      const url = `/api/v1/iothub/alarm/${action === 'batchAck' ? 'batch-ack' : 'batch-clear'}`;
      return [
        `iothub.alarm.${action}`,
        (t: Targets): Probe => ({
          kind: 'like-missing',
          onB: { method: 'POST', url, body: { ids: [t.alarmBId] } },
          onMissing: { method: 'POST', url, body: { ids: [MISSING_ID] } },
        }),
      ];
    }),
  ),
  'iothub.aiEvent.page': () => ({
    kind: 'list',
    call: { method: 'POST', url: '/api/v1/iothub/ai-event/page', body: {} },
  }),
  'iothub.aiEvent.get': (t) => ({
    kind: 'like-missing',
    onB: { method: 'GET', url: `/api/v1/iothub/ai-event/${t.aiEventBId}` },
    onMissing: { method: 'GET', url: `/api/v1/iothub/ai-event/${MISSING_ID}` },
  }),
  'iothub.aiEvent.handle': (t) => ({
    kind: 'like-missing',
    onB: { method: 'POST', url: `/api/v1/iothub/ai-event/${t.aiEventBId}/handle`, body: { status: 'handled' } },
    onMissing: { method: 'POST', url: `/api/v1/iothub/ai-event/${MISSING_ID}/handle`, body: { status: 'handled' } },
  }),
  'iothub.aiEvent.batchHandle': (t) => ({
    kind: 'like-missing',
    onB: {
      method: 'POST',
      url: '/api/v1/iothub/ai-event/batch-handle',
      body: { ids: [t.aiEventBId], status: 'handled' },
    },
    onMissing: {
      method: 'POST',
      url: '/api/v1/iothub/ai-event/batch-handle',
      body: { ids: [MISSING_ID], status: 'handled' },
    },
  }),
};
