import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; the server files mostly wait on databases and sockets.
    maxWorkers: 2,
    projects: ['packages/contracts', 'packages/server', 'packages/web'],
  },
});
