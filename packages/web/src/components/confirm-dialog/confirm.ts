import { createElement, Fragment } from 'react';
import i18n from '../../i18n';
import { type ConfirmOptions, enqueueConfirm, hasConfirmHost } from './confirm-queue';

/** Queue a confirm dialog (one shown at a time): resolves on confirm, rejects on cancel or close. */
export const confirm = (options: ConfirmOptions): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    enqueueConfirm(options, resolve, reject);
    // No host mounted by the app (e.g. a page rendered alone): mount one on the body.
    if (!hasConfirmHost()) void import('./confirm-host').then(({ mountFallbackHost }) => mountFallbackHost());
  });

/**
 * The spec's delete dialog: 删除确认 / 您确认要删除吗？ with 确 定 and 取 消; the record's name (or key), when
 * given, on its own line below the sentence.
 */
export const confirmDelete = (name?: string): Promise<void> => {
  const sentence = i18n.t('components:confirm.deleteContent');
  const record = name
    ? createElement('div', { className: 'confirm-record', 'data-testid': 'confirm-record' }, name)
    : null;
  return confirm({
    title: i18n.t('components:confirm.deleteTitle'),
    content: record ? createElement(Fragment, null, sentence, record) : sentence,
    danger: true,
  });
};
