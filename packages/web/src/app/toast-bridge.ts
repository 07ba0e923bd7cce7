import { message } from 'antd';
import { useEffect } from 'react';
import { setToastApi, type ToastApi } from '../lib/api-client/toast';

// Mounted message instances, outermost first; the innermost one shows the api client's toasts.
const mounted: ToastApi[] = [];

/** While the caller is mounted, send the api client's toasts through this (themed, in-context) message instance. */
export function useToastApi(api: ToastApi): void {
  useEffect(() => {
    mounted.push(api);
    setToastApi(api);
    return () => {
      mounted.splice(mounted.lastIndexOf(api), 1);
      setToastApi(mounted.at(-1) ?? message);
    };
  }, [api]);
}
