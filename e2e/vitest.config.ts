import { defineConfig } from 'vitest/config';

// End-to-end specs drive the system Chromium against a started server of their own (port 0, fresh data
// directory); two files at a time: a spec mostly waits on the browser and the server.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
