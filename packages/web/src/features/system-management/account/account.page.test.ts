import { type Account, SYSTEM_PATHS } from '@beacon/contracts/system-management';
import { ACCOUNT_BUTTONS } from '@beacon/contracts/system-management.endpoints';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyRow, AskSpec, RowActionSpec } from '../../../components/page-kit/page-spec';
import { rowActions } from '../../../components/page-kit/row-actions';
import { cellTagColor, cellText, columnsIn } from '../../../components/page-kit/spec-columns';
import { filterFields, specBody } from '../../../components/page-kit/spec-filters';
import { ok, requestsTo, setupTestServer } from '../../../test/page-test-kit';
import { rowHandlers, textContext } from '../../../test/text-context';
import page, { type AccountLookups, isLocked } from './account.page';
import { ACCOUNTS, ADMIN_ROW, OPS_ROW } from './account.test-rows';

const { spec } = page;
const LOOKUPS: AccountLookups = {
  roles: [{ id: 2, code: 'ops', name: '运维角色', assignable: true }],
  projects: [
    { projectCode: 'P-N', projectName: '北区' },
    { projectCode: 'P-S', projectName: '南区' },
  ],
};
const zh = textContext('account', 'zh-CN', LOOKUPS);
// The test server signs in "admin": ADMIN_ROW is yourself.
const server = setupTestServer('admin');
const BASE = SYSTEM_PATHS.account;
const LOCKED: Account = { ...OPS_ROW, lockedUntil: Date.now() + 600_000 };

const column = (key: string) => {
  const found = columnsIn(spec, 'table').find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};
/** A row action's key (its kind when it has none). */
const keyOf = (candidate: RowActionSpec<AnyRow>): string => ('key' in candidate && candidate.key) || candidate.kind;
/** The row action of a key, as declared. */
const action = (key: string): RowActionSpec<AnyRow> => {
  const found = spec.rowActions?.find((candidate) => keyOf(candidate) === key);
  if (!found) throw new Error(`no row action ${key}`);
  return found;
};
const offered = (row: Account) =>
  spec.rowActions?.filter((candidate) => candidate.kind === 'detail' || (candidate.visible?.(row) ?? true)).map(keyOf);
/** A confirm action's question, success text and call, for a row. */
const confirmOf = (key: string, row: Account) => {
  const found = action(key);
  if (found.kind !== 'confirm' || found.ask === 'delete') throw new Error(`${key} is no confirm`);
  const name = found.name?.(row);
  return {
    danger: found.ask.danger === true,
    title: zh.t(found.ask.title),
    content: zh.t(found.ask.content, { name }),
    success: zh.t(found.success, { name }),
    call: () => found.call(row),
  };
};

describe('account page', () => {
  it('is the page of /platform-manage-account/list', () => {
    expect(page.route).toBe('/platform-manage-account/list');
  });

  it('shows account, name, mobile, email, roles, status, last login and creation; never signed in reads empty', () => {
    const texts = (row: Account) => columnsIn(spec, 'table').map((candidate) => cellText(candidate, row, zh));
    const dateTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(texts(ADMIN_ROW)).toEqual([
      'admin',
      '管理员',
      '13800138000',
      '',
      '超级管理员',
      '已启用',
      dateTime,
      dateTime,
    ]);
    expect(texts(OPS_ROW)).toEqual([
      'ops',
      '运维',
      '13812345678',
      'ops@example.com',
      '运维角色',
      '已禁用',
      '',
      dateTime,
    ]);
    expect(columnsIn(spec, 'table').map((candidate) => zh.t(candidate.label ?? candidate.key))).toEqual([
      '账号',
      '用户名',
      '手机号',
      '邮箱',
      '角色',
      '状态',
      '最近登录',
      '创建时间',
    ]);
    expect([cellTagColor(column('status'), ADMIN_ROW), cellTagColor(column('status'), OPS_ROW)]).toEqual([
      'green',
      'red',
    ]);
  });

  it('tags yourself 当前账号, the roles, and an account locked by failed sign-ins 已锁定', () => {
    render(column('account').render?.(ADMIN_ROW, zh));
    expect(screen.getByText('当前账号')).toBeInTheDocument();
    render(column('roleNames').render?.(ADMIN_ROW, zh));
    expect(screen.getByText('超级管理员')).toHaveClass('ant-tag');
    render(column('status').render?.(LOCKED, zh));
    expect(screen.getByTestId('account-locked')).toHaveTextContent('已锁定');
    expect(screen.getByText('已禁用')).toHaveClass('ant-tag-red');
    render(column('account').render?.(OPS_ROW, zh));
    expect(screen.getAllByText('当前账号')).toHaveLength(1);
    expect(isLocked(OPS_ROW)).toBe(false);
    expect(isLocked({ ...OPS_ROW, lockedUntil: Date.now() - 1 })).toBe(false);
  });

  it('filters by account, user name, mobile, role, project and status', () => {
    const fields = filterFields(spec, zh);
    expect(fields.map((field) => [field.model, field.label, field.type])).toEqual([
      ['account', '账号', 'text'],
      ['userName', '用户名', 'text'],
      ['mobile', '手机号', 'text'],
      ['roleId', '角色', 'select'],
      ['projectCode', '可见项目', 'select'],
      ['status', '状态', 'select'],
    ]);
    expect(fields[2]).toMatchObject({ maxLength: 11 });
    expect(fields[3]).toMatchObject({ options: [{ value: 2, label: '运维角色' }] });
    expect(fields[4]).toMatchObject({
      options: [
        { value: 'P-N', label: '北区' },
        { value: 'P-S', label: '南区' },
      ],
    });
    expect(fields[5]).toMatchObject({
      options: [
        { value: 'enabled', label: '已启用' },
        { value: 'disabled', label: '已禁用' },
      ],
    });
    const filters = {
      account: 'ops',
      userName: '运',
      mobile: '1381',
      roleId: 2,
      projectCode: 'P-S',
      status: 'disabled',
    };
    expect(specBody(spec)({ pageIndex: 1, pageSize: 10, filters })).toEqual({
      page_index: 1,
      page_size: 10,
      ...filters,
    });
  });

  it('offers yourself neither enable/disable, ending sessions, delete nor bulk selection; unlock only while locked', () => {
    expect(offered(ADMIN_ROW)).toEqual(['edit', 'resetPassword']);
    expect(offered(OPS_ROW)).toEqual(['edit', 'enable', 'endSessions', 'resetPassword', 'delete']);
    expect(offered({ ...OPS_ROW, status: 'enabled' })).toEqual([
      'edit',
      'disable',
      'endSessions',
      'resetPassword',
      'delete',
    ]);
    expect(offered(LOCKED)).toContain('unlock');
    expect(ACCOUNTS.map((row) => spec.isSelectable?.(row))).toEqual([false, true]);
  });

  it('puts every button behind its button id, bulk actions too', () => {
    const buttons = rowActions(spec, zh, rowHandlers()).map((button) => [button.testId, button.label, button.pageId]);
    expect(buttons).toEqual([
      ['row-edit', '编辑', ACCOUNT_BUTTONS.edit],
      ['row-enable', '启用', ACCOUNT_BUTTONS.status],
      ['row-disable', '禁用', ACCOUNT_BUTTONS.status],
      ['row-unlock', '解锁', ACCOUNT_BUTTONS.unlock],
      ['row-endSessions', '结束会话', ACCOUNT_BUTTONS.endSessions],
      ['row-resetPassword', '重置密码', ACCOUNT_BUTTONS.resetPassword],
      ['row-delete', '删除', ACCOUNT_BUTTONS.delete],
    ]);
    expect(spec.toolbar?.map((item) => typeof item === 'object' && [item.kind, item.button])).toEqual([
      ['create', ACCOUNT_BUTTONS.create],
      ['bulk', ACCOUNT_BUTTONS.status],
      ['bulk', ACCOUNT_BUTTONS.status],
      ['bulk', ACCOUNT_BUTTONS.delete],
    ]);
  });

  it('enable, disable, unlock and end sessions ask naming the account, then post and say so', async () => {
    const enable = confirmOf('enable', OPS_ROW);
    expect([enable.title, enable.content, enable.success, enable.danger]).toEqual([
      '状态确认',
      '确认启用账号“ops”吗？',
      '已启用账号“ops”',
      false,
    ]);
    const disable = confirmOf('disable', OPS_ROW);
    expect([disable.content, disable.success, disable.danger]).toEqual([
      '确认禁用账号“ops”吗？禁用后该账号将无法登录。',
      '已禁用账号“ops”',
      true,
    ]);
    const unlock = confirmOf('unlock', LOCKED);
    expect([unlock.title, unlock.content, unlock.success]).toEqual([
      '解锁确认',
      '确认解除账号“ops”的登录锁定吗？',
      '已解除账号“ops”的锁定',
    ]);
    const end = confirmOf('endSessions', OPS_ROW);
    expect([end.title, end.content, end.success, end.danger]).toEqual([
      '结束全部会话',
      '结束账号“ops”的全部会话？其所有已登录的页面需要重新登录。',
      '已结束账号“ops”的全部会话',
      true,
    ]);
    server.current.routes.set(`${BASE}/2/enable`, ok(OPS_ROW));
    server.current.routes.set(`${BASE}/2/disable`, ok(OPS_ROW));
    server.current.routes.set(`${BASE}/2/unlock`, ok(OPS_ROW));
    server.current.routes.set(`${BASE}/2/end-sessions`, ok({ ended: 2 }));
    await Promise.all([enable.call(), disable.call(), unlock.call(), end.call()]);
    for (const verb of ['enable', 'disable', 'unlock', 'end-sessions']) {
      expect(requestsTo(server.current, `${BASE}/2/${verb}`, 'POST')).toHaveLength(1);
    }
  });

  it('deletes naming the account: DELETE by id', async () => {
    const remove = action('delete');
    if (remove.kind !== 'delete') throw new Error('no delete action');
    expect(remove.name(OPS_ROW)).toBe('ops');
    server.current.routes.set(`${BASE}/2`, ok(null));
    await remove.call(OPS_ROW);
    expect(requestsTo(server.current, `${BASE}/2`, 'DELETE')).toHaveLength(1);
  });

  it('bulk enable, disable and delete ask about the count, then call once per account', async () => {
    const bulk = (spec.toolbar ?? []).flatMap((item) =>
      typeof item === 'object' && item.kind === 'bulk' ? [item] : [],
    );
    expect(bulk.map((item) => [item.key, zh.t(item.label ?? item.key)])).toEqual([
      ['enable', '批量启用'],
      ['disable', '批量禁用'],
      ['delete', '批量删除'],
    ]);
    const [enable, disable, remove] = bulk;
    const asked = (ask: AskSpec | undefined) =>
      ask && ask !== 'delete' ? [zh.t(ask.title), zh.t(ask.content, { count: 2 }), ask.danger === true] : ask;
    expect(asked(enable?.ask)).toEqual(['状态确认', '确认启用选中的 2 个账号吗？', false]);
    expect(asked(disable?.ask)).toEqual(['状态确认', '确认禁用选中的 2 个账号吗？禁用后这些账号将无法登录。', true]);
    expect(remove?.ask).toBe('delete');
    const third: Account = { ...OPS_ROW, id: 3, account: 'audit' };
    for (const id of [2, 3]) {
      server.current.routes.set(`${BASE}/${id}/disable`, ok(OPS_ROW));
      server.current.routes.set(`${BASE}/${id}`, ok(null));
    }
    for (const row of [OPS_ROW, third]) {
      await disable?.run?.(row, {});
      await remove?.run?.(row, {});
    }
    expect(requestsTo(server.current, `${BASE}/2/disable`, 'POST')).toHaveLength(1);
    expect(requestsTo(server.current, `${BASE}/3/disable`, 'POST')).toHaveLength(1);
    expect(requestsTo(server.current, `${BASE}/3`, 'DELETE')).toHaveLength(1);
  });
});
