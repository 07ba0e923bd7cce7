import { Tabs } from 'antd';
import type { Key, ReactNode } from 'react';

/** One content tab. */
export interface ContentTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
  disabled?: boolean;
}

/** Props of the content tabs. */
export interface ContentTabsProps {
  items: readonly ContentTab[];
  /** The shown tab when the parent controls it. */
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** Keep hidden tabs mounted (default false: a tab renders when first shown). */
  keepMounted?: boolean;
}

/** Simple content tabs (detail page sections and the like). */
export function ContentTabs({ items, activeKey, defaultActiveKey, onChange, keepMounted = false }: ContentTabsProps) {
  return (
    <Tabs
      activeKey={activeKey}
      defaultActiveKey={defaultActiveKey}
      onChange={(key: Key) => onChange?.(String(key))}
      destroyOnHidden={!keepMounted}
      items={items.map((item) => ({ ...item }))}
    />
  );
}
