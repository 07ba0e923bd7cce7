import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { platformTitle } from '../session/platform';

/** Root element: keeps document.title on the platform title of the current language. */
export function RootShell() {
  const { i18n } = useTranslation();
  const platform = useSessionStore((state) => state.platform);
  useEffect(() => {
    document.title = platformTitle(platform, i18n.language);
  }, [platform, i18n.language]);
  return <Outlet />;
}
