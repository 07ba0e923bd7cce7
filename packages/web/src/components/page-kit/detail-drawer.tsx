import { DRAWER_WIDTH } from '@beacon/contracts/constants';
import { Descriptions, type DescriptionsProps, Drawer } from 'antd';
import type { ReactNode } from 'react';

/** Props of a row's detail drawer. */
export interface DetailDrawerProps {
  title: ReactNode;
  items: NonNullable<DescriptionsProps['items']>;
  open: boolean;
  onClose: () => void;
  /** Called once the closing animation has ended. */
  afterClose?: () => void;
}

/** One row in full, a label and value per line (read-only pages' detail action). */
export function DetailDrawer({ title, items, open, onClose, afterClose }: DetailDrawerProps) {
  return (
    <Drawer
      open={open}
      size={DRAWER_WIDTH}
      title={title}
      onClose={onClose}
      afterOpenChange={(visible) => {
        if (!visible) afterClose?.();
      }}
      data-testid="detail-drawer"
      destroyOnHidden
    >
      <Descriptions column={1} bordered size="small" items={items} />
    </Drawer>
  );
}
