import { CloseCircleOutlined, CloseOutlined } from '@ant-design/icons';
import { TAB_PADDING, TAB_SCROLL_DIVISOR } from '@beacon/contracts/constants';
import { Button, theme } from 'antd';
import { useCallback, useEffect, useRef, useState, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { titleText } from '../layout/nav-model';
import { type TabAction, TabContextMenu } from './tab-context-menu';
import { nextPathAfterClose, type TabView } from './tab-ops';
import { useTabsStore } from './tabs-store';

/** The strip's scroll position that shows all of `tab` (the strip, positioned, is its offset parent). */
export const scrollLeftShowing = (
  strip: Pick<HTMLElement, 'scrollLeft' | 'clientWidth'>,
  tab: Pick<HTMLElement, 'offsetLeft' | 'offsetWidth'>,
): number => {
  const left = tab.offsetLeft;
  const right = left + tab.offsetWidth;
  if (left < strip.scrollLeft) return left;
  if (right > strip.scrollLeft + strip.clientWidth) return right - strip.clientWidth;
  return strip.scrollLeft;
};

/** The strip of visited pages with its context menu and close-others button. */
export function TabStrip({ currentPath, homePath }: { currentPath: string | undefined; homePath: string }) {
  const { t, i18n } = useTranslation('shell');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const tabs = useTabsStore((state) => state.tabs);
  const [menu, setMenu] = useState<{ tab: TabView; x: number; y: number } | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  // The active tab is added after the page renders, so follow the tab list as well as the path.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab list is a trigger (the active tab appears in it).
  useEffect(() => {
    const strip = scrollRef.current;
    const active = strip?.querySelector<HTMLElement>(`[data-path="${currentPath}"]`);
    if (strip && active) strip.scrollLeft = scrollLeftShowing(strip, active);
  }, [currentPath, tabs]);

  const leaveIfClosed = (remaining: readonly TabView[]) => {
    if (!remaining.some((tab) => tab.path === currentPath)) navigate(nextPathAfterClose(remaining, homePath));
  };
  const onAction = (action: TabAction, tab: TabView) => {
    const store = useTabsStore.getState();
    if (action === 'refresh') return navigate(`/redirect${tab.fullPath}`, { replace: true });
    if (action === 'closeCurrent') store.close(tab.path);
    if (action === 'closeOthers') {
      store.closeOthers(tab.path);
      if (tab.path !== currentPath) return navigate(tab.fullPath);
    }
    if (action === 'closeAll') store.closeAll();
    leaveIfClosed(useTabsStore.getState().tabs);
  };
  const closeMenu = useCallback(() => setMenu(null), []);
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (scrollRef.current) scrollRef.current.scrollLeft += event.deltaY / TAB_SCROLL_DIVISOR;
  };
  const current = tabs.find((tab) => tab.path === currentPath);

  return (
    <nav
      data-testid="tab-strip"
      className="beacon-tab-strip"
      style={{ padding: TAB_PADDING }}
      aria-label={t('tabs.strip')}
    >
      <div ref={scrollRef} className="beacon-tab-scroll" onWheel={onWheel}>
        {tabs.map((tab) => {
          const active = tab.path === currentPath;
          const title = titleText(tab.title, i18n.language, t('noName'));
          return (
            <span
              key={tab.path}
              data-testid="tab"
              data-path={tab.path}
              className={active ? 'beacon-tab active' : 'beacon-tab'}
              style={{
                paddingRight: TAB_PADDING,
                marginRight: TAB_PADDING,
                ...(active ? { background: token.colorPrimary, borderColor: token.colorPrimary, color: '#fff' } : {}),
              }}
            >
              <Link
                to={tab.fullPath}
                aria-current={active ? 'page' : undefined}
                style={{ padding: `${TAB_PADDING}px ${TAB_PADDING}px ${TAB_PADDING}px ${TAB_PADDING * 2}px` }}
                onContextMenu={(event) => {
                  event.preventDefault();
                  setMenu({ tab, x: event.clientX, y: event.clientY });
                }}
              >
                {title}
              </Link>
              {!tab.affix && (
                <button
                  type="button"
                  className="beacon-tab-close"
                  aria-label={t('tabs.close', { title })}
                  onClick={() => onAction('closeCurrent', tab)}
                >
                  <CloseOutlined />
                </button>
              )}
            </span>
          );
        })}
      </div>
      <Button
        size="small"
        type="text"
        data-testid="tab-close-others"
        aria-label={t('tabs.closeOthers')}
        title={t('tabs.closeOthers')}
        icon={<CloseCircleOutlined />}
        disabled={!current}
        onClick={() => current && onAction('closeOthers', current)}
      />
      {menu && <TabContextMenu tab={menu.tab} x={menu.x} y={menu.y} onAction={onAction} onClose={closeMenu} />}
    </nav>
  );
}
