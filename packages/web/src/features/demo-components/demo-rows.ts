import { listReplyFailure } from '../../components/list-page/list-request';
import type { ListLoader, ListQuery, ListResult } from '../../components/list-page/list-state';

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

const page = ({ pageIndex, pageSize, filters }: ListQuery): ListResult<DemoDevice> => {
  const name = typeof filters.name === 'string' ? filters.name.toLowerCase() : '';
  const rows = DEMO_DEVICES.filter(
    (row) => (!name || row.name.toLowerCase().includes(name)) && (!filters.status || row.status === filters.status),
  );
  return { rows: rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), total: rows.length };
};

/** An in-page list handler answering in the chosen state after 300 ms (the catalogue's local source). */
export const demoLoader =
  (mode: DemoListMode, failure: string): ListLoader<DemoDevice> =>
  (query, signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => {
          if (mode === 'error') reject(new Error(failure));
          // A list reply that failed without a message: the table says 未知错误.
          else if (mode === 'warning') reject(listReplyFailure(undefined));
          else if (mode === 'empty') resolve({ rows: [], total: 0 });
          else resolve(page(query));
        },
        mode === 'loading' ? 2 ** 31 - 1 : 300,
      );
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      });
    });
