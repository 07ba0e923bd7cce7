import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_IMAGES, type EmptyType } from './empty-images';

/** Props of the empty state. */
export interface EmptyStateProps {
  type?: EmptyType;
  /** Text under the image; defaults to the type's own text. */
  text?: ReactNode;
  /** Actions under the text. */
  children?: ReactNode;
}

/** An empty state with one of the illustrations delete, blank, confirm or send. */
export function EmptyState({ type = 'blank', text, children }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div data-testid={`empty-state-${type}`} style={{ textAlign: 'center', padding: '16px 0' }}>
      <svg width="120" height="100" viewBox="0 0 120 100" aria-hidden="true">
        {EMPTY_IMAGES[type]}
      </svg>
      <div style={{ color: 'rgba(0, 0, 0, 0.45)', marginTop: 4 }}>{text ?? t(`components:empty.${type}`)}</div>
      {children && <div style={{ marginTop: 12 }}>{children}</div>}
    </div>
  );
}
