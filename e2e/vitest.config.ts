import { defineConfig } from 'vitest/config';

// End-to-end specs drive the system Chromium against a started server; one file at a time on 2 cores.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
