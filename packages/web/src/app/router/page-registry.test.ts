import { ROUTES, type RoutePath } from '@beacon/contracts/registry';
import { describe, expect, it } from 'vitest';
import type { PageOf } from '../../components/page-kit/define-page';
import { pageFor, pageImport } from './page-registry';

// Every page declaration of the features (the registry's type checks the other direction: each route once).
const declarations = import.meta.glob<{ default: PageOf<RoutePath> }>('../../features/*/*/*.page.ts');

describe('page registry', () => {
  it('registers every declared page under the route it declares', { timeout: 30_000 }, async () => {
    expect(Object.keys(declarations).length).toBeGreaterThanOrEqual(3);
    for (const [file, load] of Object.entries(declarations)) {
      const { default: page } = await load();
      const registered = pageImport(page.route);
      expect(registered, `${file}: ${page.route} has no page`).toBeDefined();
      expect((await registered?.())?.default, `${file} is not the page of ${page.route}`).toBe(page);
    }
  });

  it('has nothing for routes whose module is not built, nor for paths that are no route', () => {
    expect(ROUTES.some((route) => route.path === '/main-data-doc/list')).toBe(true);
    expect(pageImport('/main-data-doc/list')).toBeUndefined();
    expect(pageFor('/main-data-doc/list')).toBeUndefined();
    expect(pageImport('/no-such-route')).toBeUndefined();
    expect(pageImport('toString')).toBeUndefined();
  });

  it('gives one lazy page per route', () => {
    expect(pageFor('/sass-log/list')).toBe(pageFor('/sass-log/list'));
  });
});
