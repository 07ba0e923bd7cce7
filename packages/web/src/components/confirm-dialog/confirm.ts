import i18n from '../../i18n';
import { type ConfirmOptions, enqueueConfirm, hasConfirmHost } from './confirm-queue';

/** Queue a confirm dialog (one shown at a time): resolves on confirm, rejects on cancel or close. */
export const confirm = (options: ConfirmOptions): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    enqueueConfirm(options, resolve, reject);
    // No host mounted by the app (e.g. a page rendered alone): mount one on the body.
    if (!hasConfirmHost()) void import('./confirm-host').then(({ mountFallbackHost }) => mountFallbackHost());
  });

/** The spec's delete dialog: 删除确认 / 您确认要删除吗？ with 确 定 and 取 消. */
export const confirmDelete = (): Promise<void> =>
  confirm({
    title: i18n.t('components:confirm.deleteTitle'),
    content: i18n.t('components:confirm.deleteContent'),
    danger: true,
  });
