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
  const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [tool, ...args] = (scripts['build:server'] ?? '').split(/\s+/);
  if (tool !== 'esbuild' || !args.some((arg) => arg.startsWith('--outdir='))) throw new Error('build:server is no longer "esbuild … --outdir=…": update buildServerBundle');
  const dir = freshFolder('test-server-');
  esbuild(args.map((arg) => (arg.startsWith('--outdir=') ? `--outdir=${dir}` : arg)));
  return bundleIn(dir, 'main.mjs');
}

/**
 * Bundles one script of the tests (`tests/support/…`) for node, as `buildServerBundle` does the server, into a fresh
 * folder under dist/: for a script a test runs as a process of its own, started without compiling the sources.
 */
export function buildScriptBundle(entry: string): ServerBundle {
  const dir = freshFolder('test-script-');
  const main = `${path.basename(entry, path.extname(entry))}.mjs`;
  esbuild([entry, '--bundle', '--platform=node', '--target=node22', '--format=esm', '--packages=external', `--outfile=${path.join(dir, main)}`, '--log-level=warning']);
  return bundleIn(dir, main);
}

/** The project's folder: bundles go under its dist/, so that they find node_modules. */
const ROOT = path.resolve(import.meta.dirname, '../..');

/** A new, empty folder under dist/ whose name starts with `prefix`. */
function freshFolder(prefix: string): string {
  fs.mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
  return fs.mkdtempSync(path.join(ROOT, 'dist', prefix));
}

/** Runs the project's esbuild from the project's folder. */
function esbuild(args: readonly string[]): void {
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'esbuild'), args, { cwd: ROOT, stdio: 'inherit' });
}

/** The bundle whose entry file is `main` in `dir`, removed with its folder. */
function bundleIn(dir: string, main: string): ServerBundle {
  return { main: path.join(dir, main), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
