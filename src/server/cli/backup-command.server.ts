/**
 * Backs up or restores the embedded SQLite database:
 *
 *   npm run backup                      # writes ./backups/e8-<time>.sqlite while the server runs
 *   npm run backup -- path/to/copy.sqlite
 *   npm run restore -- path/to/copy.sqlite   # stop the server first
 *
 * The backup uses SQLite's online backup API, so the copy is consistent even while the server
 * writes. Each copy is checked with PRAGMA integrity_check. For PostgreSQL use pg_dump and
 * pg_restore (docs/operations.md); with DATABASE_URL set these commands refuse and say so.
 *
 * backup.server.ts runs it with the process's arguments, environment and standard streams.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config.server';
import { exitStatusOf, writeLine, type CommandIo } from './command-io.server';

function checkIntegrity(file: string): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} failed its integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}

/** Runs `npm run backup` or `npm run restore` (the first argument says which): prints what it did or why not, and answers the exit status. */
export function runBackupCommand(io: CommandIo): Promise<number> {
  return exitStatusOf(() => backupOrRestore(io), io.stderr);
}

async function backupOrRestore({ args, env, stdout }: CommandIo): Promise<void> {
  const [command, target] = args;
  const config = loadConfig(env);
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (see docs/operations.md).');
  }
  const live = path.join(config.dataDir, 'e8.sqlite');
  if (command === 'backup') {
    if (!fs.existsSync(live)) throw new Error(`There is no database at ${live} yet.`);
    const destination = path.resolve(target ?? path.join('backups', `e8-${new Date().toISOString().replace(/[:.]/g, '-')}.sqlite`));
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    const db = new SQLite(live, { fileMustExist: true });
    try {
      await db.backup(destination);
    } finally {
      db.close();
    }
    checkIntegrity(destination);
    writeLine(stdout, `Backed up ${live} to ${destination} (integrity check: ok).`);
    return;
  }
  if (command === 'restore') {
    if (!target) throw new Error('Usage: npm run restore -- path/to/backup.sqlite');
    const source = path.resolve(target);
    checkIntegrity(source);
    fs.mkdirSync(config.dataDir, { recursive: true });
    const backup = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      // The backup API writes the whole copy into the live file under SQLite's own locks.
      await backup.backup(live);
    } finally {
      backup.close();
    }
    checkIntegrity(live);
    writeLine(stdout, `Restored ${source} into ${live} (integrity check: ok). Start the server again.`);
    return;
  }
  throw new Error('Usage: npm run backup [-- file] | npm run restore -- file');
}
