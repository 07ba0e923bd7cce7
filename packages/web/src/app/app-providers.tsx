import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmHost } from '../components/confirm-dialog/confirm-host';
import { setToastApi } from '../lib/api-client/toast';
import { queryClient } from '../lib/query-client';

/** Sends the api client's toasts through antd's <App> message instance (themed, in context). */
function ToastBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => setToastApi(message), [message]);
  return null;
}

/** antd (zh_CN default, en_US), dayjs locale, TanStack Query and the confirm-dialog host, following the i18n language. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
    document.documentElement.lang = english ? 'en-US' : 'zh-CN';
  }, [english]);
  return (
    <ConfigProvider locale={english ? enUS : zhCN}>
      <AntdApp>
        <ToastBridge />
        <ConfirmHost />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
