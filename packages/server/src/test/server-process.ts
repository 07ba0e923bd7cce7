import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_ADMIN_PASSWORD } from './test-app';

// The real server as a child process (tsx over src/main.ts), for kill, restart and two-instance tests.
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A server process started from source, with the URLs its start-up lines print. */
export interface ServerProcess {
  origin: string;
  mqttUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
  /** What it printed so far (stdout and stderr), for a failing test's message. */
  output(): string;
}

/** Starts the server with the environment; resolves once it prints its console and broker URLs. */
export const startServer = async (env: Record<string, string>): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      MQTT_PORT: '0',
      DEMO_DATA: 'false',
      BEACON_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? `${code}`)));
  let output = '';
  const urls = await new Promise<{ origin: string; mqttUrl: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const consoleUrl = /Beacon console:\s+(\S+)/.exec(output)?.[1];
      const mqttUrl = /MQTT broker:\s+(\S+)/.exec(output)?.[1];
      if (consoleUrl && mqttUrl) {
        clearTimeout(timer);
        resolve({ origin: new URL(consoleUrl).origin, mqttUrl });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${how}):\n${output}`));
    });
  });
  return { ...urls, child, exited, output: () => output };
};

/** Stops the server gracefully (SIGTERM) unless it is gone already. */
export const stopServer = async (server: ServerProcess | undefined): Promise<void> => {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
};

/** A signed-in caller of one server's API; each call must succeed and resolves with the reply's data. */
export const signIn = async (origin: string) => {
  const post = async <T>(url: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { accessToken: token } : {}) },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };
  const { access_token: token } = await post<{ access_token: string }>('/api/v1/auth/login', {
    account: 'admin',
    password: TEST_ADMIN_PASSWORD,
  });
  return <T>(url: string, body: unknown) => post<T>(url, body, token);
};

/** A project, a sensor model with a temperature property (−40…85 °C) and a device on it (names from `prefix`). */
export const createSensorDevice = async (origin: string, prefix: string) => {
  const post = await signIn(origin);
  await post('/api/v1/master-data/project/save', {
    projectCode: `P-${prefix.toUpperCase()}-001`,
    projectName: `${prefix} test park`,
    type: 'park',
    areaCode: '440305',
    address: 'Road 1',
  });
  const model = await post<{ id: number }>('/api/v1/iothub/std-model/save', {
    name: `${prefix} test sensor`,
    productKey: `${prefix}-th`,
    protocol: 'MQTT',
    properties: [
      {
        identifier: 'temperature',
        name: 'Temperature',
        accessMode: 'r',
        dataType: { type: 'float', specs: { min: -40, max: 85, unit: '°C' } },
      },
    ],
    events: [],
    services: [],
  });
  return post<{ iotId: string; devKey: string; deviceSecret: string }>('/api/v1/iothub/device/save', {
    devKey: `${prefix}-th-001`,
    name: `${prefix} test sensor 1`,
    stdModelId: model.id,
    projectCode: `P-${prefix.toUpperCase()}-001`,
  });
};

/** Polls until the check passes (or its last failure after the time limit). */
export const eventually = async (check: () => Promise<void>, limitMs: number): Promise<void> => {
  const deadline = Date.now() + limitMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
};
