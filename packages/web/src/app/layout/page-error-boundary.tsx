import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function PageErrorResult({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="error"
      title={t('pageError.title')}
      extra={<Button onClick={onRetry}>{t('pageError.retry')}</Button>}
    />
  );
}

/** Keeps a crashing page inside its tab: the shell and the other tabs stay usable. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (this.state.failed) return <PageErrorResult onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
