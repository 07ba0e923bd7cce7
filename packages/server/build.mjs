// Bundles the server (and the contracts it imports) into dist/main.js, and the code-sheet worker into
// dist/device-code-pdf.worker.js beside it (the server starts it by that name); npm packages stay external.
import { mkdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@beacon/'));

mkdirSync('dist', { recursive: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'device-code-pdf.worker': 'src/modules/iot-device/device-code-pdf.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
