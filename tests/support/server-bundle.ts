import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The server bundled as `npm start` runs it, in a folder of its own. */
export interface ServerBundle {
  /** The entry file, for `node <main>`. */
  main: string;
  /** Deletes the folder. */
  remove(): void;
}

/**
 * Builds the server from the current sources with `npm run build:server`'s own esbuild arguments, into a fresh
 * folder beside dist/server (inside the project, so the bundle finds node_modules, and as deep, so it finds
 * dist/client as dist/server does), for tests that start the real server process: node on the bundle starts in a
 * fraction of the CPU time `node --import tsx` takes to compile the sources. Built afresh each time, it never runs
 * stale code, and it leaves dist/server alone.
 */
export function buildServerBundle(): ServerBundle {
  const root = path.resolve(import.meta.dirname, '../..');
  const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [tool, ...args] = (scripts['build:server'] ?? '').split(/\s+/);
  if (tool !== 'esbuild' || !args.some((arg) => arg.startsWith('--outdir='))) throw new Error('build:server is no longer "esbuild … --outdir=…": update buildServerBundle');
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, 'dist', 'test-server-'));
  execFileSync(path.join(root, 'node_modules', '.bin', 'esbuild'), args.map((arg) => (arg.startsWith('--outdir=') ? `--outdir=${dir}` : arg)), { cwd: root, stdio: 'inherit' });
  return { main: path.join(dir, 'main.server.mjs'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Bundles one script of the tests (`tests/support/…`) for node, as `buildServerBundle` does the server, into a fresh
 * folder under dist/: for a script a test runs as a process of its own, started without compiling the sources.
 */
export function buildScriptBundle(entry: string): ServerBundle {
  const root = path.resolve(import.meta.dirname, '../..');
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(root, 'dist', 'test-script-'));
  const main = path.join(dir, `${path.basename(entry, path.extname(entry))}.mjs`);
  execFileSync(
    path.join(root, 'node_modules', '.bin', 'esbuild'),
    [entry, '--bundle', '--platform=node', '--target=node20', '--format=esm', '--packages=external', `--outfile=${main}`, '--log-level=warning'],
    { cwd: root, stdio: 'inherit' },
  );
  return { main, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
