import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Files of a worker share its module cache: each builds its own apps over its own databases, and importing
    // the whole server once per worker instead of once per file halves the suite's CPU time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
