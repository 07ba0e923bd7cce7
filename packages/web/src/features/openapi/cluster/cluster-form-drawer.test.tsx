import type { ServiceCluster } from '@beacon/contracts/gateway-cluster';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectToast, findOverlay, formB, renderInApp, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { ClusterFormDrawer } from './cluster-form-drawer';

const server = setupTestServer();
const SAVE = '/api/v1/gateway/service-cluster/save';
const UPDATE = '/api/v1/gateway/service-cluster/update';
const CLUSTER: ServiceCluster = {
  id: 4,
  name: '订单服务',
  nodes: [{ host: '10.0.0.1', port: 8080, weight: 2, health: 'down', lastCheck: 1, lastError: 'HTTP 503' }],
  balance: 'weighted',
  timeoutMs: 2_000,
  retries: 1,
  healthCheck: { path: '/health', intervalSeconds: 30 },
  description: '',
  apiCount: 0,
  createDate: 1,
  updateDate: 2,
};

describe('service cluster form drawer', { timeout: 60_000 }, () => {
  it('shows each node’s health, refuses a repeated node, and saves nodes and the health check (PUT update)', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    server.current.routes.set(UPDATE, formB(CLUSTER));
    const onClose = vi.fn();
    renderInApp(<ClusterFormDrawer open record={CLUSTER} onClose={onClose} afterClose={() => undefined} />);
    const drawer = await findOverlay('编辑服务集群');
    expect(within(drawer).getByText('异常')).toBeInTheDocument();

    await user.click(within(drawer).getByText('添加节点'));
    const hosts = within(drawer).getAllByPlaceholderText('主机或 IP');
    fireEvent.change(hosts[1] as HTMLElement, { target: { value: '10.0.0.1' } });
    const ports = within(drawer).getAllByPlaceholderText('端口');
    fireEvent.change(ports[1] as HTMLElement, { target: { value: '8080' } });
    await user.click(screen.getByTestId('cluster-form-submit'));
    expect(await within(drawer).findByText('与第 1 行重复')).toBeInTheDocument();
    expect(requestsTo(server.current, UPDATE)).toHaveLength(0);

    fireEvent.change(hosts[1] as HTMLElement, { target: { value: 'orders-2.internal' } });
    await user.click(screen.getByTestId('cluster-form-submit'));
    await waitFor(() => expect(requestsTo(server.current, UPDATE, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, UPDATE)[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 4,
      name: '订单服务',
      nodes: [
        { host: '10.0.0.1', port: 8080, weight: 2 },
        { host: 'orders-2.internal', port: 8080, weight: 1 },
      ],
      balance: 'weighted',
      timeoutMs: 2_000,
      retries: 1,
      healthCheck: { path: '/health', intervalSeconds: 30 },
      description: '',
    });
    await expectToast('服务集群已保存');
    expect(onClose).toHaveBeenCalled();
  });

  it('creates a cluster without a health check: its host is required first', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    server.current.routes.set(SAVE, formB(CLUSTER));
    renderInApp(<ClusterFormDrawer open record={undefined} onClose={() => undefined} afterClose={() => undefined} />);
    const drawer = await findOverlay('新增服务集群');
    fireEvent.change(within(drawer).getByLabelText('集群名称'), { target: { value: '库存' } });
    await user.click(screen.getByTestId('cluster-form-submit'));
    expect(await within(drawer).findByText('必填')).toBeInTheDocument();
    fireEvent.change(within(drawer).getByPlaceholderText('主机或 IP'), { target: { value: '2001:db8::5' } });
    await user.click(screen.getByTestId('cluster-form-submit'));
    await waitFor(() => expect(requestsTo(server.current, SAVE, 'POST')).toHaveLength(1));
    expect(requestsTo(server.current, SAVE)[0]?.json).toMatchObject({
      name: '库存',
      nodes: [{ host: '2001:db8::5', port: 80, weight: 1 }],
      healthCheck: null,
    });
  });
});
