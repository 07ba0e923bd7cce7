import { PAGE_IDS } from '@beacon/contracts/registry';
import { SYSTEM_PATHS } from '@beacon/contracts/system-management';
import { ROLE_BUTTONS } from '@beacon/contracts/system-management.endpoints';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyRow, RowActionSpec } from '../../../components/page-kit/page-spec';
import { rowActions } from '../../../components/page-kit/row-actions';
import { cellText, columnsIn } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { ok, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { rowHandlers, textContext } from '../../../test/text-context';
import page from './role.page';
import { ADMIN_ROLE, OPS_ROLE } from './role.test-rows';

const { spec } = page;
const zh = textContext('role');
const server = setupTestServer('admin');
const BASE = SYSTEM_PATHS.role;

const keyOf = (action: RowActionSpec<AnyRow>): string => ('key' in action && action.key) || action.kind;
const offered = (row: AnyRow) =>
  spec.rowActions?.filter((action) => action.kind === 'detail' || (action.visible?.(row) ?? true)).map(keyOf);
const remove = spec.rowActions?.find((action) => keyOf(action) === 'delete');

describe('role page', () => {
  it('is the page of /platform-manage-role/list', () => {
    expect(page.route).toBe('/platform-manage-role/list');
  });

  it('shows name (built-in tagged), code, description, how many pages it grants, and the date', () => {
    const texts = columnsIn(spec, 'table').map((column) => cellText(column, ADMIN_ROLE, zh));
    expect(texts).toEqual([
      '超级管理员',
      'admin',
      '全部权限',
      PAGE_IDS.length,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    ]);
    expect(columnsIn(spec, 'table').map((column) => zh.t(column.label ?? column.key))).toEqual([
      '角色名称',
      '角色编码',
      '描述',
      '页面数',
      '创建时间',
    ]);
    // Module codes are no pages.
    expect(cellText(columnsIn(spec, 'table')[3] ?? { key: 'resources' }, OPS_ROLE, zh)).toBe(1);
    const name = columnsIn(spec, 'table')[0];
    render(name?.render?.(ADMIN_ROLE, zh));
    expect(screen.getByText('内置')).toHaveClass('ant-tag');
    render(name?.render?.(OPS_ROLE, zh));
    expect(screen.getAllByText('内置')).toHaveLength(1);
  });

  it('filters by name and code', () => {
    const fields = filterFields(spec, zh);
    expect(fields).toEqual([
      { model: 'name', label: '角色名称', type: 'text', maxLength: 64 },
      { model: 'code', label: '角色编码', type: 'text', maxLength: 64 },
    ]);
    const filters = { name: '运维', code: 'ops' };
    expect(specBody(spec)({ pageIndex: 1, pageSize: 10, filters })).toEqual({
      page_index: 1,
      page_size: 10,
      ...filters,
    });
  });

  it('offers the built-in role only a view; the others edit and delete, behind their buttons; create too', () => {
    expect(offered(ADMIN_ROLE)).toEqual(['view']);
    expect(offered(OPS_ROLE)).toEqual(['edit', 'delete']);
    expect(rowActions(spec, zh, rowHandlers()).map((action) => [action.testId, action.label, action.pageId])).toEqual([
      ['row-view', '查看', undefined],
      ['row-edit', '编辑', ROLE_BUTTONS.edit],
      ['row-delete', '删除', ROLE_BUTTONS.delete],
    ]);
    expect(spec.toolbar).toEqual([{ kind: 'create', button: ROLE_BUTTONS.create }]);
  });

  it('delete asks 删除确认 when nobody holds the role, then DELETEs; a 409 that races it rejects with its message', async () => {
    if (remove?.kind !== 'confirm' || remove.ask === 'delete') throw new Error('no delete action');
    server.current.routes.set(`${BASE}/2/holders`, ok({ total: 0, accounts: [] }));
    expect(await remove.refusal?.(OPS_ROLE)).toBeUndefined();
    const name = remove.name?.(OPS_ROLE);
    expect([
      zh.t(remove.ask.title),
      zh.t(remove.ask.content, { name }),
      zh.t(remove.success),
      remove.ask.danger,
    ]).toEqual(['删除确认', '删除角色“运维角色”？当前没有账号持有该角色。', '删除成功', true]);
    const refusedLate = 'id: role is assigned to 1 account(s): late; unassign it first';
    server.current.routes.set(`${BASE}/2`, { status: 409, body: { code: 409, msg: refusedLate } });
    await expect(remove.call(OPS_ROLE)).rejects.toThrow(refusedLate);
    expect(requestsTo(server.current, `${BASE}/2`, 'DELETE')).toHaveLength(1);
  });

  it('delete of a role accounts hold is refused, listing them', async () => {
    if (remove?.kind !== 'confirm') throw new Error('no delete action');
    server.current.routes.set(`${BASE}/2/holders`, ok({ total: 22, accounts: ['alice', 'bob'] }));
    const refusal = await remove.refusal?.(OPS_ROLE);
    expect(refusal && zh.t(refusal.title)).toBe('角色正在使用');
    render(refusal?.content);
    const holders = screen.getByTestId('role-holders');
    expect(holders).toHaveTextContent('角色“运维角色”被 22 个账号持有，需先从这些账号中移除后才能删除：');
    expect(
      within(holders)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['alice', 'bob']);
    expect(holders).toHaveTextContent('以及另外 20 个账号');
    expect(requestsTo(server.current, `${BASE}/2`, 'DELETE')).toHaveLength(0);
  });
});
