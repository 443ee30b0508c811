import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedAssessmentBody } from '../../tests/support/assessments';
import { freePort } from '../../tests/support/free-port';
import { buildServerBundle, type ServerBundle } from '../../tests/support/server-bundle';

let bundle: ServerBundle;
beforeAll(() => {
  bundle = buildServerBundle();
});
afterAll(() => bundle.remove());

/** A server process's output: stdout and stderr together as they came, and each apart. */
interface ServerOutput {
  output: string;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real entry point, bundled as `npm start` runs it, with an environment; resolves once `until` matches its
 * output or it exits. The output goes on growing after that, until `closed`, which resolves once the process has
 * exited and its output has all been read.
 */
function runServer(
  env: Record<string, string>,
  until: RegExp,
): Promise<ServerOutput & { exitCode: number | null; stop: () => void; child: ChildProcess; closed: Promise<void> }> {
  return new Promise((resolve) => {
    // node itself rather than a wrapper, so signals reach the server directly.
    const child = spawn(process.execPath, [bundle.main], { env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: 'pipe' });
    const closed = new Promise<void>((close) => child.once('close', () => close()));
    const seen: ServerOutput = { output: '', stdout: '', stderr: '' };
    let answered = false;
    const done = (exitCode: number | null) => {
      if (answered) return;
      answered = true;
      resolve(Object.assign(seen, { exitCode, stop: () => child.kill('SIGTERM'), child, closed }));
    };
    const read = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
      seen.output += chunk.toString();
      seen[stream] += chunk.toString();
      if (until.test(seen.output)) done(null);
    };
    child.stdout.on('data', read('stdout'));
    child.stderr.on('data', read('stderr'));
    child.on('exit', (code) => done(code));
  });
}

/** Resolves once the output of a server started by runServer matches `pattern`. */
function whenLogged(server: { child: ChildProcess; output: string }, pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!pattern.test(server.output)) return;
      server.child.stdout?.off('data', check);
      resolve();
    };
    server.child.stdout?.on('data', check);
    check();
  });
}

/** Each line of stdout read as pino writes it: a JSON object with a numeric level and time and a message; fails the test on any other line. */
function pinoLines(stdout: string): { level: number; time: number; msg: string }[] {
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      let parsed: unknown;
      expect(() => (parsed = JSON.parse(line)), `not a JSON line: ${line}`).not.toThrow();
      expect(parsed, line).toMatchObject({ level: expect.any(Number), time: expect.any(Number), msg: expect.any(String) });
      return parsed as { level: number; time: number; msg: string };
    });
}

// Each test starts the server once or twice, which takes well over the default 20 s on a busy machine.
describe('server start-up', { timeout: 90_000 }, () => {
  it('starts on SQLite in E8_DATA_DIR, migrates, and answers the health check', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-start-'));
    const port = await freePort();
    const server = await runServer({ PORT: String(port), E8_DATA_DIR: dataDir, DATABASE_URL: '' }, /Essential Eight Assessment Tool on/);
    try {
      expect(server.output).toContain(`http://127.0.0.1:${port} (SQLite in ${dataDir})`);
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(fs.existsSync(path.join(dataDir, 'e8.sqlite'))).toBe(true);
    } finally {
      server.stop();
    }
    const again = await runServer({ PORT: String(port), E8_DATA_DIR: dataDir, DATABASE_URL: '' }, /Essential Eight Assessment Tool on/);
    again.stop();
    expect(again.output).not.toContain('Created the support account');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('says at start-up how much evidence the installation keeps: E8_EVIDENCE_STORAGE_GB, or half the free disk space', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-start-'));
    try {
      const set = await runServer({ PORT: String(await freePort()), E8_DATA_DIR: dataDir, DATABASE_URL: '', E8_EVIDENCE_STORAGE_GB: '2.5' }, /Evidence files may take up to/);
      set.stop();
      expect(set.output).toContain('Evidence files may take up to 2.5 GB (E8_EVIDENCE_STORAGE_GB); set E8_EVIDENCE_STORAGE_GB to change it.');
      const unset = await runServer({ PORT: String(await freePort()), E8_DATA_DIR: dataDir, DATABASE_URL: '' }, /Evidence files may take up to/);
      unset.stop();
      expect(unset.output).toMatch(/Evidence files may take up to [\d.]+ [KMG]?B \(half the free disk space at start-up\)/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('creates the support account from E8_SUPPORT_USERNAME and E8_SUPPORT_PASSWORD, refusing a weak password', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-start-'));
    const weak = await runServer({ PORT: String(await freePort()), E8_DATA_DIR: dataDir, E8_SUPPORT_USERNAME: 'admin', E8_SUPPORT_PASSWORD: 'short' }, /^$/);
    expect(weak.exitCode).toBe(1);
    expect(weak.output).toContain('E8_SUPPORT_PASSWORD is not accepted. Password does not meet requirements: length');
    const server = await runServer(
      { PORT: String(await freePort()), E8_DATA_DIR: dataDir, E8_SUPPORT_USERNAME: 'admin', E8_SUPPORT_PASSWORD: 'Env-Passw0rd!!' },
      /Essential Eight Assessment Tool on/,
    );
    server.stop();
    expect(pinoLines(server.stdout).map((line) => line.msg)).toContain('Created the support account "admin" from E8_SUPPORT_USERNAME and E8_SUPPORT_PASSWORD.');
    expect(server.output).not.toContain('Env-Passw0rd!!');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with a bad branding file and names the field', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-brand-'));
    fs.writeFileSync(path.join(dir, 'branding.json'), JSON.stringify({ colours: { primary: 'navy' } }));
    const result = await runServer({ PORT: String(await freePort()), E8_DATA_DIR: dir, E8_BRANDING_FILE: path.join(dir, 'branding.json') }, /^$/);
    expect(result.exitCode).toBe(1);
    expect(pinoLines(result.stdout).map((line) => line.msg)).toContainEqual(expect.stringContaining('is not valid:\n  colours.primary: must be a colour like #16324f'));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('says clearly when PostgreSQL cannot be reached at start-up', async () => {
    const closedPort = await freePort();
    const result = await runServer({ PORT: String(await freePort()), DATABASE_URL: `postgres://e8:secret@127.0.0.1:${closedPort}/e8` }, /^$/);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain(`The database cannot be used (PostgreSQL at postgres://e8:***@127.0.0.1:${closedPort}/e8)`);
    expect(result.output).toContain('Check that PostgreSQL is running and that DATABASE_URL is right.');
    expect(result.output).not.toContain('secret');
  });

  it('finishes a request in flight on SIGTERM, ending its connection, then closes and exits 0', { timeout: 90_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-stop-'));
    const port = await freePort();
    const server = await runServer(
      { PORT: String(port), E8_DATA_DIR: dataDir, E8_SUPPORT_USERNAME: 'ops', E8_SUPPORT_PASSWORD: 'Graceful-Stop-1!' },
      /Essential Eight Assessment Tool on/,
    );
    const base = `http://127.0.0.1:${port}`;
    const created = (await (await fetch(`${base}/api/assessments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(completedAssessmentBody()) })).json()) as { id: string };
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'ops', password: 'Graceful-Stop-1!' }) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // The detailed PDF takes a few hundred milliseconds: the stop arrives while it renders.
    const exporting = fetch(`${base}/api/assessments/${created.id}/export`, { headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    const response = await exporting;
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    // The answer ends its connection, so the browser's keep-alive does not hold the exit back.
    expect(response.headers.get('connection')).toBe('close');
    expect(await exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with an invalid setting and says which, LOG_LEVEL too, in a log line', async () => {
    const result = await runServer({ PORT: 'eighty' }, /^$/);
    expect(result.exitCode).toBe(1);
    expect(result.output).toContain('Invalid environment:');
    expect(result.output).toContain('PORT');
    expect(result.output).not.toMatch(/\bat .*\.m?[jt]s:\d+/);
    const loud = await runServer({ PORT: String(await freePort()), LOG_LEVEL: 'loud' }, /^$/);
    await loud.closed;
    expect(loud.exitCode).toBe(1);
    expect(loud.stderr).toBe('');
    expect(pinoLines(loud.stdout)).toEqual([
      expect.objectContaining({ level: 60, msg: 'Invalid environment:\n  LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent' }),
    ]);
  });

  it('writes nothing but pino JSON lines on stdout from start to stop; the first-start password only on stderr, labelled as shown once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-logs-'));
    try {
      const port = await freePort();
      const server = await runServer({ PORT: String(port), E8_DATA_DIR: dataDir, DATABASE_URL: '', E8_LOG_RESET_LINKS: 'on' }, /Evidence files may take up to/);
      // A request, and a reset link written to the log as E8_LOG_RESET_LINKS asks, before the server stops.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      const reset = await fetch(`http://127.0.0.1:${port}/api/auth/password-reset/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'support' }) });
      expect(reset.status).toBeLessThan(300);
      // The link is written once the answer has gone.
      await whenLogged(server, /Password reset requested/);
      server.stop();
      await server.closed;

      const password = /^\| {3}password: (\S+) +\|$/m.exec(server.stderr)?.[1];
      expect(password).toMatch(/^\S{20}$/);
      expect(server.stderr).toContain('| FIRST START: the support account below was created with a random password.');
      expect(server.stderr).toContain('| It is shown only this once, here on stderr, and is not written to the log.');
      expect(server.stderr).toMatch(/^\| {3}username: support +\|$/m);
      expect(server.stdout).not.toContain(password);

      const messages = pinoLines(server.stdout).map((line) => line.msg);
      expect(messages).toContain('Created the support account "support" with a random password, shown once on stderr and not logged. Change it with: npm run support -- set-password support');
      expect(messages).toContainEqual(expect.stringContaining(`Essential Eight Assessment Tool on http://127.0.0.1:${port} (SQLite in ${dataDir})`));
      expect(messages).toContainEqual(expect.stringMatching(/^Evidence files may take up to/));
      expect(messages).toContain('request completed');
      expect(messages).toContainEqual(expect.stringMatching(/^Password reset requested for "support".*Reset link \(valid 8 hours\): http/));
      // The lines stderr may hold besides the password's frame: none.
      expect(server.stderr.split('\n').filter((line) => line !== '' && !/^[|+]/.test(line))).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
