import { performance } from 'node:perf_hooks';
import { DEVICE_BUTTONS } from '@beacon/contracts/iot-device.endpoints';
import type { DeviceImportRow } from '@beacon/contracts/iot-device-files';
import { ErrorCode } from '@beacon/contracts/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDeviceRefs, DEVICE_URL } from '../modules/iot-device/device-fixtures.test-helper';
import { signInWith } from '../test/accounts';
import { createTestApp, describeOnce, type TestApp } from '../test/test-app';

// The device QR-code PDF: a download that needs its button, built on a worker thread so the server keeps
// answering, one build per account and two per server at a time (429 with Retry-After beyond).

const PDF_URL = `${DEVICE_URL}/code-pdf`;
const DEVICE_PAGE = ['iot-device', 'IOTDevice', 'IOTDevice.device'];
const PRINTER = [...DEVICE_PAGE, DEVICE_BUTTONS.codePdf];
/** A filter matching the 5,000 devices of the large sheet (the cap). */
const LARGE = { filter: { projectCode: 'P-D-002' } };
/** A filter matching 1,111 of them (devKeys P-D-002-1, -1x, -1xx, -1xxx): a sheet that builds long enough to overlap calls. */
const MEDIUM = { filter: { projectCode: 'P-D-002', devKey: 'P-D-002-1' } };

const rows = (count: number, projectCode: string): DeviceImportRow[] =>
  Array.from({ length: count }, (_, index) => ({
    row: index + 2,
    devKey: `${projectCode}-${index + 1}`,
    name: `Label ${index + 1}`,
    productKey: 'dev-th',
    projectCode,
  }));

// The limits are of worker threads and build slots; the database only holds the devices (on both in device-code-pdf).
describeOnce('security: device QR-code PDF limits', (dialect) => {
  let t: TestApp;
  let admin: string;
  const pdf = (token: string, body: unknown = MEDIUM) => t.call('POST', PDF_URL, { token, body });
  /** A refusal for a full build slot: 429, Retry-After, and `{code,msg}` naming the rule. */
  const expectBusy = (response: LightMyRequestResponse, rule: RegExp) => {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({
      code: ErrorCode.RATE_LIMITED,
      msg: expect.stringMatching(rule),
      refusals: [{ path: '', reason: 'codeSheetBusy', params: { seconds: expect.any(Number) } }],
    });
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login();
    await createDeviceRefs(t, admin);
    for (const [count, project] of [
      [3, 'P-D-001'],
      [5000, 'P-D-002'],
    ] as const) {
      const imported = await t.call('POST', `${DEVICE_URL}/import`, {
        token: admin,
        body: { rows: rows(count, project) },
      });
      expect(imported.json().data.imported).toBe(true);
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('refuses a reader of the device page without the download button (403 naming it)', async () => {
    const reader = await signInWith(t, admin, DEVICE_PAGE);
    const refused = await pdf(reader, { filter: { projectCode: 'P-D-001' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toContain(DEVICE_BUTTONS.codePdf);
    const printer = await signInWith(t, admin, PRINTER);
    expect((await pdf(printer, { filter: { projectCode: 'P-D-001' } })).statusCode).toBe(200);
  });

  it('builds one sheet per account and two per server at a time; beyond, 429 with Retry-After', async () => {
    const [one, two, three] = await Promise.all([1, 2, 3].map(() => signInWith(t, admin, PRINTER)));
    if (!one || !two || !three) throw new Error('accounts not signed in');
    const sameAccount = await Promise.all([pdf(one), pdf(one)]);
    expect(sameAccount.map((response) => response.statusCode).sort()).toEqual([200, 429]);
    expectBusy(sameAccount.find((response) => response.statusCode === 429) ?? sameAccount[0], /per account/);

    const threeAccounts = await Promise.all([pdf(one), pdf(two), pdf(three)]);
    expect(threeAccounts.map((response) => response.statusCode).sort()).toEqual([200, 200, 429]);
    expectBusy(threeAccounts.find((response) => response.statusCode === 429) ?? threeAccounts[0], /on this server/);
    // The slots are free again once the builds end.
    expect((await pdf(three, { filter: { projectCode: 'P-D-001' } })).statusCode).toBe(200);
  }, 120_000);

  it('lets a call refused with 429 be retried with the same msgId (the refusal is not kept for replay)', async () => {
    const printer = await signInWith(t, admin, PRINTER);
    const small = { filter: { projectCode: 'P-D-001' } };
    const building = pdf(printer);
    // The 1,111-label sheet takes seconds: this call comes while it builds.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await pdf(printer, { ...small, msgId: 'retry-after-429' });
    expect([(await building).statusCode, refused.statusCode]).toEqual([200, 429]);
    expect((await pdf(printer, { ...small, msgId: 'retry-after-429' })).statusCode).toBe(200);
  }, 120_000);

  it('keeps answering /healthz while a 5,000-label sheet builds, its event loop mostly idle', async () => {
    const printer = await signInWith(t, admin, PRINTER);
    let finished = false;
    const building = pdf(printer, LARGE).then((response) => {
      finished = true;
      return response;
    });
    // The build is under way once a second call of the account finds its slot taken (the pause only lets
    // the first call reach its handler first; drawing 5,000 labels takes seconds).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await pdf(printer, { filter: { projectCode: 'P-D-001' } })).statusCode).toBe(429);
    const idleFrom = performance.eventLoopUtilization();

    const health = await t.call('GET', '/healthz');
    expect(health.statusCode).toBe(200);
    expect(finished).toBe(false);

    const built = await building;
    expect(built.statusCode).toBe(200);
    expect(built.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Answering before the reply alone would not tell: a build on the event loop lets /healthz through in the
    // pauses of pdf-lib's save. Its utilization does: about 0.7 when the labels are drawn on it, 0.02 on a worker.
    expect(performance.eventLoopUtilization(idleFrom).utilization).toBeLessThan(0.3);
  }, 120_000);
});
