import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { devicesFromDatabase } from './simulator/device-source';
import { type Simulation, startSimulator } from './simulator/simulator';

const SHUTDOWN_TIMEOUT_MS = 15_000;
/** `--simulate`: after start, play the first devices of the database as real MQTT devices. */
const SIMULATED_DEVICES = 60;
const SIMULATED_INTERVAL_MS = 5_000;

const start = async (): Promise<void> => {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  const port = new URL(address).port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const lines = [
    '',
    `  Beacon console:  http://${host}:${port}${config.basePath}`,
    `  MQTT broker:     ${app.platform.bus.description}`,
  ];
  for (const line of app.platform.announcements) lines.push(`  ${line}`);
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let simulation: Simulation | undefined;
  if (process.argv.includes('--simulate')) {
    simulation = startSimulator({
      brokerUrl: app.platform.bus.deviceUrl,
      devices: await devicesFromDatabase(app.platform.database.db, SIMULATED_DEVICES),
      intervalMs: SIMULATED_INTERVAL_MS,
      log: (line) => app.log.info(`simulator: ${line}`),
    });
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing in-flight requests, then closing`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
    force.unref();
    Promise.resolve(simulation?.stop())
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
};

start().catch((error: unknown) => {
  process.stderr.write(`Beacon failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
