import { type Role, SYSTEM_PATHS } from '@beacon/contracts/system-management';
import { roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { endpointQueryOptions } from '../../lib/api-client/call-endpoint';
import { expectToast, findOverlay, ok, renderInApp, requestsTo, setupTestServer } from '../../test/page-test-kit';
import { EntityFormDrawer } from './entity-form-drawer';
import { useEntityForm } from './use-entity-form';

const server = setupTestServer();
const BASE = SYSTEM_PATHS.role;
const ROLE: Role = { id: 5, code: 'ops', name: '运维', description: '', resources: [], builtin: false, createDate: 1 };

type Values = { code: string; name: string };

/** A role editor declared on the kit, with no client rules: the contract check is the only one. */
function RoleEditor({ id, onSaved }: { id?: number; onSaved: () => void }) {
  const entityForm = useEntityForm({
    id,
    get: roleEndpoints.get,
    save: roleEndpoints.save,
    update: roleEndpoints.update,
    toValues: (role: Role) => ({ code: role.code, name: role.name }),
    defaults: { name: '' },
    toSaveBody: (values: Values) => ({ code: values.code ?? '', name: values.name }),
    toUpdateBody: (values, roleId) => ({ id: roleId, name: values.name }),
    fields: ['code', 'name'],
    successText: '保存成功',
    onSaved,
  });
  return (
    <EntityFormDrawer entityForm={entityForm} open onClose={onSaved} title="角色" testId="role-drawer" name="role">
      <Form.Item name="code" label="编码">
        <Input />
      </Form.Item>
      <Form.Item name="name" label="名称">
        <Input />
      </Form.Item>
    </EntityFormDrawer>
  );
}

/** Something else on the page reading the role resource (it refetches when a save invalidates it). */
function RoleReader() {
  const role = useQuery(endpointQueryOptions(roleEndpoints.get, { params: { id: 5 } }));
  return <span data-testid="reader">{role.data?.data.name}</span>;
}

describe('useEntityForm', { timeout: 20_000 }, () => {
  it('checks the body against the contract before sending: issues land on their fields, in Chinese', async () => {
    const user = userEvent.setup();
    renderInApp(<RoleEditor onSaved={vi.fn()} />);
    const drawer = await findOverlay('角色');
    await user.type(within(drawer).getByLabelText('编码'), '9bad');
    await user.click(screen.getByTestId('role-submit'));
    expect(await within(drawer).findByText('须以字母开头，只能包含字母、数字和 _ -')).toBeInTheDocument();
    expect(within(drawer).getByText('必填')).toBeInTheDocument();
    expect(within(drawer).queryByText(/must|expected|Too small/)).toBeNull();
    expect(requestsTo(server.current, `${BASE}/save`)).toHaveLength(0);
  });

  it('a 409 refusal of a field shows its reason in Chinese on that field and keeps the form; a retry saves', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    server.current.routes.set(`${BASE}/5`, ok(ROLE));
    server.current.routes.set(`${BASE}/save`, {
      status: 409,
      body: { code: 4001001, msg: 'code: already exists', refusals: [{ path: 'code', reason: 'alreadyExists' }] },
    });
    renderInApp(
      <>
        <RoleReader />
        <RoleEditor onSaved={onSaved} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('reader')).toHaveTextContent('运维'));
    const drawer = await findOverlay('角色');
    await user.type(within(drawer).getByLabelText('编码'), 'ops');
    await user.type(within(drawer).getByLabelText('名称'), '运维二');
    await user.click(screen.getByTestId('role-submit'));
    const error = await within(drawer).findByText('已存在', { selector: '.ant-form-item-explain-error' });
    expect(error.closest('.ant-form-item')).toContainElement(within(drawer).getByLabelText('编码'));
    expect(screen.queryByText('code: already exists')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    expect(requestsTo(server.current, `${BASE}/save`, 'POST')[0]?.json).toEqual({
      msgId: expect.any(String),
      code: 'ops',
      name: '运维二',
    });

    // A refusal no field shows is toasted in Chinese, its parameters filled in.
    server.current.routes.set(`${BASE}/save`, {
      status: 403,
      body: {
        code: 403,
        msg: 'this role grants resources you do not hold: a',
        refusals: [{ path: '', reason: 'resourcesNotHeld', params: { resources: 'a' } }],
      },
    });
    await user.click(screen.getByTestId('role-submit'));
    await expectToast('授予了您没有的权限：a');

    server.current.routes.set(`${BASE}/save`, ok({ ...ROLE, id: 6 }));
    server.current.routes.set(`${BASE}/5`, ok({ ...ROLE, name: '运维组' }));
    await user.click(screen.getByTestId('role-submit'));
    await expectToast('保存成功');
    expect(onSaved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('reader')).toHaveTextContent('运维组'));
  });

  it('edits an entity loaded through its get endpoint and sends the update', async () => {
    const user = userEvent.setup();
    server.current.routes.set(`${BASE}/5`, ok(ROLE));
    server.current.routes.set(`${BASE}/update`, ok(ROLE));
    renderInApp(<RoleEditor id={5} onSaved={vi.fn()} />);
    const drawer = await findOverlay('角色');
    await waitFor(() => expect(within(drawer).getByLabelText('名称')).toHaveValue('运维'));
    await user.type(within(drawer).getByLabelText('名称'), '组');
    await user.click(screen.getByTestId('role-submit'));
    await waitFor(() => expect(requestsTo(server.current, `${BASE}/update`, 'PUT')).toHaveLength(1));
    expect(requestsTo(server.current, `${BASE}/update`)[0]?.json).toEqual({
      msgId: expect.any(String),
      id: 5,
      name: '运维组',
    });
  });
});
