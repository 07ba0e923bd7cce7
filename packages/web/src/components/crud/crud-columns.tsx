import { Button, Space, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/formatters';
import { Permission } from '../permission/permission';

/** How a status value shows: its tag colour and text (PRODUCT.md §3: the same colours everywhere). */
export interface StatusLook {
  color: string;
  text: ReactNode;
}

/** A status as a coloured tag with its text (colour is never the only signal). */
export function StatusTag({ look }: { look: StatusLook | undefined }) {
  return look ? <Tag color={look.color}>{look.text}</Tag> : null;
}

/** A date-time column (YYYY-MM-DD HH:mm:ss; empty shows "--"). */
export const dateTimeColumn = <T,>(title: ReactNode, dataIndex: keyof T & string, width = 170): ColumnType<T> => ({
  title,
  dataIndex,
  width,
  render: (value: number | string | null) => formatDateTime(value),
});

/** A status column: each value as its coloured tag. */
export const statusColumn = <T,>(
  title: ReactNode,
  dataIndex: keyof T & string,
  looks: Readonly<Record<string, StatusLook>>,
  width = 90,
): ColumnType<T> => ({
  title,
  dataIndex,
  width,
  render: (value: string) => <StatusTag look={looks[value]} />,
});

/** One button of a row's actions. */
export interface RowAction<T> {
  key: string;
  /** The button text (may depend on the row, e.g. enable or disable). */
  label: ReactNode | ((row: T) => ReactNode);
  /** The button page id the user must hold (the permission element). */
  pageId?: string;
  /** Whether this row offers the action (default: every row). */
  visible?: (row: T) => boolean;
  danger?: boolean | ((row: T) => boolean);
  /** Why the row cannot take the action (the button shows disabled, the reason as its tooltip); undefined: it can. */
  disabledReason?: (row: T) => string | undefined;
  /** data-testid of the button (end-to-end tests). */
  testId?: string;
  onClick: (row: T) => void;
}

/** The actions column: link buttons, each behind <Permission pageId> when it names one. */
export const actionsColumn = <T,>(title: ReactNode, actions: readonly RowAction<T>[], width = 160): ColumnType<T> => ({
  title,
  key: 'actions',
  fixed: 'right',
  width,
  render: (_value: unknown, row: T) => (
    <Space size={0} wrap>
      {actions
        .filter((action) => action.visible?.(row) ?? true)
        .map((action) => {
          const danger = typeof action.danger === 'function' ? action.danger(row) : action.danger;
          const label = typeof action.label === 'function' ? action.label(row) : action.label;
          const reason = action.disabledReason?.(row);
          const enabled = !reason;
          const shown = (
            <Button
              key={action.key}
              type="link"
              size="small"
              danger={danger}
              disabled={!enabled}
              aria-description={reason}
              data-testid={action.testId}
              onClick={() => action.onClick(row)}
            >
              {label}
            </Button>
          );
          // A disabled button swallows the hover: a wrapper carries the reason's tooltip.
          const button = enabled ? (
            shown
          ) : (
            <Tooltip key={action.key} title={reason}>
              <span data-testid={action.testId && `${action.testId}-disabled`}>{shown}</span>
            </Tooltip>
          );
          return action.pageId ? (
            <Permission key={action.key} pageId={action.pageId}>
              {button}
            </Permission>
          ) : (
            button
          );
        })}
    </Space>
  ),
});
