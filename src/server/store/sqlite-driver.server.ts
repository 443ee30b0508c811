import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/** The npm name under which package.json installs better-sqlite3 13 as an optional dependency, on Node 22 and later only. */
export const NODE_API_DRIVER = 'better-sqlite3-napi';

/**
 * Which better-sqlite3 the running Node loads: 13, built on Node-API, where it is installed and Node is 22 or later;
 * otherwise 12, compiled for the running Node by npm. 12 aborts on Node 24 when a statement is freed and 13 needs
 * Node 22, so neither serves every Node the project supports; npm installs 13 only where its engines allow it.
 */
export function sqliteDriverName(nodeMajor: number, installed: (name: string) => boolean): string {
  return nodeMajor >= 22 && installed(NODE_API_DRIVER) ? NODE_API_DRIVER : 'better-sqlite3';
}

const require = createRequire(import.meta.url);

/** True when a package of that name can be found from here. */
function isInstalled(name: string): boolean {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** better-sqlite3's Database class, from the driver the running Node should load (see `sqliteDriverName`). */
export const SQLite: typeof BetterSqlite3 = require(sqliteDriverName(Number(process.versions.node.split('.')[0]), isInstalled)) as typeof BetterSqlite3;

/** An open SQLite database, as either driver opens it (their APIs are the same). */
export type SqliteDatabase = BetterSqlite3.Database;
