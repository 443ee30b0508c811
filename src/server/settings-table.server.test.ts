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

/** The settings the image or compose.yaml sets itself: where to listen, the data folder, the database. */
const SET_BY_THE_IMAGE = ['PORT', 'HOST', 'E8_DATA_DIR', 'DATABASE_URL', 'NODE_ENV'];

describe('compose.yaml', () => {
  it("passes every other setting on to the app from the environment or .env, so none is silently dropped", () => {
    const compose = fs.readFileSync(path.resolve(import.meta.dirname, '../../compose.yaml'), 'utf8');
    const passed = [...compose.matchAll(/^ {6}([A-Z0-9_]+):\s*$/gm)].map((match) => match[1]);
    expect(passed.toSorted()).toEqual(SETTING_NAMES.filter((name) => !SET_BY_THE_IMAGE.includes(name)).toSorted());
  });
});
