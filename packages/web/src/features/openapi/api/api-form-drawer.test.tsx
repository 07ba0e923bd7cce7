import type { OpenApi } from '@beacon/contracts/open-platform-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, findOverlay, formB, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { ApiFormDrawer } from './api-form-drawer';

const server = setupTestServer();
const UPDATE = '/open-platform/api/update';
const DRAFT: OpenApi = {
  id: 6,
  name: '工单同步',
  method: 'POST',
  path: '/work-order/sync',
  domainId: 1,
  domainName: '平台数据',
  groupId: 2,
  groupName: '工单对接',
  clusterName: null,
  clusterId: null,
  backendPath: '/internal/sync',
  builtin: null,
  requestSchema: null,
  responseSchema: null,
  description: '',
  status: 'draft',
  publishedAt: null,
  createDate: 1,
  updateDate: 2,
};

describe('API form drawer', { timeout: 60_000 }, () => {
  it('refuses a request definition that is not a JSON Schema on its field, then saves the fixed one (PUT update)', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    server.current.routes.set('/open-platform/domain/list', formB([]));
    server.current.routes.set('/open-platform/group/list', formB([]));
    server.current.routes.set(UPDATE, formB(DRAFT));
    const onClose = vi.fn();
    renderInApp(<ApiFormDrawer open record={DRAFT} onClose={onClose} afterClose={() => undefined} />);
    const drawer = await findOverlay('编辑API');
    const request = within(drawer).getByTestId('api-request-schema');

    fireEvent.change(request, { target: { value: '{"type": "str"}' } });
    await user.click(screen.getByTestId('api-form-submit'));
    expect(await within(drawer).findByText(/^type：只能是以下之一：string, number/)).toBeInTheDocument();
    fireEvent.change(request, { target: { value: '{"type": ' } });
    expect(await within(drawer).findByText(/JSON 格式错误/)).toBeInTheDocument();
    expect(requestsTo(server.current, UPDATE)).toHaveLength(0);

    fireEvent.change(request, { target: { value: '{"type": "object", "required": ["number"]}' } });
    await user.click(screen.getByTestId('api-form-submit'));
    await waitFor(() => expect(requestsTo(server.current, UPDATE, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, UPDATE)[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 6,
      name: '工单同步',
      method: 'POST',
      path: '/work-order/sync',
      domainId: 1,
      groupId: 2,
      builtin: null,
      clusterId: null,
      backendPath: '/internal/sync',
      requestSchema: { type: 'object', required: ['number'] },
      responseSchema: null,
      description: '',
    });
    await expectToast('API已保存');
    expect(onClose).toHaveBeenCalled();
  });
});
