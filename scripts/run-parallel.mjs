// Runs shell commands two at a time (this machine's cores), prints each one's output when it ends, and exits
// non-zero if any failed. Usage: node scripts/run-parallel.mjs "cmd 1" "cmd 2" ...
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const slots = Math.max(1, Math.min(2, availableParallelism()));
let failed = false;

const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`> ${command}${code === 0 ? '' : ` (exit ${code})`}\n${Buffer.concat(output)}`);
      if (code !== 0) failed = true;
      resolve();
    });
  });

const queue = [...commands];
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) await run(command);
  }),
);
process.exit(failed ? 1 : 0);
