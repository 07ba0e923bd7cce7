import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnsType } from 'antd/es/table';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store';
import { renderInApp, resetSession } from '../../test/page-test-kit';
import { DataTable } from '../data-table/data-table';
import { actionsColumn, dateTimeColumn, statusColumn } from './crud-columns';

type Row = { id: number; name: string; status: 'on' | 'off'; at: number | null };
const rows: Row[] = [
  { id: 1, name: 'a', status: 'on', at: new Date(2026, 2, 1, 10, 20, 30).getTime() },
  { id: 2, name: 'b', status: 'off', at: null },
];

const table = (onToggle: (row: Row) => void) => {
  const columns: ColumnsType<Row> = [
    { title: 'Name', dataIndex: 'name' },
    statusColumn<Row>('Status', 'status', {
      on: { color: 'green', text: '在线' },
      off: { color: 'red', text: '停用' },
    }),
    dateTimeColumn<Row>('At', 'at'),
    actionsColumn<Row>('Actions', [
      {
        key: 'toggle',
        label: (row) => (row.status === 'on' ? '停用' : '启用'),
        pageId: 'PlatformManage.account:status',
        danger: (row) => row.status === 'on',
        onClick: onToggle,
      },
      {
        key: 'delete',
        label: '删除',
        pageId: 'PlatformManage.account:delete',
        visible: (row) => row.id !== 1,
        onClick: vi.fn(),
      },
      { key: 'view', label: '查看', onClick: vi.fn() },
    ]),
  ];
  return <DataTable<Row> columns={columns} dataSource={rows} />;
};

const rowOf = (text: string) => {
  const row = screen.getByText(text, { selector: 'td' }).closest('tr');
  if (!row) throw new Error(`no row ${text}`);
  return row;
};

describe('standard columns', () => {
  it('show status tags, date-times (-- when empty) and the permitted, visible row actions', async () => {
    resetSession();
    const onToggle = vi.fn();
    renderInApp(table(onToggle));
    const first = rowOf('a');
    expect(within(first).getByText('在线').closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(within(first).getByText('2026-03-01 10:20:30')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '停用' })).toHaveClass('ant-btn-dangerous');
    expect(within(first).queryByRole('button', { name: '删除' })).toBeNull();
    const second = rowOf('b');
    expect(within(second).getByText('--')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: '删除' })).toBeInTheDocument();
    await userEvent.click(within(second).getByRole('button', { name: '启用' }));
    expect(onToggle).toHaveBeenCalledWith(rows[1]);
  });

  it('hide a button whose page id the menu list does not hold', () => {
    resetSession();
    useSessionStore.setState({ menus: [] });
    renderInApp(table(vi.fn()));
    expect(within(rowOf('b')).queryByRole('button', { name: '启用' })).toBeNull();
    expect(within(rowOf('b')).getByRole('button', { name: '查看' })).toBeInTheDocument();
  });
});
