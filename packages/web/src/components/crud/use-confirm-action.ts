import type { AnyEndpoint } from '@beacon/contracts/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { reportError } from '../../lib/api-client/report-error';
import { confirm, confirmDelete } from '../confirm-dialog/confirm';
import { ConfirmDismissed, type ConfirmOptions } from '../confirm-dialog/confirm-queue';
import { invalidateEndpoints } from './invalidate-endpoints';

/**
 * The question before an action: 'delete' asks the spec's delete dialog (删除确认), `deleteOf` the same naming the
 * record, a function any dialog.
 */
export type ConfirmQuestion<T> = 'delete' | { deleteOf: (target: T) => string } | ((target: T) => ConfirmOptions);

/** What a confirmed action asks, calls and reports. */
export interface ConfirmActionOptions<T> {
  confirm: ConfirmQuestion<T>;
  /** The call. */
  run: (target: T) => Promise<unknown>;
  /** The success toast. */
  success: (target: T) => string;
  /** Endpoints whose resources the call changes: their queries are invalidated. */
  invalidates: readonly AnyEndpoint[];
}

/** Ask a confirm dialog: true on confirm, false on cancel or close. */
export async function ask<T>(question: ConfirmQuestion<T>, target: T): Promise<boolean> {
  const dialog =
    question === 'delete'
      ? confirmDelete()
      : typeof question === 'object'
        ? confirmDelete(question.deleteOf(target))
        : confirm(question(target));
  return dialog.then(
    () => true,
    (reason: unknown) => {
      if (reason instanceof ConfirmDismissed) return false;
      throw reason;
    },
  );
}

/**
 * A row action behind a confirm dialog: confirm → call → success toast → invalidate the resource. A failed
 * call was toasted by the api client (anything else is toasted here); the returned promise says whether it ran.
 */
export function useConfirmAction<T>(options: ConfirmActionOptions<T>): (target: T) => Promise<boolean> {
  const call = useConfirmedCall();
  return (target) => call(options, target);
}

/** `useConfirmAction` whose options come with each call (a page kit's row actions). */
export function useConfirmedCall(): <T>(options: ConfirmActionOptions<T>, target: T) => Promise<boolean> {
  const { message } = App.useApp();
  const client = useQueryClient();
  return async (options, target) => {
    if (!(await ask(options.confirm, target))) return false;
    try {
      await options.run(target);
    } catch (error) {
      reportError(error);
      return false;
    }
    void message.success(options.success(target));
    await invalidateEndpoints(client, options.invalidates);
    return true;
  };
}
