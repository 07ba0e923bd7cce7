import type { ReactNode } from 'react';
import { PageProviders } from './layout/page-providers';
import { ShellProviders } from './shell-providers';

// The app itself wraps its routes in ShellProviders, and the main layout adds PageProviders.
/** Every provider a signed-in page sees (antd config and App, confirm host, query client), for a page rendered alone. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ShellProviders>
      <PageProviders>{children}</PageProviders>
    </ShellProviders>
  );
}
