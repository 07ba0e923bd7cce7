import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Admin password of every server the end-to-end specs start. */
export const E2E_ADMIN_PASSWORD = 'E2e-admin-password-7';

/** A running platform: its console URL and how to stop it. */
export interface StartedServer {
  /** Origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Console URL, e.g. http://127.0.0.1:41234/developer-platform/ */
  consoleUrl: string;
  /** Where devices connect: the embedded MQTT broker's URL, e.g. mqtt://127.0.0.1:41235 */
  mqttUrl: string;
  /** The server's DATA_DIR (its SQLite file is beacon.db there). */
  dataDir: string;
  /** Sends SIGTERM and resolves with the exit code once the process is gone. */
  stop(): Promise<number | null>;
}

const MAIN = fileURLToPath(new URL('../../packages/server/dist/main.js', import.meta.url));

/** Starts the built server on a free port with a fresh data directory and no demo data. */
export const startServer = async (env: Record<string, string> = {}): Promise<StartedServer> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      MQTT_PORT: '0',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      BEACON_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // Every spec signs in from 127.0.0.1 many times a minute.
      SIGN_IN_RATE_LIMIT: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const { consoleUrl, mqttUrl } = await new Promise<{ consoleUrl: string; mqttUrl: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const shownConsole = /Beacon console:\s+(\S+)/.exec(output)?.[1];
      const broker = /MQTT broker:\s+(\S+)/.exec(output)?.[1];
      if (shownConsole && broker) {
        clearTimeout(timer);
        resolve({ consoleUrl: shownConsole, mqttUrl: broker });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    origin: new URL(consoleUrl).origin,
    consoleUrl,
    mqttUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
};
