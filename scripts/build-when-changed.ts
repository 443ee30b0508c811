/**
 * The build that `npm start` and the command-line scripts (`npm run support`, `backup`, `restore`, `seed`) run
 * first: `npm run build` (the client by Vite, the server and the command-line tools by esbuild) into dist/, skipped
 * when dist/ was last built from exactly these sources. The digest of the build inputs is written to
 * dist/build-digest.txt after a build succeeds, so a build cut short is done again next time.
 *
 * Everything it and the build print goes to standard error, so a command-line tool's own output (a list of
 * accounts piped elsewhere) is the only thing on standard output.
 */
import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILT_FILES, sourcesDigest } from './sources-digest';

const root = path.resolve(import.meta.dirname, '..');
const digestFile = path.join(root, 'dist', 'build-digest.txt');
const built = BUILT_FILES.every((file) => fs.existsSync(path.join(root, file)));
const digest = sourcesDigest(root);

if (built && fs.existsSync(digestFile) && fs.readFileSync(digestFile, 'utf8').trim() === digest) {
  console.error('dist/ was built from these sources: starting without a build.');
} else {
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // `npm run build` itself, Vite with warnings only; the build's standard output is this process's standard error.
  const quietly: ExecFileSyncOptions = { cwd: root, stdio: ['ignore', 2, 2], env: { ...process.env, E8_BUILD_QUIET: '1' } };
  execFileSync(npm, ['run', '--silent', 'build'], quietly);
  fs.writeFileSync(digestFile, `${digest}\n`);
  console.error(`Built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
