import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { loaderListSource } from '../list-page/list-source';
import type { ListQuery } from '../list-page/list-state';
import { buildWorkbook, fetchExportRows } from './export-rows';

type Row = { id: number; name: string };
const all = Array.from({ length: 1_200 }, (_, index) => ({ id: index + 1, name: `row-${index + 1}` }));
const load = vi.fn((query: ListQuery) =>
  Promise.resolve({
    rows: all.slice((query.pageIndex - 1) * query.pageSize, query.pageIndex * query.pageSize),
    total: all.length,
  }),
);

// jsdom's Blob has no arrayBuffer(); FileReader reads it.
const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('export', () => {
  it('pages through the source with the filters, reporting progress, until the total', async () => {
    load.mockClear();
    const progress: number[][] = [];
    const { rows, total } = await fetchExportRows(
      loaderListSource('rows', load),
      { name: 'x' },
      {
        onProgress: (done, target) => progress.push([done, target]),
      },
    );
    expect(total).toBe(1_200);
    expect(rows).toHaveLength(1_200);
    expect(progress).toEqual([
      [500, 1_200],
      [1_000, 1_200],
      [1_200, 1_200],
    ]);
    expect(load.mock.calls.map(([query]) => query)).toEqual([
      { pageIndex: 1, pageSize: 500, filters: { name: 'x' } },
      { pageIndex: 2, pageSize: 500, filters: { name: 'x' } },
      { pageIndex: 3, pageSize: 500, filters: { name: 'x' } },
    ]);
  });

  it('stops at the limit', async () => {
    load.mockClear();
    const { rows } = await fetchExportRows(loaderListSource('rows', load), {}, { limit: 700 });
    expect(rows).toHaveLength(700);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('writes an xlsx sheet with bold headers and one row per row', async () => {
    const blob = await buildWorkbook<Row>(
      all.slice(0, 2),
      [
        { header: 'ID', value: (row) => row.id, width: 8 },
        { header: '名称', value: (row) => row.name, width: 20 },
      ],
      'sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readBlob(blob));
    const sheet = workbook.getWorksheet('sheet');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'ID', '名称']);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.getRow(3).values).toEqual([undefined, 2, 'row-2']);
  });
});
