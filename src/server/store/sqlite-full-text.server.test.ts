import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

describe('the SQLite that better-sqlite3 brings', () => {
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
