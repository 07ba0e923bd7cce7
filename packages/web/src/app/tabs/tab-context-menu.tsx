import { TAB_CONTEXT_MENU_WIDTH } from '@beacon/contracts/constants';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabView } from './tab-ops';

/** What the tab context menu offers (spec section 2 "Tab strip"). */
export type TabAction = 'refresh' | 'closeCurrent' | 'closeOthers' | 'closeAll';
const ACTIONS: readonly TabAction[] = ['refresh', 'closeCurrent', 'closeOthers', 'closeAll'];

/** Right-click menu of a tab, TAB_CONTEXT_MENU_WIDTH px wide, at the pointer. */
export function TabContextMenu(props: {
  tab: TabView;
  x: number;
  y: number;
  onAction(action: TabAction, tab: TabView): void;
  onClose(): void;
}) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  const { onClose } = props;

  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  const left = Math.max(0, Math.min(props.x, window.innerWidth - TAB_CONTEXT_MENU_WIDTH));
  return (
    <div
      ref={ref}
      role="menu"
      data-testid="tab-context-menu"
      className="beacon-tab-context-menu"
      style={{
        left,
        top: props.y,
        width: TAB_CONTEXT_MENU_WIDTH,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
        borderRadius: token.borderRadius,
      }}
    >
      {ACTIONS.map((action) => (
        <button
          key={action}
          type="button"
          role="menuitem"
          data-action={action}
          disabled={action === 'closeCurrent' && props.tab.affix}
          onClick={() => {
            props.onAction(action, props.tab);
            onClose();
          }}
        >
          {t(`tabs.${action}`)}
        </button>
      ))}
    </div>
  );
}
