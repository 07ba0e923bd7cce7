import { expect, it } from 'vitest';
import { signInWith } from '../../test/accounts';
import { describeEachDatabase, type TestApp, withSignedInApp } from '../../test/test-app';

const BASE = '/api/v1/master-data/region';

type Node = { code: string; name: string; children?: Node[] };

describeEachDatabase('regions', (dialect) => {
  let t: TestApp;
  let token: string;
  withSignedInApp(dialect, (app, adminToken) => {
    t = app;
    token = adminToken;
  });

  const lookup = (code: string) => t.call('GET', `${BASE}/${code}`, { token });

  it('resolves a district, a city and a province code for any signed-in account', async () => {
    token = await signInWith(t, token, []);
    const district = await lookup('440305');
    expect(district.statusCode, district.body).toBe(200);
    expect(district.json().data).toEqual({
      code: '440305',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      names: ['广东省', '深圳市', '南山区'],
    });
    expect((await lookup('310115')).json().data).toMatchObject({ province: '上海市', district: '浦东新区' });
    expect((await lookup('440300')).json().data).toEqual({
      code: '440300',
      province: '广东省',
      city: '深圳市',
      district: '',
      names: ['广东省', '深圳市'],
    });
    expect((await lookup('330000')).json().data).toEqual({
      code: '330000',
      province: '浙江省',
      city: '',
      district: '',
      names: ['浙江省'],
    });
  });

  it('refuses unknown and malformed codes with 400 naming the parameter, and callers not signed in', async () => {
    const unknown = await lookup('123456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 400,
      msg: "params.code: unknown region code '123456'",
      refusals: [{ path: 'params.code', reason: 'notFound', params: { entity: 'region', id: '123456' } }],
    });
    for (const malformed of ['44030', '44030a', '4403051']) {
      const response = await lookup(malformed);
      expect(response.statusCode, malformed).toBe(400);
      expect(response.json().msg, malformed).toMatch(/^params\.code: /);
      expect(response.json().msg, malformed).toContain('must be a 6-digit region code');
    }
    expect((await t.call('GET', `${BASE}/440305`)).statusCode).toBe(401);
    expect((await t.call('GET', `${BASE}/tree`)).statusCode).toBe(401);
  });

  it('serves the cascader tree: provinces → cities → districts, each code under its parent', async () => {
    const response = await t.call('GET', `${BASE}/tree`, { token });
    expect(response.statusCode).toBe(200);
    const provinces = response.json().data as Node[];
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    const guangdong = provinces.find((p) => p.code === '440000');
    const shenzhen = guangdong?.children?.find((c) => c.code === '440300');
    expect(shenzhen?.name).toBe('深圳市');
    expect(shenzhen?.children).toContainEqual({ code: '440305', name: '南山区' });
    let districts = 0;
    for (const province of provinces) {
      expect(Object.keys(province).sort()).toEqual(['children', 'code', 'name']);
      expect(province.code).toMatch(/^\d{2}0000$/);
      for (const city of province.children ?? []) {
        expect(`${city.code.slice(0, 2)}0000`).toBe(province.code);
        for (const district of city.children ?? []) {
          expect(`${district.code.slice(0, 4)}00`).toBe(city.code);
          expect(district.children).toBeUndefined();
          districts += 1;
        }
      }
    }
    expect(districts).toBeGreaterThan(2800);
  });
});
