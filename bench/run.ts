// Runs every benchmark in benches/ one after another; each prints its figure as a ratio to a baseline
// measured in the same run.
import { readdirSync } from 'node:fs';

const only = process.argv[2];
const files = readdirSync(new URL('./benches/', import.meta.url))
  .filter((file) => file.endsWith('.ts') && (!only || file.includes(only)))
  .sort();
for (const file of files) {
  const bench = (await import(`./benches/${file}`)) as { run: () => Promise<string> };
  const line = await bench.run();
  process.stdout.write(`${file.replace(/\.ts$/, '')}: ${line}\n`);
}
