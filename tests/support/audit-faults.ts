import { sql, type Kysely } from 'kysely';
import type { AuditAction } from '../../src/domain/audit';
import { isPostgres } from '../../src/server/store/dialect.server';
import type { Database } from '../../src/server/store/schema.server';

/** The message of the error the database raises for a refused audit event. */
export const REFUSED_AUDIT_EVENT = 'audit event refused';

/**
 * Makes the database itself refuse every new audit event with `action`, as a full disk or a dropped
 * connection would at that moment: a trigger that raises an error before the row is written. The
 * server's code is untouched. Returns what lifts the refusal again.
 */
export async function refuseAuditEvents(db: Kysely<Database>, action: AuditAction): Promise<() => Promise<void>> {
  if (isPostgres(db)) {
    await sql`create or replace function refuse_audit_event() returns trigger language plpgsql as $$ begin raise exception '${sql.raw(REFUSED_AUDIT_EVENT)}'; end $$`.execute(db);
    await sql`create trigger refuse_audit_events before insert on audit_events for each row when (new.action = ${sql.lit(action)}) execute function refuse_audit_event()`.execute(db);
    return async () => {
      await sql`drop trigger refuse_audit_events on audit_events`.execute(db);
    };
  }
  await sql`create trigger refuse_audit_events before insert on audit_events when new.action = ${sql.lit(action)} begin select raise(abort, '${sql.raw(REFUSED_AUDIT_EVENT)}'); end`.execute(db);
  return async () => {
    await sql`drop trigger refuse_audit_events`.execute(db);
  };
}
