import type { RoutePath } from '@beacon/contracts/registry';
import type { JSX } from 'react';
import { DeclaredPage } from './declared-page';
import type { AnyPageEndpoint, AnyPageSpec, BodyOf, PageSpec, RowOf } from './page-spec';

/** A declared page: the component the page registry loads for its route, with its declaration. */
export type PageOf<P extends RoutePath> = (() => JSX.Element) & {
  readonly route: P;
  readonly spec: AnyPageSpec;
  displayName?: string;
};

/**
 * Declares a list page: its route (one of the route table's), its endpoint (one of the endpoint table's page
 * endpoints), and filters and columns checked against that endpoint's body and rows. The default export of a
 * feature's `<name>.page.ts`; the kit renders it.
 */
export function definePage<const P extends RoutePath, E extends AnyPageEndpoint, L = undefined>(
  spec: PageSpec<P, RowOf<E>, BodyOf<E>, L> & { endpoint: E },
): PageOf<P>;
export function definePage(spec: AnyPageSpec): PageOf<RoutePath> {
  const Page = () => <DeclaredPage spec={spec} />;
  Page.displayName = `Page(${spec.route})`;
  return Object.assign(Page, { route: spec.route, spec });
}
