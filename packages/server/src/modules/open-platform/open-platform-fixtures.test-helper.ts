import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';

/** Base paths of the business centre. */
export const OP = {
  area: '/open-platform/domain',
  group: '/open-platform/group',
  api: '/open-platform/api',
  count: '/open-platform/statis/api-count',
} as const;

/** The `object` of a form B success, after checking the envelope. */
export const objectOf = (response: { statusCode: number; body: string; json: () => unknown }): unknown => {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { code: unknown; msg: unknown; object: unknown };
  expect(Object.keys(body).sort()).toEqual(['code', 'msg', 'object']);
  expect(body.code).toBe(200);
  expect(body.msg).toBe('success');
  return body.object;
};

/** A form B refusal's body, after checking its status and shape (`object: null`, the reason keys). */
export const refusalOf = (response: { statusCode: number; body: string; json: () => unknown }, status: number) => {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { code: number; msg: string; object: null; refusals: unknown[] };
  expect(body.object).toBeNull();
  expect(typeof body.msg).toBe('string');
  return body;
};

/** Creates an area; its id. */
export const createArea = async (t: TestApp, token: string, name = 'Platform', code = name.toLowerCase()) =>
  (objectOf(await t.call('POST', `${OP.area}/save`, { token, body: { name, code } })) as { id: number }).id;

/** Creates a group in an area; its id. */
export const createGroup = async (t: TestApp, token: string, domainId: number, name = 'Devices') =>
  (objectOf(await t.call('POST', `${OP.group}/save`, { token, body: { name, domainId } })) as { id: number }).id;

/** A body of a built-in API in an area and group. */
export const builtinApi = (domainId: number, groupId: number, name = 'Device list', path = '/device/list') => ({
  name,
  method: 'POST',
  path,
  domainId,
  groupId,
  builtin: 'device-list',
  requestSchema: { type: 'object', properties: { projectCode: { type: 'string' } } },
});

/** Creates an API; its id. */
export const createApi = async (t: TestApp, token: string, body: object) =>
  (objectOf(await t.call('POST', `${OP.api}/save`, { token, body })) as { id: number }).id;

/** An area and a group in it, ready for APIs. */
export const createPlace = async (t: TestApp, token: string) => {
  const domainId = await createArea(t, token);
  const groupId = await createGroup(t, token, domainId);
  return { domainId, groupId };
};
