import type { ReactNode } from 'react';
import { usePermittedPageIds } from '../../lib/session-store';

/** Props of the permission element. */
export interface PermissionProps {
  /** The page id (menu or button) the user must hold. */
  pageId: string;
  children: ReactNode;
  /** Shown instead when the page id is not permitted (default nothing). */
  fallback?: ReactNode;
}

/** Renders its children only when its page id is in the user's menu list (spec section 6). */
export function Permission({ pageId, children, fallback = null }: PermissionProps) {
  const permitted = usePermittedPageIds();
  return <>{permitted.has(pageId) ? children : fallback}</>;
}
