import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedAssessmentBody } from '../support/assessments';
import { freePort } from '../support/free-port';

const SUPPORT = { username: 'built', password: 'Built-Server-Passw0rd!' };

/** The server as `npm start` runs it: dist/server/main.mjs under plain node, no TypeScript loader. */
describe('the built server that npm start runs', () => {
  let server: ChildProcess;
  let base: string;
  let dataDir: string;
  let output = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-built-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['dist/server/main.mjs'], {
      env: { ...process.env, PORT: String(port), E8_DATA_DIR: dataDir, E8_SUPPORT_USERNAME: SUPPORT.username, E8_SUPPORT_PASSWORD: SUPPORT.password, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The built server did not answer within 20 s:\n${output}`);
  });
  afterAll(async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the pages and the API, and renders the detailed PDF in its bundled worker', async () => {
    const page = await fetch(`${base}/assessment`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const saved = await fetch(`${base}/api/assessments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completedAssessmentBody({ organizationName: 'Built Server Pty Ltd' })),
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };

    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(SUPPORT) });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const list = (await (await fetch(`${base}/api/assessments?page=1`, { headers: { cookie } })).json()) as { total: number; items: { organizationName: string }[] };
    expect(list.total).toBe(1);
    expect(list.items[0]?.organizationName).toBe('Built Server Pty Ltd');

    const exported = await fetch(`${base}/api/assessments/${id}/export`, { headers: { cookie } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/pdf');
    const file = path.join(dataDir, 'export.pdf');
    fs.writeFileSync(file, Buffer.from(await exported.arrayBuffer()));
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('Built Server Pty Ltd');
    expect(output).not.toMatch(/error/i);
  });
});
