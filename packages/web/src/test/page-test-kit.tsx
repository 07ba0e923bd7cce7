// Helpers for page tests that drive real pages against the real-HTTP test server.
import { ALL_RESOURCES, buildMenuItems } from '@beacon/contracts/registry';
import { act, render, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { setLanguage } from '../i18n';
import type { SeenRequest, TestServer } from '../lib/api-client/test-server';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';
import { withTestServer } from './with-test-server';

/** A list A reply. */
export const listA = (items: unknown[]) => ({
  body: { code: '000000', is_success: true, result: { items, total_count: items.length }, error_info: null },
});
/** A standard reply. */
export const ok = (data: unknown) => ({ body: { code: '000000', msg: 'success', data } });
/** A form B reply. */
export const formB = (object: unknown) => ({ body: { code: 200, msg: 'success', object } });
/** A form B page reply. */
export const formBPage = (records: unknown[], total = records.length) => formB({ records, total });

/** Sign in `account` holding every page and button, in zh-CN, with fresh queries and no toasts. */
export function resetSession(account = 'admin'): void {
  localStorage.clear();
  setLanguage('zh-CN');
  queryClient.clear();
  useSessionStore.setState({
    token: 'token',
    roles: ['admin'],
    userInfo: {
      userName: account,
      account,
      avatar: '',
      nickname: '',
      mobile: '',
      email: '',
      introduction: '',
      roles: ['admin'],
      resources: [],
    },
    menus: buildMenuItems('full', new Set(ALL_RESOURCES)),
  });
}

/** Close toasts and let their timers settle. */
export async function clearToasts(): Promise<void> {
  await act(async () => {
    message.destroy();
  });
}

/** Render a page inside the console's real providers (antd App, confirm host, query client). */
export function renderInApp(page: ReactNode) {
  return render(<AppProviders>{page}</AppProviders>);
}

/** The requests the server saw for a path (and method), JSON bodies parsed. */
export function requestsTo(server: TestServer, path: string, method?: string): Array<SeenRequest & { json: unknown }> {
  return server.seen
    .filter((request) => request.url.pathname === path && (!method || request.method === method))
    .map((request) => ({ ...request, json: request.body ? JSON.parse(request.body) : undefined }));
}

/** Wait until a toast with this text shows (a save's round trip and re-render can outlast 5 s on a loaded CI machine). */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent(text), { timeout: 15_000 });
}

/** The table row holding a text. */
export async function findRow(text: string): Promise<HTMLElement> {
  const cell = await screen.findByText(text, { selector: 'td, td *' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

/** The open antd drawer (its sized wrapper) or dialog (.ant-modal) whose title is `title`. */
export async function findOverlay(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title, .ant-modal-title' });
  const overlay = heading.closest<HTMLElement>('.ant-drawer-content-wrapper, .ant-modal');
  if (!overlay) throw new Error(`no overlay titled ${title}`);
  return overlay;
}

/** Pick an option of the open antd select dropdown by its text. */
export async function pickOption(text: string): Promise<HTMLElement> {
  let option: HTMLElement | undefined;
  await waitFor(() => {
    option = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (element) => element.textContent === text,
    );
    expect(option).toBeDefined();
  });
  if (!option) throw new Error(`no option ${text}`);
  return option;
}

/** The test server of a file; set once its beforeAll has run. */
export class ServerRef {
  current!: TestServer;
}

/**
 * A real HTTP test server for the file with the api client pointed at it; before each test its routes
 * and seen requests are emptied and `account` is signed in; after each test toasts are closed.
 */
export function setupTestServer(account = 'admin'): ServerRef {
  const holder = new ServerRef();
  withTestServer((server) => {
    holder.current = server;
  });
  beforeEach(() => {
    holder.current.routes.clear();
    holder.current.seen.length = 0;
    resetSession(account);
  });
  afterEach(clearToasts);
  return holder;
}
