import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { DataTable } from './data-table';

type Row = { id: number; name: string | null; note?: string };
const rows: Row[] = [
  { id: 1, name: 'alpha', note: '' },
  { id: 2, name: null },
  { id: 3, name: 'gamma', note: 'x' },
];
const columns = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Note', dataIndex: 'note', key: 'note' },
  { title: 'Custom', key: 'custom', render: (_: unknown, row: Row) => (row.id === 3 ? 'ok' : null) },
];

const cells = (rowKey: number) =>
  Array.from(screen.getByTestId('list-table').querySelectorAll(`tr[data-row-key="${rowKey}"] td`)).map(
    (td) => td.textContent,
  );

describe('DataTable', () => {
  it('shows -- in empty cells, including empty render results', () => {
    render(<DataTable<Row> columns={columns} dataSource={rows} />);
    expect(cells(1)).toEqual(['alpha', '--', '--']);
    expect(cells(2)).toEqual(['--', '--', '--']);
    expect(cells(3)).toEqual(['gamma', 'x', 'ok']);
  });

  it('is small, bordered and striped', () => {
    render(<DataTable<Row> columns={columns} dataSource={rows} />);
    const table = screen.getByTestId('list-table');
    const root = table.closest('.ant-table-wrapper')?.querySelector('.ant-table');
    expect(root).toHaveClass('ant-table-small', 'ant-table-bordered');
    expect(table.querySelector('tr[data-row-key="2"]')).toHaveClass('beacon-row-striped');
    expect(table.querySelector('tr[data-row-key="1"]')).not.toHaveClass('beacon-row-striped');
  });

  it('multiple selection uses checkboxes in a 50 px column', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <DataTable<Row> columns={columns} dataSource={rows} selection="multiple" onSelectionChange={onSelectionChange} />,
    );
    const table = screen.getByTestId('list-table');
    expect(table.querySelector('col.ant-table-selection-col')).toHaveStyle({ width: '50px' });
    const boxes = within(table).getAllByRole('checkbox');
    await user.click(boxes[1] as HTMLElement);
    await user.click(boxes[3] as HTMLElement);
    expect(onSelectionChange).toHaveBeenLastCalledWith([1, 3], [rows[0], rows[2]]);
  });

  it('single selection uses radios and keeps one row', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <DataTable<Row> columns={columns} dataSource={rows} selection="single" onSelectionChange={onSelectionChange} />,
    );
    const radios = within(screen.getByTestId('list-table')).getAllByRole('radio');
    await user.click(radios[0] as HTMLElement);
    await user.click(radios[2] as HTMLElement);
    expect(onSelectionChange).toHaveBeenLastCalledWith([3], [rows[2]]);
  });

  it('highlights the clicked row as the current row', async () => {
    const user = userEvent.setup();
    const onCurrentRowChange = vi.fn();
    render(
      <DataTable<Row>
        columns={columns}
        dataSource={rows}
        highlightCurrentRow
        onCurrentRowChange={onCurrentRowChange}
      />,
    );
    await user.click(screen.getByText('gamma'));
    const table = screen.getByTestId('list-table');
    expect(table.querySelector('tr[data-row-key="3"]')).toHaveClass('beacon-row-current');
    expect(table.querySelector('tr[data-row-key="1"]')).not.toHaveClass('beacon-row-current');
    expect(onCurrentRowChange).toHaveBeenCalledWith(rows[2]);
  });

  it('shows a list message with its type in the empty area', () => {
    render(<DataTable<Row> columns={columns} dataSource={[]} message={{ type: 'info', text: 'nothing yet' }} />);
    const status = within(screen.getByTestId('list-table')).getByRole('status');
    expect(status).toHaveTextContent('nothing yet');
    expect(status).toHaveAttribute('data-type', 'info');
  });

  it('fixes no column below 992 px (a fixed actions column would cover the data) and scrolls inside itself', () => {
    const withActions = [...columns, { title: 'Actions', key: 'actions', fixed: 'right' as const, width: 380 }];
    const resize = (width: number) =>
      act(() => {
        window.innerWidth = width;
        window.dispatchEvent(new Event('resize'));
      });
    const before = window.innerWidth;
    resize(1280);
    render(<DataTable<Row> columns={withActions} dataSource={rows} />);
    const actionsHeader = () => screen.getByRole('columnheader', { name: 'Actions' });
    expect(actionsHeader()).toHaveClass('ant-table-cell-fix');
    resize(390);
    expect(actionsHeader()).not.toHaveClass('ant-table-cell-fix');
    expect(screen.getByTestId('list-table').querySelector('.ant-table-content')).toBeInTheDocument();
    resize(before);
  });
});
