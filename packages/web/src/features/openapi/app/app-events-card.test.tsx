import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectToast, formB, pickOption, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { AppEventsCard } from './app-events-card';

const server = setupTestServer('admin');
const MSG = '/api/v1/message/gateway';
const TYPES = [
  { eventType: 'device.event.alert', name: '设备告警事件' },
  { eventType: 'device.event.error', name: '设备故障事件' },
  { eventType: 'alarm.raised', name: '告警产生' },
  { eventType: 'alarm.cleared', name: '告警清除' },
];

describe('application event push card', { timeout: 60_000 }, () => {
  it('saves the checked event types, sends a test event and shows a refusal in words', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
    const routes = server.current.routes;
    routes.set(`${MSG}/event/type/list`, formB(TYPES));
    routes.set(`${MSG}/app/event-list`, formB(['alarm.raised']));
    routes.set(`${MSG}/app/set-event`, formB(true));
    routes.set(`${MSG}/app/test-event`, formB({ eventId: 'e-1' }));
    renderInApp(<AppEventsCard appId={3} callbackUrl="https://example.com/hook" />);

    const card = await screen.findByTestId('app-events');
    expect(await within(card).findByRole('checkbox', { name: '告警产生' })).toBeChecked();
    expect(requestsTo(server.current, `${MSG}/app/event-list`, 'GET')[0]?.url.searchParams.get('id')).toBe('3');
    await user.click(within(card).getByRole('checkbox', { name: '设备告警事件' }));
    await user.click(within(card).getByTestId('app-events-save'));
    await waitFor(() => expect(requestsTo(server.current, `${MSG}/app/set-event`, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, `${MSG}/app/set-event`, 'POST')[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 3,
      eventTypes: ['device.event.alert', 'alarm.raised'],
    });
    await expectToast('推送事件已保存');

    await user.click(within(card).getByRole('combobox', { name: '测试事件类型' }));
    await user.click(await pickOption('告警清除'));
    await user.click(within(card).getByTestId('app-test-event-send'));
    await waitFor(() => expect(requestsTo(server.current, `${MSG}/app/test-event`, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, `${MSG}/app/test-event`, 'POST')[0]?.json).toMatchObject({
      id: 3,
      eventType: 'alarm.cleared',
    });
    await expectToast('e-1');

    routes.set(`${MSG}/app/test-event`, {
      status: 409,
      body: { code: 409, msg: 'closed', object: null, refusals: [{ path: 'id', reason: 'eventPushAppClosed' }] },
    });
    await user.click(within(card).getByTestId('app-test-event-send'));
    await expectToast('应用已关闭，不会向其推送事件');
  });
});
