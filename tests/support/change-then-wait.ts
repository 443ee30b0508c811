import { openDatabase } from '../../src/server/store/database.server';
import { changeWithAudit } from '../../src/server/store/audited-change.server';
import { setFollowUpStatus } from '../../src/server/store/follow-up.server';

/**
 * Run as its own process by the crash test of audited changes: sets an assessment's follow-up status
 * inside changeWithAudit, says "changed" on stdout, and waits there, between the change and its audit
 * event, to be killed. Arguments: the database (a PostgreSQL URL, or an SQLite data folder) and the assessment's id.
 */
const [where = '', assessmentId = ''] = process.argv.slice(2);
const { db } = openDatabase(where.startsWith('postgres') ? { databaseUrl: where, dataDir: '' } : { dataDir: where });
await changeWithAudit(db, async (trx) => {
  await setFollowUpStatus(trx, assessmentId, 'won');
  process.stdout.write('changed\n');
  await new Promise(() => undefined);
  return { result: undefined, audit: null };
});
