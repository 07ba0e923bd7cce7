import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadSigningKey } from '../../platform/auth/signing-key';
import { MediaUrlSigner } from '../../platform/media-url';
import { signInWith } from '../../test/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/test-app';
import { disguised, filesUnder, jpeg, mp4, png, postAiEvent } from './ai-event-fixtures.test-helper';
import { type AlarmDevice, createAlarmDevice } from './alarm-fixtures.test-helper';

const A = '/api/v1/iothub/ai-event';
const FIELDS = { algorithm: 'intrusion', confidence: '0.87' };

describeEachDatabase('AI events', (dialect) => {
  let t: TestApp;
  let token: string;
  let device: AlarmDevice;
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-ai-'));
    t = await createTestApp(dialect, {
      DATA_DIR: dataDir,
      AI_MEDIA_MAX_IMAGE_BYTES: '4096',
      AI_MEDIA_MAX_VIDEO_BYTES: '8192',
    });
    token = await t.login();
    ({ device } = await createAlarmDevice(t, token, `ai-${dialect}`));
  });
  afterEach(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const post = (url: string, body: unknown, as = token) => t.call('POST', url, { token: as, body });
  const rows = async () =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from ai_event`.execute(t.app.platform.database.db)).rows[0]?.n,
    );
  const expectNothingStored = async () => {
    expect(await rows()).toBe(0);
    expect(await filesUnder(dataDir)).toEqual([]);
  };

  it('stores images typed by their bytes and lists them with signed URLs that serve the bytes', async () => {
    const image = png();
    const photo = jpeg();
    const ts = Date.now() - 60_000;
    const stored = await postAiEvent(t, device, { ...FIELDS, ts: String(ts) }, [
      { ...image, name: 'x.bin', contentType: 'application/octet-stream' },
      photo,
    ]);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data).toEqual({ id: expect.any(Number), media: 2 });
    const page = await post(`${A}/page`, { algorithm: 'intrusion', status: 'unhandled' });
    const [event] = page.json().result.items;
    expect(event).toMatchObject({
      devKey: device.devKey,
      deviceName: `Device ${device.devKey}`,
      projectCode: 'P-AL',
      confidence: 0.87,
      ts,
      status: 'unhandled',
      handledBy: null,
    });
    expect(event.media.map((m: { type: string }) => m.type)).toEqual(['image/png', 'image/jpeg']);
    const served = await t.app.inject({ method: 'GET', url: event.media[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, image.bytes)).toBe(0);
    const part = await t.app.inject({ method: 'GET', url: event.media[1].url, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${photo.bytes.length}`);
    expect([...part.rawPayload]).toEqual([0xff, 0xd8, 0xff, 0xe0]);
    const detail = await t.call('GET', `${A}/${event.id}`, { token });
    expect(detail.json().data.media).toHaveLength(2);
    expect((await post(`${A}/page`, { algorithm: 'fall' })).json().result.total_count).toBe(0);
    expect((await post(`${A}/page`, { from: ts + 1 })).json().result.total_count).toBe(0);
    expect((await post(`${A}/page`, { devKey: device.devKey, to: ts })).json().result.total_count).toBe(1);
  });

  it('takes one video clip alone', async () => {
    const clip = await postAiEvent(t, device, FIELDS, [mp4()]);
    expect(clip.statusCode, clip.body).toBe(200);
    const [event] = (await post(`${A}/page`, {})).json().result.items;
    expect(event.media).toEqual([{ url: expect.stringContaining('.mp4?expires='), type: 'video/mp4' }]);
  });

  it('refuses 10 images, a disguised file, a video with an image, an oversize image and no media: nothing stored', async () => {
    const ten = await postAiEvent(
      t,
      device,
      FIELDS,
      Array.from({ length: 10 }, () => png()),
    );
    expect(ten.statusCode).toBe(400);
    expect(ten.json().refusals).toEqual([{ path: 'media', reason: 'mediaTooMany', params: { max: 9 } }]);
    await expectNothingStored();
    const fake = await postAiEvent(t, device, FIELDS, [png(), disguised()]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().refusals).toEqual([{ path: 'media', reason: 'mediaTypeNotAllowed' }]);
    await expectNothingStored();
    const mixed = await postAiEvent(t, device, FIELDS, [mp4(), png()]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().refusals[0].reason).toBe('mediaMixed');
    await expectNothingStored();
    const large = await postAiEvent(t, device, FIELDS, [png(), jpeg(5000)]);
    expect(large.statusCode).toBe(413);
    expect(large.json().refusals).toEqual([{ path: 'media', reason: 'mediaTooLarge', params: { max: 4096 } }]);
    await expectNothingStored();
    const none = await postAiEvent(t, device, FIELDS, []);
    expect(none.json().refusals[0].reason).toBe('mediaRequired');
    const badField = await postAiEvent(t, device, { algorithm: 'dance', confidence: '1.5' }, [png()]);
    expect(badField.statusCode).toBe(400);
    expect(badField.json().refusals.map((r: { path: string }) => r.path)).toEqual(['algorithm', 'confidence']);
    const huge = await t.app.inject({
      method: 'POST',
      url: `/api/v1/iothub/ingest/${device.devKey}/ai-events`,
      headers: {
        devicesecret: 'wrong',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': '99999999',
      },
      payload: '--x--',
    });
    expect(huge.statusCode, 'bounded before authentication').toBe(413);
    await expectNothingStored();
  });

  it('answers a wrong secret 401 like the telemetry ingest, a disabled device 403', async () => {
    const wrong = await postAiEvent(t, device, FIELDS, [png()], 'not-the-secret');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 401,
      msg: 'deviceSecret: unknown device or wrong secret',
      refusals: [{ path: 'deviceSecret', reason: 'deviceSecretWrong' }],
    });
    const telemetry = await t.app.inject({
      method: 'POST',
      url: `/api/v1/iothub/ingest/${device.devKey}/properties`,
      headers: { devicesecret: 'not-the-secret' },
      payload: { params: {} },
    });
    expect(wrong.body).toBe(telemetry.body);
    expect((await post(`/api/v1/iothub/device/${device.iotId}/disable`, {})).statusCode).toBe(200);
    const disabled = await postAiEvent(t, device, FIELDS, [png()]);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().refusals).toEqual([{ path: 'devKey', reason: 'deviceDisabled' }]);
    await expectNothingStored();
  });

  it('answers 403 and no byte to a media URL with its path, expiry or signature altered, or expired', async () => {
    await postAiEvent(t, device, FIELDS, [png(), png()]);
    const [event] = (await post(`${A}/page`, {})).json().result.items;
    const [first, second] = event.media.map((m: { url: string }) => new URL(m.url, 'http://x'));
    const variants = [
      `${first.pathname.replace(/\.png$/, '.jpg')}${first.search}`,
      `${second.pathname}${first.search}`,
      `${first.pathname}?expires=${Number(first.searchParams.get('expires')) + 1}&signature=${first.searchParams.get('signature')}`,
      `${first.pathname}?expires=${first.searchParams.get('expires')}&signature=${'A'.repeat(43)}`,
      `${first.pathname}?expires=${first.searchParams.get('expires')}`,
      first.pathname,
    ];
    const signer = new MediaUrlSigner(await loadSigningKey(t.app.platform.database.db), 600);
    variants.push(signer.sign(first.pathname, Date.now() - 601_000));
    for (const url of variants) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(403);
      expect(reply.json().refusals, url).toEqual([{ path: '', reason: 'mediaUrlInvalid' }]);
      expect(reply.headers['content-type'], url).toContain('application/json');
    }
    expect((await t.app.inject({ method: 'GET', url: signer.sign(first.pathname) })).statusCode).toBe(200);
  });

  it('handles one and many, recording who and when; foreign and unknown ids fail alone; all unknown 404', async () => {
    for (let n = 0; n < 3; n += 1) await postAiEvent(t, device, FIELDS, [png()]);
    const { device: other } = await createAlarmDevice(t, token, `ai2-${dialect}`, 'P-AL2');
    await postAiEvent(t, other, FIELDS, [png()]);
    const foreign = (await post(`${A}/page`, { projectCode: 'P-AL2' })).json().result.items[0].id as number;
    const ids = (await post(`${A}/page`, { projectCode: 'P-AL' })).json().result.items.map((e: { id: number }) => e.id);
    const [one, ...rest] = ids as [number, ...number[]];
    const handled = await post(`${A}/${one}/handle`, { status: 'false_alarm', note: ' a cat ' });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().data).toMatchObject({
      status: 'false_alarm',
      note: 'a cat',
      handledBy: 'admin',
      handledTime: expect.any(Number),
    });
    const again = await post(`${A}/${one}/handle`, { status: 'handled' });
    expect(again.statusCode).toBe(409);
    expect(again.json().refusals).toEqual([{ path: 'id', reason: 'aiEventAlreadyHandled' }]);
    expect((await post(`${A}/999999/handle`, { status: 'handled' })).statusCode).toBe(404);
    const scoped = await scopedAccount(t, token);
    const batch = await post(`${A}/batch-handle`, { ids: [...rest, one, 999_999, foreign], status: 'handled' }, scoped);
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().data).toEqual({
      succeeded: rest,
      failed: [
        { id: one, reason: 'aiEventAlreadyHandled' },
        { id: 999_999, reason: 'notFound' },
        { id: foreign, reason: 'notFound' },
      ],
    });
    expect((await post(`${A}/batch-handle`, { ids: [999_998, foreign], status: 'handled' }, scoped)).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', `${A}/${foreign}`, { token: scoped })).statusCode).toBe(404);
    expect((await post(`${A}/page`, { status: 'handled' })).json().result.total_count).toBe(2);
  });

  it('needs the AI event page to read and its handle button to act', async () => {
    await postAiEvent(t, device, FIELDS, [png()]);
    const [event] = (await post(`${A}/page`, {})).json().result.items;
    const reader = await signInWith(t, token, ['event-center', 'EventCenter.aiEvent']);
    expect((await post(`${A}/page`, {}, reader)).statusCode).toBe(200);
    expect((await t.call('GET', `${A}/${event.id}`, { token: reader })).statusCode).toBe(200);
    expect((await post(`${A}/${event.id}/handle`, { status: 'handled' }, reader)).statusCode).toBe(403);
    expect((await post(`${A}/batch-handle`, { ids: [event.id], status: 'handled' }, reader)).statusCode).toBe(403);
    const handler = await signInWith(t, token, ['event-center', 'EventCenter.aiEvent', 'EventCenter.aiEvent:handle']);
    expect((await post(`${A}/${event.id}/handle`, { status: 'handled' }, handler)).statusCode).toBe(200);
    const outsider = await signInWith(t, token, ['event-center', 'EventCenter.alarm']);
    expect((await post(`${A}/page`, {}, outsider)).statusCode).toBe(403);
  });
});

describeEachDatabase('AI events in a variant without the event center', (dialect) => {
  it('answers 404 to the ingest, the media and the pages', async () => {
    const t = await createTestApp(dialect, { VARIANT: 'huawei' });
    try {
      const token = await t.login();
      expect((await t.call('POST', `${A}/page`, { token, body: {} })).statusCode).toBe(404);
      const ingest = await t.app.inject({ method: 'POST', url: '/api/v1/iothub/ingest/x/ai-events', payload: {} });
      expect(ingest.statusCode).toBe(404);
      const media = await t.app.inject({
        method: 'GET',
        url: `${A}/media/${'a'.repeat(32)}.png?expires=1&signature=x`,
      });
      expect(media.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

/** An account holding everything, limited to project P-AL. */
const scopedAccount = async (t: TestApp, token: string): Promise<string> => {
  const { ALL_RESOURCES } = await import('@beacon/contracts/registry');
  const { TEST_ACCOUNT_PASSWORD } = await import('../../test/accounts');
  const role = await t.call('POST', '/api/v1/system/role/save', {
    token,
    body: { code: 'r-ai-scoped', name: 'AI scoped', resources: ALL_RESOURCES },
  });
  await t.call('POST', '/api/v1/system/account/save', {
    token,
    body: {
      account: 'aiscoped',
      password: TEST_ACCOUNT_PASSWORD,
      userName: 'Scoped',
      mobile: '13800138000',
      roleIds: [role.json().data.id],
      projectCodes: ['P-AL'],
    },
  });
  return t.login('aiscoped', TEST_ACCOUNT_PASSWORD);
};
