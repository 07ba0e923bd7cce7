import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClusterHealth, type HealthTarget, probeUrl } from './cluster-health';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

describe('service cluster health checker', () => {
  let port: number;
  let closedPort: number;
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    if (request.url === '/up') response.end('ok');
    else if (request.url === '/moved') response.writeHead(302, { location: '/down' }).end();
    else if (request.url === '/slow') setTimeout(() => response.end('late'), 2_000).unref();
    else response.writeHead(503).end('down');
  });
  beforeAll(async () => {
    port = await listen(server);
    const closed = createServer();
    closedPort = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const target = (clusterId: number, path: string, nodes = [{ host: '127.0.0.1', port }]): HealthTarget => ({
    clusterId,
    nodes,
    path,
    intervalSeconds: 60,
    timeoutMs: 300,
  });
  const checker = (targets: HealthTarget[], maxNodes = 100) =>
    new ClusterHealth(async () => targets, { tickMs: 10_000, reloadMs: 60_000, maxNodes, maxProbeMs: 5_000 });

  it('reports up on 2xx and 3xx (no redirect followed), down on 5xx, a refused connection and a timeout', async () => {
    const here = { host: '127.0.0.1', port };
    const health = checker([
      target(1, '/up'),
      target(2, '/moved'),
      target(3, '/broken'),
      target(4, '/up', [{ host: '127.0.0.1', port: closedPort }]),
      target(5, '/slow'),
    ]);
    expect(health.report(1, here)).toEqual({ health: 'unknown', lastCheck: null, lastError: null });
    const before = requests;
    const started = Date.now();
    await health.tick();
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(requests - before).toBe(4);
    expect(health.report(1, here)).toEqual({ health: 'up', lastCheck: expect.any(Number), lastError: null });
    expect(health.report(2, here)).toMatchObject({ health: 'up', lastError: null });
    expect(health.report(3, here)).toMatchObject({ health: 'down', lastError: 'HTTP 503' });
    expect(health.report(4, { host: '127.0.0.1', port: closedPort })).toMatchObject({
      health: 'down',
      lastError: 'ECONNREFUSED',
    });
    expect(health.report(5, here)).toMatchObject({ health: 'down', lastError: 'no answer within 300 ms' });

    // Not due again until the interval has passed.
    const probed = requests;
    await health.tick();
    expect(requests).toBe(probed);
    await health.close();
  });

  it('keeps state only for configured nodes, at most maxNodes, and stops on close', async () => {
    let targets = [target(1, '/up'), target(2, '/up', [{ host: 'localhost', port }])];
    const health = new ClusterHealth(async () => targets, {
      tickMs: 10_000,
      reloadMs: 0,
      maxNodes: 1,
      maxProbeMs: 5_000,
    });
    await health.tick();
    expect(health.size).toBe(1);
    expect(health.report(2, { host: 'localhost', port }).health).toBe('unknown');
    targets = [];
    await health.reload();
    expect(health.size).toBe(0);
    targets = [target(1, '/slow')];
    await health.reload();
    const probing = health.tick();
    await health.close();
    await probing;
    expect(health.size).toBe(0);
  });

  it('probes on its own timer once started, and stops probing when closed', async () => {
    const here = { host: '127.0.0.1', port };
    const health = new ClusterHealth(async () => [{ ...target(7, '/up'), intervalSeconds: 0 }], {
      tickMs: 20,
      reloadMs: 60_000,
      maxNodes: 10,
      maxProbeMs: 1_000,
    });
    health.start();
    await vi.waitFor(() => expect(health.report(7, here).health).toBe('up'));
    await health.close();
    // A probe aborted by close may already have been sent: let it land, then count (a tick every 20 ms would add ~5).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = requests;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toBe(after);
  });

  it('brackets IPv6 hosts in probe URLs', () => {
    expect(probeUrl('::1', 80, '/h')).toBe('http://[::1]:80/h');
    expect(probeUrl('a.example', 8080, '/h')).toBe('http://a.example:8080/h');
  });
});
