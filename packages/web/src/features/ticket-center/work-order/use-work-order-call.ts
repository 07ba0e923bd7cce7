import { workOrderEndpoints } from '@beacon/contracts/work-order.endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { invalidateEndpoints } from '../../../components/crud/invalidate-endpoints';

/** A dialog's call on a work order in progress, and the runner that toasts its success and reloads the lists. */
export interface WorkOrderCall {
  saving: boolean;
  run: (call: () => Promise<unknown>, success: string, onDone: () => void) => Promise<void>;
}

/**
 * Runs a dialog's transition: on success its text is toasted, the work order queries reload and the dialog closes;
 * a refusal is toasted by the api client in the operator's language and the dialog stays open.
 */
export function useWorkOrderCall(): WorkOrderCall {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const run = async (call: () => Promise<unknown>, success: string, onDone: () => void) => {
    setSaving(true);
    try {
      await call();
      void message.success(success);
      onDone();
      await invalidateEndpoints(client, [workOrderEndpoints.page]);
    } catch {
      // The api client has already shown the refusal's reason.
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}
