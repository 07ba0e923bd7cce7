import { describe, expect, it } from 'vitest';
import { importRowsFromSheet, SHEET_ROW_NUMBER } from './iot-device-files';

describe('importRowsFromSheet', () => {
  it('maps headers by their text or field name and numbers rows from the second sheet row', () => {
    const rows = importRowsFromSheet([{ '设备标识(devKey)': 'k-1', name: 'A', extra: 'x' }, { devKey: 'k-2' }]);
    expect(rows).toEqual([
      { row: 2, devKey: 'k-1', name: 'A' },
      { row: 3, devKey: 'k-2' },
    ]);
  });

  it("keeps the sheet's own row number when the parser gives one (blank rows skipped)", () => {
    const record: Record<string, unknown> = { devKey: 'k-9' };
    Object.defineProperty(record, SHEET_ROW_NUMBER, { value: 7, enumerable: false });
    expect(importRowsFromSheet([{ devKey: 'k-1' }, record])).toEqual([
      { row: 2, devKey: 'k-1' },
      { row: 7, devKey: 'k-9' },
    ]);
  });
});
