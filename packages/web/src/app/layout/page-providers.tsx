import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { ConfirmHost } from '../../components/confirm-dialog/confirm-host';
import i18n from '../../i18n';
import { queryClient } from '../../lib/query-client';
import { useToastApi } from '../toast-bridge';

const dayjsLocale = (language: string): string => (language.startsWith('en') ? 'en' : 'zh-cn');
// Set before any page renders and on every switch (languageChanged fires before React re-renders).
dayjs.locale(dayjsLocale(i18n.language));
i18n.on('languageChanged', (language) => dayjs.locale(dayjsLocale(language)));

/** Sends the api client's toasts through antd's <App> message instance while signed-in pages show. */
function AppToastBridge() {
  const { message } = AntdApp.useApp();
  useToastApi(message);
  return null;
}

/** What signed-in pages need (loaded with the main layout): antd's <App>, the confirm host, TanStack Query. */
export function PageProviders({ children }: { children: ReactNode }) {
  return (
    <AntdApp>
      <AppToastBridge />
      <ConfirmHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AntdApp>
  );
}
