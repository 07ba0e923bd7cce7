import { ALL_RESOURCES } from '@beacon/contracts/registry';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createDeviceRefs,
  DEVICE_URL,
  type DeviceRefs,
  deviceBody,
} from '../modules/iot-device/device-fixtures.test-helper';
import { TEST_ACCOUNT_PASSWORD } from '../test/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../test/test-app';

// Issue "Device edge hardening" D: devKeys are unique across projects, so an account limited to one project
// learns that a devKey is taken when it tries to use it. It must learn nothing else of the device that holds
// it in another project: not its name, its iotId or its project (device save's 409, the import report).

const HIDDEN = { devKey: 'hidden-boiler', name: 'Boiler room 7 (night shift)', projectCode: 'P-D-002' };

describeEachDatabase('security: a taken devKey of another project reveals nothing of its device', (dialect) => {
  let t: TestApp;
  let admin: string;
  let scoped: string;
  let hiddenIotId: string;
  let refs: DeviceRefs;
  const as = (token: string, path: string, body: unknown) => t.call('POST', `${DEVICE_URL}/${path}`, { token, body });
  /** Whether a reply mentions anything of the hidden device but its devKey. */
  const disclosing = (text: string): string[] =>
    [HIDDEN.name, 'Boiler room', hiddenIotId, HIDDEN.projectCode].filter((secret) => text.includes(secret));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await t.login();
    refs = await createDeviceRefs(t, admin);
    const hidden = await as(admin, 'save', deviceBody(refs, HIDDEN.devKey, HIDDEN));
    expect(hidden.statusCode, hidden.body).toBe(200);
    hiddenIotId = hidden.json().data.iotId;
    expect((await as(admin, 'save', deviceBody(refs, 'own-device'))).statusCode).toBe(200);
    const role = await t.call('POST', '/api/v1/system/role/save', {
      token: admin,
      body: { code: 'r-one-project', name: 'Everything, one project', resources: ALL_RESOURCES },
    });
    const account = await t.call('POST', '/api/v1/system/account/save', {
      token: admin,
      body: {
        account: 'one-project',
        password: TEST_ACCOUNT_PASSWORD,
        userName: 'One project',
        mobile: '13800138000',
        roleIds: [role.json().data.id],
        projectCodes: ['P-D-001'],
      },
    });
    expect(account.statusCode, account.body).toBe(200);
    scoped = await t.login('one-project', TEST_ACCOUNT_PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });
  const saveBody = (devKey: string) => deviceBody(refs, devKey, { name: 'Mine' });

  it("answers device save with another project's devKey exactly as a devKey taken in its own project", async () => {
    const taken = await as(scoped, 'save', saveBody(HIDDEN.devKey));
    const own = await as(scoped, 'save', saveBody('own-device'));
    expect(taken.statusCode).toBe(409);
    expect(Object.keys(taken.json()).sort()).toEqual(['code', 'msg', 'refusals']);
    expect(taken.json().refusals).toEqual([{ path: 'devKey', reason: 'alreadyExists' }]);
    expect(taken.json().msg).toMatch(/^devKey: /);
    expect(disclosing(taken.body)).toEqual([]);
    expect(taken.json()).toEqual(own.json());
  });

  it("reports another project's devKey in an import as taken, and nothing more", async () => {
    const row = (n: number, devKey: string) => ({
      row: n,
      devKey,
      name: `Imported ${devKey}`,
      productKey: 'dev-th',
      projectCode: 'P-D-001',
    });
    const response = await as(scoped, 'import', {
      rows: [row(2, HIDDEN.devKey), row(3, 'own-device'), row(4, 'new-1')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report.imported).toBe(false);
    expect(report.rows[0]).toEqual({
      row: 2,
      devKey: HIDDEN.devKey,
      ok: false,
      reason: `devKey: device '${HIDDEN.devKey}' already exists`,
      refusal: { path: 'devKey', reason: 'alreadyExists' },
    });
    // The same words as for a devKey of the account's own project.
    expect(report.rows[1].reason).toBe("devKey: device 'own-device' already exists");
    expect(disclosing(response.body)).toEqual([]);
  });

  it('leaves the hidden device as it was, and the account cannot read it', async () => {
    const read = await t.call('GET', `${DEVICE_URL}/${hiddenIotId}`, { token: scoped });
    const missing = await t.call('GET', `${DEVICE_URL}/d-no-such-device`, { token: scoped });
    expect(read.statusCode).toBe(404);
    // Answered as a device that does not exist (the message names only the id the caller sent).
    expect(read.body.replaceAll(hiddenIotId, '<id>')).toBe(missing.body.replaceAll('d-no-such-device', '<id>'));
    const asAdmin = await t.call('GET', `${DEVICE_URL}/${hiddenIotId}`, { token: admin });
    expect(asAdmin.json().data).toMatchObject(HIDDEN);
  });
});
