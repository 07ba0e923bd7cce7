import { routesForUser } from '@beacon/contracts/registry';
import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardState, loginPathFor, safeRedirect } from './guard';

const allModules = routesForUser('full', ['iot-device', 'openapi', 'log-manage']);
const openapiOnly = routesForUser('full', ['openapi']);
const signedIn: GuardState = { hasToken: true, rolesLoaded: true, routes: allModules };
const noToken: GuardState = { hasToken: false, rolesLoaded: false, routes: [] };

describe('decideNavigation', () => {
  it('without a token opens only /login and /auth-redirect', () => {
    expect(decideNavigation(noToken, { pathname: '/login' })).toEqual({ type: 'allow' });
    expect(decideNavigation(noToken, { pathname: '/auth-redirect', search: '?token=t' })).toEqual({ type: 'allow' });
    expect(decideNavigation(noToken, { pathname: '/iot-device/list' })).toEqual({
      type: 'redirect',
      to: '/login?redirect=/iot-device/list',
    });
    expect(decideNavigation(noToken, { pathname: '/404' })).toEqual({ type: 'redirect', to: '/login?redirect=/404' });
  });

  it('keeps the query of the target in the redirect, encoded', () => {
    expect(decideNavigation(noToken, { pathname: '/iot-device-manage/detail', search: '?id=3&tab=a' })).toEqual({
      type: 'redirect',
      to: '/login?redirect=/iot-device-manage/detail%3Fid%3D3%26tab%3Da',
    });
  });

  it('with a token sends /login to /', () => {
    expect(decideNavigation(signedIn, { pathname: '/login' })).toEqual({ type: 'redirect', to: '/' });
  });

  it('loads the user when the roles are not loaded', () => {
    const state: GuardState = { hasToken: true, rolesLoaded: false, routes: [] };
    expect(decideNavigation(state, { pathname: '/std-model/list' })).toEqual({ type: 'load-user' });
  });

  it('right after loading, an unknown target goes to the first generated route', () => {
    const state: GuardState = { hasToken: true, rolesLoaded: true, routes: openapiOnly, justLoaded: true };
    expect(decideNavigation(state, { pathname: '/iot-device/list' })).toEqual({
      type: 'redirect',
      to: '/open-api-business/area',
    });
    expect(decideNavigation(state, { pathname: '/open-api-gateway/plugin' })).toEqual({ type: 'allow' });
  });

  it('later, unknown and unpermitted paths go to /404', () => {
    expect(decideNavigation(signedIn, { pathname: '/nope' })).toEqual({ type: 'redirect', to: '/404' });
    expect(decideNavigation(signedIn, { pathname: '/workOrder/list' })).toEqual({ type: 'redirect', to: '/404' });
  });

  it('sends the root to the iot-device landing page, else the first permitted route', () => {
    expect(decideNavigation(signedIn, { pathname: '/' })).toEqual({ type: 'redirect', to: '/iot-device/list' });
    // The overview opens the IoT menu (and is its first generated route), but the root keeps to the home page.
    const justLoaded = { ...signedIn, justLoaded: true };
    expect(decideNavigation(justLoaded, { pathname: '/nope' })).toEqual({ type: 'redirect', to: '/iot-overview' });
    const huawei = { ...signedIn, routes: routesForUser('huawei', ['iot-device']) };
    expect(decideNavigation(huawei, { pathname: '/' })).toEqual({ type: 'redirect', to: '/iot-device/list' });
    const state = { ...signedIn, routes: openapiOnly };
    expect(decideNavigation(state, { pathname: '/' })).toEqual({ type: 'redirect', to: '/open-api-business/area' });
  });

  it('allows permitted routes, routes without a module, static pages and the refresh pass-through', () => {
    for (const pathname of ['/log-manage/list', '/demo-components', '/404', '/401', '/redirect/log-manage/list']) {
      expect(decideNavigation(signedIn, { pathname })).toEqual({ type: 'allow' });
    }
    expect(decideNavigation(signedIn, { pathname: '/iot-device/list/' })).toEqual({ type: 'allow' });
  });

  it('hides variant-disabled routes', () => {
    const huawei = { ...signedIn, routes: routesForUser('huawei', ['iot-device']) };
    expect(decideNavigation(huawei, { pathname: '/std-model/list' })).toEqual({ type: 'redirect', to: '/404' });
  });
});

describe('redirect helpers', () => {
  it('builds the login path and accepts only in-app redirects', () => {
    expect(loginPathFor('/a/b?x=1')).toBe('/login?redirect=/a/b%3Fx%3D1');
    expect(safeRedirect('/a?x=1')).toBe('/a?x=1');
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });
});
