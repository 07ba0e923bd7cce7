import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { UploadExcel } from './upload-excel';

const xlsx = async (rows: unknown[][], name = 'devices.xlsx'): Promise<File> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
};

describe('UploadExcel', () => {
  it('shows the drag text verbatim', () => {
    render(<UploadExcel onSuccess={vi.fn()} />);
    expect(screen.getByTestId('upload-excel')).toHaveTextContent('将文件拖到此处，或点击上传');
  });

  it('parses the first sheet; header cells without value become UNKNOWN plus the column index', async () => {
    const user = userEvent.setup();
    const onSuccess = vi.fn();
    render(<UploadExcel onSuccess={onSuccess} />);
    const file = await xlsx([['name', null, 'count'], ['gw-1', 'x', 3], [], ['gw-2', null, 5]]);
    await user.upload(screen.getByTestId('upload-excel-input'), file);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(onSuccess).toHaveBeenCalledWith({
      header: ['name', 'UNKNOWN 1', 'count'],
      results: [
        { name: 'gw-1', 'UNKNOWN 1': 'x', count: 3 },
        { name: 'gw-2', count: 5 },
      ],
    });
    // Each row keeps its own sheet row number (hidden), so a report names row 4 although row 3 was blank.
    const parsed = onSuccess.mock.calls[0]?.[0] as { results: Record<string, unknown>[] } | undefined;
    const results = parsed?.results ?? [];
    expect(results.map((row) => row.__rowNum__)).toEqual([2, 4]);
    expect(Object.keys(results[1] ?? {})).toEqual(['name', 'count']);
  });

  it('rejects two dropped files with the message and parses nothing', async () => {
    const onSuccess = vi.fn();
    render(<UploadExcel onSuccess={onSuccess} />);
    const files = [await xlsx([['a']], 'a.xlsx'), await xlsx([['b']], 'b.xlsx')];
    fireEvent.drop(screen.getByTestId('upload-excel'), { dataTransfer: { files } });
    expect(await screen.findByText('只能上传一个文件！')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('uses the spec English text verbatim in en-US', async () => {
    await i18n.changeLanguage('en-US');
    try {
      render(<UploadExcel onSuccess={vi.fn()} />);
      fireEvent.drop(screen.getByTestId('upload-excel'), { dataTransfer: { files: [] } });
      expect(await screen.findByText('Only support uploading one file!')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('zh-CN'));
    }
  });

  it('stops when beforeUpload returns false or rejects', async () => {
    const onSuccess = vi.fn();
    const beforeUpload = vi.fn().mockReturnValueOnce(false).mockRejectedValueOnce(new Error('too big'));
    render(<UploadExcel onSuccess={onSuccess} beforeUpload={beforeUpload} />);
    const file = await xlsx([['a'], [1]]);
    fireEvent.drop(screen.getByTestId('upload-excel'), { dataTransfer: { files: [file] } });
    fireEvent.drop(screen.getByTestId('upload-excel'), { dataTransfer: { files: [file] } });
    await waitFor(() => expect(beforeUpload).toHaveBeenCalledTimes(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(beforeUpload).toHaveBeenCalledWith(file);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('parses when beforeUpload allows the file', async () => {
    const onSuccess = vi.fn();
    render(<UploadExcel onSuccess={onSuccess} beforeUpload={() => Promise.resolve(true)} />);
    fireEvent.drop(screen.getByTestId('upload-excel'), { dataTransfer: { files: [await xlsx([['a'], [1]])] } });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ header: ['a'], results: [{ a: 1 }] }));
  });

  it('rejects a file that is not .xlsx', async () => {
    const onSuccess = vi.fn();
    render(<UploadExcel onSuccess={onSuccess} />);
    fireEvent.drop(screen.getByTestId('upload-excel'), { dataTransfer: { files: [new File(['a,b'], 'a.csv')] } });
    expect(await screen.findByText('仅支持上传 .xlsx 格式的文件')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
