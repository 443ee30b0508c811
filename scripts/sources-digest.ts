import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What goes into `npm start`'s build of dist/: the sources and everything that decides how they are built. */
export const BUILD_INPUTS = ['src', 'vite-plugins', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'] as const;

/** Every file under a path, relative to `root` with forward slashes, in a fixed order. */
function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative.split(path.sep).join('/')];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(relative, name)));
}

/**
 * A SHA-256 over the names and contents of every build input under `root`: the same exactly when the
 * build would be, whatever the files' times (a fresh clone gives every file a new one).
 */
export function sourcesDigest(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input))) {
    const content = fs.readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** The files a build leaves in dist/ that `npm start` and the command-line scripts run: without one, the build is done again. */
export const BUILT_FILES = [
  'dist/client/index.html',
  'dist/server/main.mjs',
  'dist/server/render-worker.mjs',
  'dist/cli/support.mjs',
  'dist/cli/backup.mjs',
  'dist/cli/seed.mjs',
  'dist/cli/sample-worker.mjs',
] as const;
