import { CloseCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './route-error-page.css';

// Plain elements in the look of antd's error Result: this ships with the entry, which must stay small, and
// must show even when no further chunk can load.
/** Shown when routing itself fails (a chunk that cannot load, a loader bug). */
export function RouteErrorPage() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const colors: CSSProperties & Record<`--${string}`, string> = {
    '--beacon-error': token.colorError,
    '--beacon-heading': token.colorTextHeading,
    '--beacon-primary-hover': token.colorPrimaryHover,
    '--beacon-border': token.colorBorder,
    '--beacon-radius': `${token.borderRadius}px`,
    fontFamily: token.fontFamily,
  };
  return (
    <div role="alert" className="beacon-route-error" style={colors}>
      <CloseCircleFilled className="beacon-route-error-icon" />
      <h1 className="beacon-route-error-title">{t('pageError.title')}</h1>
      <button type="button" className="beacon-route-error-retry" onClick={() => window.location.reload()}>
        {t('pageError.retry')}
      </button>
    </div>
  );
}
