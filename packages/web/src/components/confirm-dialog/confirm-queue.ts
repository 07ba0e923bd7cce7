import type { ReactNode } from 'react';
import { create } from 'zustand';

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

interface ConfirmState {
  queue: Pending[];
  /** Mounted hosts in mount order; the first renders. */
  hosts: number[];
  /** Last id handed to a dialog or a host. */
  sequence: number;
  /** Whether a host was mounted on document.body because the app mounted none. */
  fallbackMounted: boolean;
}

/** The app-wide queue of confirm dialogs and their hosts. */
export const useConfirmStore = create<ConfirmState>(() => ({
  queue: [],
  hosts: [],
  sequence: 0,
  fallbackMounted: false,
}));

const nextId = (): number => {
  const id = useConfirmStore.getState().sequence + 1;
  useConfirmStore.setState({ sequence: id });
  return id;
};

/** The dialog shown now: the head of the queue. */
export const currentConfirm = (state: ConfirmState = useConfirmStore.getState()): ConfirmEntry | null =>
  state.queue[0] ?? null;

/** The host that renders dialogs: the first one mounted. */
export const primaryHost = (state: ConfirmState = useConfirmStore.getState()): number | null => state.hosts[0] ?? null;

/** Register a mounted host; returns its id and the unregister function. */
export const registerHost = (): [number, () => void] => {
  const id = nextId();
  useConfirmStore.setState((state) => ({ hosts: [...state.hosts, id] }));
  const unregister = () => useConfirmStore.setState((state) => ({ hosts: state.hosts.filter((host) => host !== id) }));
  return [id, unregister];
};

/** Settle the shown dialog and show the next queued one. */
export const settleConfirm = (id: number, result: 'ok' | 'cancel' | 'close'): void => {
  const head = useConfirmStore.getState().queue[0];
  if (!head || head.id !== id) return;
  useConfirmStore.setState((state) => ({ queue: state.queue.slice(1) }));
  if (result === 'ok') head.resolve();
  else head.reject(new ConfirmDismissed(result));
};

/** Put a dialog at the end of the queue; it settles through `resolve` or `reject` (see ./confirm for the API). */
export const enqueueConfirm = (
  options: ConfirmOptions,
  resolve: () => void,
  reject: (reason: ConfirmDismissed) => void,
): void => {
  const id = nextId();
  useConfirmStore.setState((state) => ({ queue: [...state.queue, { id, options, resolve, reject }] }));
};

/** Whether any host is mounted to render the queue. */
export const hasConfirmHost = (): boolean => useConfirmStore.getState().hosts.length > 0;

/** Marks the body fallback host mounted; false when one already was. */
export const claimFallbackHost = (): boolean => {
  if (useConfirmStore.getState().fallbackMounted) return false;
  useConfirmStore.setState({ fallbackMounted: true });
  return true;
};
