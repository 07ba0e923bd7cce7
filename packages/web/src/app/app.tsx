import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import './app.css';
import { createAppRouter } from './router/router';

/** The console: providers around the data router. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
