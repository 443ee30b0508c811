import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.server';
import { DEFAULT_BRANDING } from '../domain/branding';
import { freshSqlite, useTestDatabase } from '../../tests/support/databases';

describe('serving the client', () => {
  const database = useTestDatabase(freshSqlite);
  let app: FastifyInstance;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-client-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><head><title>app</title></head>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    app = await buildApp({ db: database.db, clientDir, branding: { ...DEFAULT_BRANDING, companyName: 'Blue Gum </script> Security' } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves index.html for the app routes, GET and HEAD, without caching it', async () => {
    for (const url of ['/', '/assessment', '/assessment/results?id=x', '/anything/else']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'HEAD', url: '/assessment' })).statusCode).toBe(200);
  });

  it('puts the branding into the page as inert JSON', async () => {
    const body = (await app.inject({ method: 'GET', url: '/assessment' })).body;
    const json = /<script id="e8-branding" type="application\/json">(.*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(JSON.parse(json).companyName).toBe('Blue Gum </script> Security');
    // The deployment's zone (E8_TIME_ZONE, Sydney's when none is set), so the pages count the server's days.
    expect(JSON.parse(json).timeZone).toBe('Australia/Sydney');
  });

  it('serves hashed assets for a year, and a missing one as 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/old-chunk.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found');
  });

  it('sends security headers on every response', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
