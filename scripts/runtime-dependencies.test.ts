import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BUILT_FILES } from './sources-digest';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The entry points (`name=source`) and the output folder of one of package.json's esbuild scripts. */
function esbuildScript(name: string): { entries: Record<string, string>; outdir: string } {
  const args = (manifest.scripts[name] ?? '').split(/\s+/);
  expect(args[0], `${name} runs esbuild`).toBe('esbuild');
  const entries = Object.fromEntries(args.filter((arg) => /^[\w-]+=src\//.test(arg)).map((arg) => arg.split('=') as [string, string]));
  const outdir = args.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ?? '';
  return { entries, outdir };
}

/** The package a bare import names: `@scope/name` or `name`, without a path inside it. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

describe('what the built server and command-line tools need at run time', () => {
  const scripts = ['build:server', 'build:cli'].map((name) => ({ name, ...esbuildScript(name) }));

  it('is built by npm start and the command-line scripts, every entry of both esbuild scripts', () => {
    const outputs = scripts.flatMap(({ entries, outdir }) => Object.keys(entries).map((entry) => `${outdir}/${entry}.mjs`));
    expect([...outputs].sort()).toEqual(BUILT_FILES.filter((file) => file.endsWith('.mjs')).sort());
    expect(manifest.scripts.start).toMatch(/ dist\/server\/main\.mjs$/);
  });

  it('imports only packages of "dependencies", which npm ci --omit=dev installs: never Vite, esbuild, tsx or a test tool', async () => {
    const imported = new Set<string>();
    for (const { entries } of scripts) {
      const result = await build({
        entryPoints: Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, path.join(root, source)])),
        bundle: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        write: false,
        metafile: true,
        outdir: path.join(root, 'dist', 'unused'),
        logLevel: 'silent',
      });
      for (const input of Object.values(result.metafile.inputs)) {
        for (const { path: specifier, external } of input.imports) {
          // A package: not a Node built-in, nor a relative path (the bundle holds the project's own files).
          if (external && !/^(node:|\.|\/)/.test(specifier) && !builtinModules.includes(specifier)) imported.add(packageOf(specifier));
        }
      }
    }
    const missing = [...imported].filter((name) => !(name in manifest.dependencies)).sort();
    expect(missing).toEqual([]);
    expect(imported).toContain('fastify');
    for (const tool of ['vite', 'esbuild', 'tsx', '@vitejs/plugin-react']) expect(manifest.devDependencies).toHaveProperty([tool]);
  });
});
