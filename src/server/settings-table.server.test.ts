import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './config.server';

/** The variables named in the first cell of each row of the README's settings table. */
function documentedSettings(): string[] {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const table = readme.slice(readme.indexOf('### Settings'));
  const rows = table.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] ?? ''));
}

describe("the README's settings table", () => {
  it('names every environment variable the server reads as a setting, and no other', () => {
    expect(documentedSettings().toSorted()).toEqual([...SETTING_NAMES].toSorted());
  });
});
