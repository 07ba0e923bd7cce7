import { ConfigProvider, message } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastApi } from './toast-bridge';

/** The api client's toasts before sign-in (login errors, the guard's 登录异常) come from this holder. */
function ToastHolder() {
  const [api, holder] = message.useMessage();
  useToastApi(api);
  return holder;
}

// Kept small: it loads with the sign-in page. Signed-in pages add PageProviders (with the main layout).
/** What every route needs: antd's config (zh_CN default, en_US) following the i18n language, and a toast holder. */
export function ShellProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  useEffect(() => {
    document.documentElement.lang = english ? 'en-US' : 'zh-CN';
  }, [english]);
  return (
    <ConfigProvider locale={english ? enUS : zhCN}>
      <ToastHolder />
      {children}
    </ConfigProvider>
  );
}
