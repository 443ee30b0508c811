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
