import { ERROR_TOAST_MS } from '@beacon/contracts/constants';
import { message } from 'antd';

/** The part of antd's message API the console uses. */
export interface ToastApi {
  error(config: { content: string; duration: number; key?: string }): unknown;
}

// antd's static `message` works anywhere (tests, before the app mounts); the app swaps in App.useApp().message for theming.
let toastApi: ToastApi = message;

/** Route toasts through another message instance (the one of antd's <App>). */
export function setToastApi(api: ToastApi): void {
  toastApi = api;
}

/** Show an error toast for ERROR_TOAST_MS; the same text shown twice replaces itself. */
export function showErrorToast(text: string): void {
  toastApi.error({ content: text, duration: ERROR_TOAST_MS / 1000, key: text });
}
