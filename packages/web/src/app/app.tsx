import { useState } from 'react';
import { RouterProvider } from 'react-router';
import './app.css';
import { createAppRouter } from './router/router';
import { ShellProviders } from './shell-providers';

/** The console: the shell's providers around the data router (the main layout adds the pages' providers). */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>
  );
}
