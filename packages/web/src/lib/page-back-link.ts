import { useEffect } from 'react';
import { create } from 'zustand';

/** The optional back-link item a page adds to the breadcrumb. */
export interface BackLink {
  title: string;
  path: string;
}

/** The back-link of the active page. */
export const useBackLinkStore = create<{ link: BackLink | null }>(() => ({ link: null }));

/** Show a back-link in the breadcrumb while the calling page is active (hidden cached pages drop it). */
export function useBreadcrumbBackLink(link: BackLink | null): void {
  const title = link?.title;
  const path = link?.path;
  useEffect(() => {
    if (title === undefined || path === undefined) return;
    useBackLinkStore.setState({ link: { title, path } });
    return () => useBackLinkStore.setState({ link: null });
  }, [title, path]);
}
