import type { ListTransport, ListTransportOptions } from '../../components/list-page/list-request';

/** A sample row of the catalogue's list. */
export interface DemoDevice {
  id: number;
  name: string;
  code: string;
  status: 'online' | 'offline';
  createDate: string;
  note: string | null;
}

/** The states the catalogue's list can be put in. */
export const DEMO_LIST_MODES = ['success', 'empty', 'warning', 'error', 'loading'] as const;
/** One list state of the catalogue. */
export type DemoListMode = (typeof DEMO_LIST_MODES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const BASE = new Date(2024, 0, 1, 8, 0, 0).getTime();

/** 57 in-page sample rows (catalogue only); every third row has no note, to show "--". */
export const DEMO_DEVICES: DemoDevice[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  name: `Gateway-${String(index + 1).padStart(3, '0')}`,
  code: `GW${100_000 + index}`,
  status: index % 4 === 0 ? 'offline' : 'online',
  createDate: new Date(BASE + index * DAY_MS).toISOString(),
  note: index % 3 === 0 ? null : `Floor ${(index % 12) + 1}`,
}));

const page = (options: ListTransportOptions) => {
  const body = (options.data ?? {}) as Record<string, unknown>;
  const pageIndex = Number(body.page_index) || 1;
  const pageSize = Number(body.page_size) || 10;
  const name = typeof body.name === 'string' ? body.name.toLowerCase() : '';
  const rows = DEMO_DEVICES.filter(
    (row) => (!name || row.name.toLowerCase().includes(name)) && (!body.status || row.status === body.status),
  );
  const items = rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
  return { code: '000000', is_success: true, result: { items, total_count: rows.length }, error_info: null };
};

/** An in-page transport answering list A replies in the chosen state (the catalogue's local handler). */
export const demoTransport =
  (mode: DemoListMode, failure: string): ListTransport =>
  (options) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => {
          if (mode === 'error') reject(new Error(failure));
          else if (mode === 'warning') resolve({ code: '000000', is_success: false, error_info: null });
          else if (mode === 'empty')
            resolve({ code: '000000', is_success: true, result: { items: [], total_count: 0 } });
          else resolve(page(options));
        },
        mode === 'loading' ? 2 ** 31 - 1 : 300,
      );
      options.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      });
    });
