import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser';
import { type StartedServer, startServer } from './server';

/** The server and browser a spec file shares; set once its beforeAll has run. */
export class SpecRig {
  server!: StartedServer;
  browser!: TestBrowser;
}

/** Starts one server (with `env`) and one browser for the spec file and stops them after it. */
export const useServerAndBrowser = (env: Record<string, string> = {}): SpecRig => {
  const rig = new SpecRig();
  beforeAll(async () => {
    rig.server = await startServer(env);
    rig.browser = await launchBrowser();
  });
  afterAll(async () => {
    await rig.browser?.close();
    await rig.server?.stop();
  });
  return rig;
};
