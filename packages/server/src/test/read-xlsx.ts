import ExcelJS from 'exceljs';

/** The first sheet of an xlsx as header texts and one record per row keyed by header (blank cells left out). */
export const readXlsx = async (bytes: Buffer): Promise<{ header: string[]; results: Record<string, unknown>[] }> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(bytes).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], results: [] };
  const header: string[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    header[column - 1] = String(cell.value);
  });
  const results: Record<string, unknown>[] = [];
  for (let rowNumber = 2; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const record: Record<string, unknown> = {};
    sheet.getRow(rowNumber).eachCell((cell, column) => {
      const key = header[column - 1];
      if (key !== undefined && cell.value !== null && cell.value !== '') record[key] = cell.value;
    });
    if (Object.keys(record).length > 0) results.push(record);
  }
  return { header, results };
};
