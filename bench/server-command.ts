import fs from 'node:fs';

/**
 * The arguments `npm start` gives Node for the built server (its V8 flags, then the script), read from
 * package.json's start script, so every benchmark measures the process users run and a flag changed there
 * is measured without a change here.
 */
export function startArguments(): string[] {
  const manifest = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };
  const command = /\bnode ((?:--[\w-]+(?:=\S+)? )*)(dist\/server\/main\.mjs)\s*$/.exec(manifest.scripts.start);
  if (!command) throw new Error(`package.json's start script does not end by running node on dist/server/main.mjs: ${manifest.scripts.start}`);
  return [...(command[1] ?? '').trim().split(' ').filter(Boolean), command[2] ?? ''];
}
