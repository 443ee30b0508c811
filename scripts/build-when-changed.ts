/**
 * `npm start`'s build: the client (Vite) and the server (esbuild) into dist/, skipped when dist/ was last
 * built from exactly these sources. The digest of the build inputs is written to dist/build-digest.txt
 * after a build succeeds, so a build cut short is done again next time. What it says goes to stderr: stdout is the
 * server's log, JSON lines only, from the line after.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sourcesDigest } from './sources-digest';

const root = path.resolve(import.meta.dirname, '..');
const digestFile = path.join(root, 'dist', 'build-digest.txt');
const built = ['dist/client/index.html', 'dist/server/main.server.mjs', 'dist/server/render-worker.mjs'].every((file) => fs.existsSync(path.join(root, file)));
const digest = sourcesDigest(root);

if (built && fs.existsSync(digestFile) && fs.readFileSync(digestFile, 'utf8').trim() === digest) {
  console.error('dist/ was built from these sources: starting without a build.');
} else {
  const started = Date.now();
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npx, ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  execFileSync(npm, ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
  fs.writeFileSync(digestFile, `${digest}\n`);
  console.error(`Built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
