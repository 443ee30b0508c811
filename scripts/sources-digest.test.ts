import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourcesDigest } from './sources-digest';

describe("the digest that lets npm start skip a build", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });
  function project(files: Record<string, string>): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-digest-'));
    folders.push(root);
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), content);
    }
    return root;
  }
  const sources = { 'src/a.ts': 'export const a = 1;\n', 'src/client/b.tsx': 'export const b = 2;\n', 'package.json': '{}', 'vite.config.ts': '' };

  it('is the same for the same files, whenever they were written', () => {
    const first = project(sources);
    const second = project(sources);
    fs.utimesSync(path.join(second, 'src/a.ts'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(sourcesDigest(second)).toBe(sourcesDigest(first));
  });

  it('changes when a source changes, is added, is renamed or is removed', () => {
    const base = sourcesDigest(project(sources));
    expect(sourcesDigest(project({ ...sources, 'src/a.ts': 'export const a = 2;\n' }))).not.toBe(base);
    expect(sourcesDigest(project({ ...sources, 'src/c.ts': '' }))).not.toBe(base);
    const { 'src/a.ts': moved, ...rest } = sources;
    expect(sourcesDigest(project({ ...rest, 'src/z.ts': moved }))).not.toBe(base);
    expect(sourcesDigest(project(rest))).not.toBe(base);
    expect(sourcesDigest(project({ ...sources, 'package.json': '{"x":1}' }))).not.toBe(base);
  });

  it('ignores what does not go into the build', () => {
    const base = sourcesDigest(project(sources));
    expect(sourcesDigest(project({ ...sources, 'docs/notes.md': 'words', 'tests/e2e/x.test.ts': '' }))).toBe(base);
  });
});
