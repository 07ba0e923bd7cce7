import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The console is built once with a relative base, so the server can serve it under any BASE_PATH. */
export default defineConfig({
  plugins: [react()],
  base: './',
  // The manifest lets bench/ measure what each route loads.
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/open-platform': 'http://127.0.0.1:8080' },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts', './src/i18n/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Page tests render antd pages in jsdom; on the 2-core CI machine, beside the server suites, one can take
    // tens of seconds.
    testTimeout: 60_000,
  },
});
