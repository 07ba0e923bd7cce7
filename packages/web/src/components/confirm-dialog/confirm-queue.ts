import type { ReactNode } from 'react';

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

/** Put a dialog at the end of the queue; it settles through `resolve` or `reject` (see ./confirm for the API). */
export const enqueueConfirm = (
  options: ConfirmOptions,
  resolve: () => void,
  reject: (reason: ConfirmDismissed) => void,
): void => {
  queue = [...queue, { id: ++sequence, options, resolve, reject }];
  emit();
};

/** Whether any host is mounted to render the queue. */
export const hasConfirmHost = (): boolean => hosts.length > 0;
