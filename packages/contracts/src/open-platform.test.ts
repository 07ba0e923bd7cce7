import { describe, expect, it } from 'vitest';
import { isFormBEndpoint } from './endpoint';
import { ENDPOINTS } from './endpoints';
import { apiAreaPageSchema } from './open-platform';
import { apiCreateSchema } from './open-platform-api';
import { buildOpenApi } from './openapi';
import { FORM_B_SUCCESS_CODE, formBErrorBodySchema, isFormBPath } from './protocol';

const OPEN_PLATFORM = ENDPOINTS.filter((endpoint) => endpoint.path.startsWith('/open-platform/'));

describe('the Open API business centre in the endpoint table', () => {
  it('declares every call of spec section 7 under /open-platform, each answering in form B', () => {
    expect(OPEN_PLATFORM.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual(
      [
        'POST /open-platform/domain/list',
        'POST /open-platform/domain/page',
        'POST /open-platform/domain/save',
        'DELETE /open-platform/domain/:id',
        'POST /open-platform/group/list',
        'POST /open-platform/group/page',
        'POST /open-platform/group/save',
        'DELETE /open-platform/group/:id',
        'POST /open-platform/api/page',
        'POST /open-platform/api/list',
        'POST /open-platform/api/save',
        'PUT /open-platform/api/update',
        'DELETE /open-platform/api/remove',
        'GET /open-platform/api/detail',
        'GET /open-platform/api/deploy',
        'GET /open-platform/api/offline',
        'GET /open-platform/api/view',
        'GET /open-platform/statis/api-count',
      ].sort(),
    );
    for (const endpoint of OPEN_PLATFORM) {
      expect(isFormBEndpoint(endpoint), endpoint.id).toBe(true);
      const shape = endpoint.reply.safeParse({ code: FORM_B_SUCCESS_CODE, msg: 'success', object: true });
      const standard = endpoint.reply.safeParse({ code: '000000', msg: 'success', data: true });
      expect(standard.success, endpoint.id).toBe(false);
      if (endpoint.method === 'DELETE' || /deploy|offline/.test(endpoint.path)) expect(shape.success).toBe(true);
    }
    // Form B by prefix: every endpoint under a form B prefix declares it, and no other does.
    expect(ENDPOINTS.filter(isFormBEndpoint)).toEqual(ENDPOINTS.filter((endpoint) => isFormBPath(endpoint.path)));
  });

  it('documents form B replies and refusals in OpenAPI', () => {
    const doc = buildOpenApi(ENDPOINTS, { title: 't', version: '1' });
    const deploy = doc.paths['/open-platform/api/deploy']?.get as Record<string, unknown>;
    expect(deploy['x-beacon-reply-form']).toBe('B');
    expect(deploy.responses).toMatchObject({ default: { $ref: '#/components/responses/FormBError' } });
    expect(doc.components.responses.FormBError).toBeDefined();
    expect(formBErrorBodySchema.safeParse({ code: 409, msg: 'x', object: null }).success).toBe(true);
    expect(formBErrorBodySchema.safeParse({ code: 409, msg: 'x' }).success).toBe(false);
  });

  it('takes a form B page request: offset bounded, orders by the columns the resource names', () => {
    expect(apiAreaPageSchema.parse({})).toEqual({
      offset: 0,
      limit: 10,
      orders: [{ column: 'create_date', asc: false }],
    });
    expect(apiAreaPageSchema.safeParse({ offset: 10_001 }).success).toBe(false);
    expect(apiAreaPageSchema.safeParse({ orders: [{ column: 'id; drop table', asc: true }] }).success).toBe(false);
    expect(apiAreaPageSchema.safeParse({ data: { name: 'x', other: 1 } }).success).toBe(false);
  });

  it('keeps an API either built-in or forwarded to a backend path', () => {
    const base = { name: 'A', method: 'GET', path: '/a', domainId: 1, groupId: 1 };
    expect(apiCreateSchema.safeParse({ ...base, builtin: 'device-list' }).success).toBe(true);
    expect(apiCreateSchema.safeParse({ ...base, backendPath: '/b', clusterId: 2 }).success).toBe(true);
    expect(apiCreateSchema.safeParse(base).success).toBe(false);
    expect(apiCreateSchema.safeParse({ ...base, builtin: 'device-list', clusterId: 2 }).success).toBe(false);
    expect(apiCreateSchema.safeParse({ ...base, builtin: 'device-list', path: '/a/' }).success).toBe(false);
  });
});
