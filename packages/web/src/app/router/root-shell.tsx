import { Button, Result } from 'antd';
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

/** Shown when routing itself fails (a chunk that cannot load, a loader bug). */
export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="error"
      title={t('pageError.title')}
      extra={<Button onClick={() => window.location.reload()}>{t('pageError.retry')}</Button>}
    />
  );
}
