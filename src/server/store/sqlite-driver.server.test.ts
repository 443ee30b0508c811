import { describe, expect, it } from 'vitest';
import { NODE_API_DRIVER, SQLite, sqliteDriverName } from './sqlite-driver.server';

describe('the SQLite driver the running Node loads', () => {
  const installed = (names: string[]) => (name: string) => names.includes(name);

  it('is better-sqlite3 13 on Node 22 and later where npm installed it', () => {
    expect(sqliteDriverName(22, installed([NODE_API_DRIVER, 'better-sqlite3']))).toBe(NODE_API_DRIVER);
    expect(sqliteDriverName(24, installed([NODE_API_DRIVER, 'better-sqlite3']))).toBe(NODE_API_DRIVER);
  });

  it('is better-sqlite3 12 on Node 20, even where 13 is installed, and wherever 13 is not', () => {
    expect(sqliteDriverName(20, installed([NODE_API_DRIVER, 'better-sqlite3']))).toBe('better-sqlite3');
    expect(sqliteDriverName(24, installed(['better-sqlite3']))).toBe('better-sqlite3');
  });

  it('opens a database with full-text search that finds a word without its accents', () => {
    const db = new SQLite(':memory:');
    try {
      db.exec("CREATE VIRTUAL TABLE names USING fts5(name, tokenize = 'trigram remove_diacritics 1')");
      db.prepare('INSERT INTO names VALUES (?)').run('École des Mines');
      expect(db.prepare("SELECT name FROM names WHERE names MATCH 'ecole'").all()).toEqual([{ name: 'École des Mines' }]);
    } finally {
      db.close();
    }
  });
});
