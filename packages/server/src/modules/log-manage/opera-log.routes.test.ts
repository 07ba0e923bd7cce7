import { expect, it } from 'vitest';
import {
  describeEachDatabase,
  newMsgId,
  TEST_ADMIN_PASSWORD,
  type TestApp,
  withSignedInApp,
} from '../../test/test-app';

type Row = {
  account: string;
  module: string;
  action: string;
  targetId: string;
  msgId: string;
  ip: string;
  resultCode: string;
  httpStatus: number;
  durationMs: number;
  path: string;
};

describeEachDatabase('operation log', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  const page = async (body: Record<string, unknown> = {}): Promise<{ items: Row[]; total_count: number }> =>
    (await t.call('POST', '/api/v1/system/opera-log/page', { token, body: { page_size: 50, ...body } })).json().result;

  it('records successful and failed changes with account, module, action, target, msgId, IP and result', async () => {
    const msgId = newMsgId();
    const created = await t.call('POST', '/api/v1/system/role/save', {
      token,
      body: { code: 'ops', name: 'Ops', msgId },
    });
    const roleId = String(created.json().data.id);
    await t.call('DELETE', '/api/v1/system/role/999', { token, body: {} });
    const { items } = await page();
    const save = items.find((row) => row.action === 'role.save');
    expect(save).toMatchObject({
      account: 'admin',
      module: 'system-management',
      targetId: roleId,
      msgId,
      ip: '127.0.0.1',
      resultCode: '000000',
      httpStatus: 200,
    });
    expect(save?.durationMs).toBeGreaterThanOrEqual(0);
    expect(items.find((row) => row.action === 'role.delete')).toMatchObject({
      targetId: '999',
      resultCode: '404',
      httpStatus: 404,
    });
    expect(items.find((row) => row.action === 'auth.login')).toMatchObject({
      account: 'admin',
      module: 'auth',
      resultCode: '000000',
    });
    // Page queries are reads, not operations.
    expect(items.some((row) => row.action.endsWith('.page'))).toBe(false);
  });

  it('records failed sign-ins without the password or tokens anywhere', async () => {
    await t.call('POST', '/api/v1/auth/login', { body: { account: 'admin', password: 'Wrong-secret-123' } });
    await t.call('POST', '/api/v1/system/account/save', {
      token,
      body: { account: 'bob', password: 'bobs-secret-pass', userName: 'Bob', mobile: '13800138000' },
    });
    const raw = JSON.stringify(await t.app.platform.database.db.selectFrom('opera_log').selectAll().execute());
    expect(raw).not.toContain('Wrong-secret-123');
    expect(raw).not.toContain('bobs-secret-pass');
    expect(raw).not.toContain(TEST_ADMIN_PASSWORD);
    expect(raw).not.toContain(token);
    expect(raw).toContain('4001007');
  });

  it('filters by account, module and time range', async () => {
    await t.call('POST', '/api/v1/system/role/save', { token, body: { code: 'r1', name: 'R1' } });
    const before = Date.now() - 60_000;
    expect((await page({ module: 'system-management' })).items.every((row) => row.module === 'system-management')).toBe(
      true,
    );
    expect((await page({ account: 'nobody' })).total_count).toBe(0);
    expect((await page({ startTime: before, endTime: Date.now() + 1000 })).total_count).toBeGreaterThan(0);
    expect((await page({ endTime: before })).total_count).toBe(0);
    const bad = await t.call('POST', '/api/v1/system/opera-log/page', { token, body: { startTime: 10, endTime: 5 } });
    expect(bad.statusCode).toBe(400);
  });

  it('is append-only: no API edits or deletes it', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
      const response = await t.call(method, '/api/v1/system/opera-log/1', { token, body: {} });
      expect(response.statusCode).toBe(404);
    }
  });
});
