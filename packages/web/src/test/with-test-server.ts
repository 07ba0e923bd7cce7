import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../lib/api-client/test-server';
import { setApiBaseUrl } from '../lib/api-client/url';

/** Starts a real HTTP test server for the file, points the api client at it, and stops it after the file. */
export function withTestServer(onStarted: (server: TestServer) => void): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    setApiBaseUrl(server.origin);
    onStarted(server);
  });
  afterAll(async () => {
    setApiBaseUrl(undefined);
    await server?.close();
  });
}
