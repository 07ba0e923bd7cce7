import { apiCallLogEndpoints } from '@beacon/contracts/log-manage.endpoints';
import { roleEndpoints } from '@beacon/contracts/system-management.endpoints';
import { describe, expect, it } from 'vitest';
import { definePage } from './define-page';

const base = { route: '/api-call-log/list', texts: 'apiCallLog', endpoint: apiCallLogEndpoints.page } as const;

describe('definePage', () => {
  it('gives the page of its route, keeping the declaration', () => {
    const page = definePage({ ...base, columns: ['appName'] });
    expect(page.route).toBe('/api-call-log/list');
    expect(page.spec.columns).toEqual(['appName']);
    expect(page.displayName).toBe('Page(/api-call-log/list)');
  });

  // Each line below must fail `npm run typecheck` (an unused @ts-expect-error fails it too).
  it('refuses at compile time what the route and endpoint tables do not have', () => {
    const refused = [
      // @ts-expect-error a route the route table does not have
      () => definePage({ ...base, route: '/api-call-log/lisst', columns: [] }),
      // @ts-expect-error a column the reply rows do not have
      () => definePage({ ...base, columns: ['appNam'] }),
      // @ts-expect-error a tag colour for a value the field cannot take
      () => definePage({ ...base, columns: [{ key: 'result', tags: { success: 'green', failed: 'red' } }] }),
      // @ts-expect-error a filter the body does not take
      () => definePage({ ...base, columns: [], filters: ['ruleName'] }),
      // @ts-expect-error the paging fields are the kit's
      () => definePage({ ...base, columns: [], filters: ['page_size'] }),
      // @ts-expect-error a range end the body does not take
      () => definePage({ ...base, columns: [], filters: [{ key: 'when', range: ['from', 'until'] }] }),
      // @ts-expect-error a row field a column's text reads that rows do not have
      () => definePage({ ...base, columns: [{ key: 'path', text: (row) => row.methd }] }),
      // @ts-expect-error an endpoint that is not a page endpoint
      () => definePage({ ...base, endpoint: roleEndpoints.save, columns: [] }),
    ];
    expect(refused).toHaveLength(8);
  });
});
