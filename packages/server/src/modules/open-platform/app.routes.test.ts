import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { APP, createApp, installSecretBox, storedApp } from './app-fixtures.test-helper';
import { AppSecrets } from './app-secrets';
import { objectOf, refusalOf } from './open-platform-fixtures.test-helper';
import type { OpenPlatformReadTables, OpenPlatformTables } from './tables';

describeEachDatabase('gateway applications in form B', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every text a secret could leak through: the reads of the app, the operation log, stored replies. */
  const everythingShown = async (id: number, appId: string) => {
    const db = t.app.platform.database.db;
    const replies = await Promise.all([
      t.call('GET', `${APP}/detail?id=${id}`, { token }),
      t.call('GET', `${APP}/${id}`, { token }),
      t.call('POST', `${APP}/page`, { token, body: { data: { appId } } }),
      t.call('POST', `${APP}/list`, { token, body: {} }),
      t.call('POST', '/api/v1/system/opera-log/page', { token, body: { module: 'openapi', page_size: 100 } }),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const rows = await Promise.all([
      sql`select * from opera_log`.execute(db),
      sql`select * from idempotency_key`.execute(db),
    ]);
    return [...replies.map((reply) => reply.body), ...rows.map((result) => JSON.stringify(result.rows))].join('\n');
  };

  it('creates an app with a generated appId and a secret shown once, stored sealed; no read shows it', async () => {
    const created = objectOf(
      await t.call('POST', `${APP}/save`, {
        token,
        body: { msgId: 'app-save-0001', name: 'Resident app', callbackUrl: 'https://example.com/hook' },
      }),
    ) as Record<string, unknown> & { id: number; appId: string; secret: string };
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Resident app',
      appId: expect.stringMatching(/^[0-9A-Za-z]{22}$/),
      isClosed: false,
      owner: 'admin',
      callbackUrl: 'https://example.com/hook',
      createDate: expect.any(Number),
      secret: expect.stringMatching(/^[\w-]{43}$/),
    });
    const { id, appId, secret } = created;
    const detail = objectOf(await t.call('GET', `${APP}/detail?id=${id}`, { token }));
    const { secret: _shownOnce, ...withoutSecret } = created;
    expect(detail).toEqual(withoutSecret);
    expect(objectOf(await t.call('GET', `${APP}/${id}`, { token }))).toEqual(withoutSecret);
    expect(objectOf(await t.call('POST', `${APP}/page`, { token, body: { data: { name: 'resident' } } }))).toEqual({
      records: [withoutSecret],
      total: 1,
    });

    const stored = await storedApp(t, appId);
    expect(stored.secret_sealed).not.toContain(secret);
    const box = await installSecretBox(t);
    expect(box.open(stored.secret_sealed, appId)).toBe(secret);
    const db = t.app.platform.database.db.withTables<OpenPlatformTables & OpenPlatformReadTables>();
    expect(await new AppSecrets(db, box).secretOf(appId)).toBe(secret);
    expect(await new AppSecrets(db, box).secretOf('no-such-app')).toBeNull();

    // The same msgId again does not create a second app, and its stored reply holds no secret.
    const again = await t.call('POST', `${APP}/save`, {
      token,
      body: { msgId: 'app-save-0001', name: 'Resident app', callbackUrl: 'https://example.com/hook' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(secret);
    expect(await everythingShown(id, appId)).not.toContain(secret);
  });

  it('resets the secret: answered once, the old one stops working, the stored ciphertext changes', async () => {
    const { id, appId, secret } = await createApp(t, token, 'Reset me');
    const before = (await storedApp(t, appId)).secret_sealed;
    const reset = objectOf(await t.call('GET', `${APP}/reset-secret?id=${id}`, { token })) as { secret: string };
    expect(Object.keys(reset)).toEqual(['secret']);
    expect(reset.secret).toMatch(/^[\w-]{43}$/);
    expect(reset.secret).not.toBe(secret);
    const after = (await storedApp(t, appId)).secret_sealed;
    expect(after).not.toBe(before);
    const box = await installSecretBox(t);
    expect(box.open(after, appId)).toBe(reset.secret);
    const db = t.app.platform.database.db.withTables<OpenPlatformTables & OpenPlatformReadTables>();
    expect(await new AppSecrets(db, box).secretOf(appId)).toBe(reset.secret);
    const shown = await everythingShown(id, appId);
    expect(shown).not.toContain(reset.secret);
    expect(shown).not.toContain(secret);
    const log = await t.call('POST', '/api/v1/system/opera-log/page', {
      token,
      body: { module: 'openapi', page_size: 100 },
    });
    const actions = (log.json().result.items as { action: string; targetId: string }[]).map(
      (row) => `${row.action}:${row.targetId}`,
    );
    expect(actions).toEqual(expect.arrayContaining([`gatewayApp.resetSecret:${id}`, `gatewayApp.save:${id}`]));
    expect(refusalOf(await t.call('GET', `${APP}/reset-secret?id=999999`, { token }), 404).refusals).toEqual([
      { path: 'id', reason: 'notFound', params: { entity: 'gatewayApp', id: 999999 } },
    ]);
  });

  it('refuses a caller-chosen appId or secret, a repeated name (409 4001001) and a bad callback URL', async () => {
    const { id } = await createApp(t, token, 'Unique app');
    const withAppId = refusalOf(
      await t.call('POST', `${APP}/save`, { token, body: { name: 'Mine', appId: 'my-own-app-id-123456' } }),
      400,
    );
    expect(withAppId.refusals).toEqual([{ path: 'appId', reason: 'unknownField', params: { field: 'appId' } }]);
    const updateAppId = refusalOf(
      await t.call('PUT', `${APP}/update`, { token, body: { id, name: 'Mine', appId: 'x'.repeat(22) } }),
      400,
    );
    expect(updateAppId.refusals).toEqual([{ path: 'appId', reason: 'unknownField', params: { field: 'appId' } }]);
    const withSecret = refusalOf(
      await t.call('POST', `${APP}/save`, { token, body: { name: 'Mine', secret: 'chosen' } }),
      400,
    );
    expect(withSecret.refusals).toEqual([{ path: 'secret', reason: 'unknownField', params: { field: 'secret' } }]);
    expect(refusalOf(await t.call('POST', `${APP}/save`, { token, body: { name: 'Unique app' } }), 409)).toEqual({
      code: 4001001,
      msg: 'name: already exists',
      object: null,
      refusals: [{ path: 'name', reason: 'alreadyExists' }],
    });
    for (const callbackUrl of ['ftp://example.com/x', 'not a url', 'http://', `https://e.com/${'a'.repeat(512)}`]) {
      const bad = refusalOf(await t.call('POST', `${APP}/save`, { token, body: { name: 'Cb', callbackUrl } }), 400);
      expect(bad.refusals, callbackUrl).toEqual([expect.objectContaining({ path: 'callbackUrl' })]);
    }
    const named = refusalOf(await t.call('POST', `${APP}/save`, { token, body: { name: ' ' } }), 400);
    expect(named.refusals).toEqual([{ path: 'name', reason: 'required' }]);
  });

  it('updates, closes and opens, filters, lists and removes apps, each answer in form B', async () => {
    const { id, appId } = await createApp(t, token, 'Lifecycle');
    const updated = objectOf(
      await t.call('PUT', `${APP}/update`, {
        token,
        body: { id, name: 'Lifecycle 2', callbackUrl: 'http://127.0.0.1:9000/cb' },
      }),
    );
    expect(updated).toMatchObject({ id, appId, name: 'Lifecycle 2', callbackUrl: 'http://127.0.0.1:9000/cb' });
    expect(objectOf(await t.call('PUT', `${APP}/update/closed?id=${id}&isClosed=true`, { token }))).toBe(true);
    expect(objectOf(await t.call('GET', `${APP}/detail?id=${id}`, { token }))).toMatchObject({ isClosed: true });
    const closed = objectOf(await t.call('POST', `${APP}/page`, { token, body: { data: { isClosed: true } } }));
    expect(closed).toEqual({ records: [expect.objectContaining({ id })], total: 1 });
    expect(objectOf(await t.call('PUT', `${APP}/update/closed?id=${id}&isClosed=false`, { token }))).toBe(true);
    expect(objectOf(await t.call('GET', `${APP}/detail?id=${id}`, { token }))).toMatchObject({ isClosed: false });
    expect(
      refusalOf(await t.call('PUT', `${APP}/update/closed?id=${id}&isClosed=maybe`, { token }), 400).refusals,
    ).toEqual([expect.objectContaining({ path: 'query.isClosed' })]);
    const list = objectOf(await t.call('POST', `${APP}/list`, { token, body: { appId } })) as { id: number }[];
    expect(list.map((app) => app.id)).toEqual([id]);

    expect(objectOf(await t.call('DELETE', `${APP}/remove?id=${id}`, { token }))).toBe(true);
    refusalOf(await t.call('GET', `${APP}/detail?id=${id}`, { token }), 404);
    refusalOf(await t.call('DELETE', `${APP}/remove?id=${id}`, { token }), 404);
    refusalOf(await t.call('PUT', `${APP}/update`, { token, body: { id, name: 'Gone' } }), 404);
    refusalOf(await t.call('PUT', `${APP}/update/closed?id=${id}&isClosed=true`, { token }), 404);
  });

  it('lets a reader of the page read apps but not create, reset or close them (403 naming the button)', async () => {
    const { id } = await createApp(t, token, 'Guarded');
    const reader = await signInWith(t, token, ['openapi', 'OpenAPI.app']);
    expect(objectOf(await t.call('GET', `${APP}/detail?id=${id}`, { token: reader }))).toMatchObject({ id });
    for (const [method, url, button] of [
      ['GET', `${APP}/reset-secret?id=${id}`, 'OpenAPI.app:resetSecret'],
      ['PUT', `${APP}/update/closed?id=${id}&isClosed=true`, 'OpenAPI.app:close'],
      ['DELETE', `${APP}/remove?id=${id}`, 'OpenAPI.app:delete'],
    ] as const) {
      const refused = refusalOf(await t.call(method, url, { token: reader }), 403);
      expect(refused.refusals).toEqual([{ path: '', reason: 'noPermission', params: { resources: button } }]);
    }
    const save = refusalOf(await t.call('POST', `${APP}/save`, { token: reader, body: { name: 'No' } }), 403);
    expect(save.refusals).toEqual([{ path: '', reason: 'noPermission', params: { resources: 'OpenAPI.app:create' } }]);
  });
});
