import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The only files that may append to the audit log as they like: the store's own, and the helper that writes an event in its change's transaction. */
const AUDIT_WRITERS = ['src/server/store/audit.server.ts', 'src/server/store/audited-change.server.ts'];

/** The ways source can append an audit event without changeWithAudit or the store's functions for events of no change. */
const DIRECT_WRITES = [/\binsertAuditEvent\b/, /insertInto\(\s*['"]audit_events['"]/, /insert\s+into\s+audit_events/i];

/** What in one file's source appends an audit event directly, outside the helper. */
function directAuditWrites(source: string): string[] {
  return DIRECT_WRITES.flatMap((pattern) => source.match(pattern) ?? []);
}

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('an audit event that records a change is written in the change’s transaction', () => {
  it('finds a route that appends its event on its own', () => {
    const route = "await setFollowUpStatus(db, id, status);\nawait insertAuditEvent(db, { action: 'follow-up' });";
    expect(directAuditWrites(route)).toEqual(['insertAuditEvent']);
    expect(directAuditWrites("await db.insertInto('audit_events').values(row).execute();")).toEqual(["insertInto('audit_events'"]);
    expect(directAuditWrites('await sql`insert into audit_events (id) values (1)`.execute(db);')).toEqual(['insert into audit_events']);
  });

  it('lets a route use changeWithAudit or an event of no change', () => {
    expect(directAuditWrites("await changeWithAudit(db, async (trx) => ({ result: await setFollowUpStatus(trx, id, status), audit }));")).toEqual([]);
    expect(directAuditWrites("await insertNoChangeAuditEvent(db, { action: 'view' });")).toEqual([]);
  });

  it('holds for every file of the server, the command line and the background tasks', () => {
    const offenders = sourceFiles('src')
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => !AUDIT_WRITERS.includes(file))
      .filter((file) => directAuditWrites(fs.readFileSync(file, 'utf8')).length > 0);
    expect(offenders).toEqual([]);
  });
});
