import { PlusOutlined } from '@ant-design/icons';
import { DRAWER_WIDTH } from '@beacon/contracts/constants';
import { Button, Drawer } from 'antd';
import type { ReactNode } from 'react';

/** Props of a drawer that manages a small list (product groups, device categories). */
export interface ManagerDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Called once the drawer has finished closing. */
  afterClose?: () => void;
  title: ReactNode;
  /** Width in px (default the spec's 664). */
  width?: number;
  /** Test id of the drawer. */
  testId: string;
  /** The create button's text, test id and action. */
  create: { label: ReactNode; testId: string; onClick: () => void };
  /** The list (a table, a tree) and its dialogs. */
  children: ReactNode;
}

/** A drawer over a page that lists records of a small resource, with a create button above the list. */
export function ManagerDrawer({
  open,
  onClose,
  afterClose,
  title,
  width,
  testId,
  create,
  children,
}: ManagerDrawerProps) {
  return (
    <Drawer
      open={open}
      size={width ?? DRAWER_WIDTH}
      title={title}
      onClose={onClose}
      afterOpenChange={(opened) => {
        if (!opened) afterClose?.();
      }}
      destroyOnHidden
      data-testid={testId}
    >
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={create.onClick}
        style={{ marginBottom: 12 }}
        data-testid={create.testId}
      >
        {create.label}
      </Button>
      {children}
    </Drawer>
  );
}
