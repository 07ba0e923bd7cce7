import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerConsole } from './console';

describe('console serving', () => {
  it('serves hashed assets immutable for a year and index.html as no-cache, with <base href>', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'beacon-console-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
    writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
    const app = Fastify();
    await registerConsole(app, '/developer-platform/', dir);
    const asset = await app.inject({ method: 'GET', url: '/developer-platform/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/developer-platform/', '/developer-platform/iot-device/list']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<base href="/developer-platform/" />');
    }
    await app.close();
  });
});
