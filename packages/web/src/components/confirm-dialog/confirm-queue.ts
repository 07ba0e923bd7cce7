import type { ReactNode } from 'react';
import i18n from '../../i18n';

/** What a confirm dialog shows. */
export interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** Red OK button for destructive actions. */
  danger?: boolean;
}

/** The rejection of a dismissed dialog: `cancel` (the cancel button) or `close` (close button, Esc, mask). */
export class ConfirmDismissed extends Error {
  /** How the dialog was dismissed. */
  readonly action: 'cancel' | 'close';
  constructor(action: 'cancel' | 'close') {
    super(`confirm ${action}`);
    this.name = 'ConfirmDismissed';
    this.action = action;
  }
}

/** A queued dialog. */
export interface ConfirmEntry {
  id: number;
  options: ConfirmOptions;
}

interface Pending extends ConfirmEntry {
  resolve: () => void;
  reject: (reason: ConfirmDismissed) => void;
}

let queue: Pending[] = [];
let sequence = 0;
let hosts: number[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Subscribe to queue and host changes (for useSyncExternalStore). */
export const subscribeConfirm = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The dialog shown now: the head of the queue. */
export const currentConfirm = (): ConfirmEntry | null => queue[0] ?? null;

/** The host that renders dialogs: the first one mounted. */
export const primaryHost = (): number | null => hosts[0] ?? null;

/** Register a mounted host; returns its id and the unregister function. */
export const registerHost = (): [number, () => void] => {
  const id = ++sequence;
  hosts = [...hosts, id];
  emit();
  const unregister = () => {
    hosts = hosts.filter((host) => host !== id);
    emit();
  };
  return [id, unregister];
};

/** Settle the shown dialog and show the next queued one. */
export const settleConfirm = (id: number, result: 'ok' | 'cancel' | 'close'): void => {
  const head = queue[0];
  if (!head || head.id !== id) return;
  queue = queue.slice(1);
  emit();
  if (result === 'ok') head.resolve();
  else head.reject(new ConfirmDismissed(result));
};

/** Queue a confirm dialog (one shown at a time): resolves on confirm, rejects on cancel or close. */
export const confirm = (options: ConfirmOptions): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    queue = [...queue, { id: ++sequence, options, resolve, reject }];
    emit();
    if (hosts.length === 0) void import('./confirm-host').then(({ mountFallbackHost }) => mountFallbackHost());
  });

/** The spec's delete dialog: 删除确认 / 您确认要删除吗？ with 确 定 and 取 消. */
export const confirmDelete = (): Promise<void> =>
  confirm({
    title: i18n.t('components:confirm.deleteTitle'),
    content: i18n.t('components:confirm.deleteContent'),
    danger: true,
  });
