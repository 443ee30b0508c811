import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/store/schema.server';

/**
 * Writes an assessment row as migrations 004 to 006 stored it, in SQL (the store's types know only
 * the latest schema), for tests of a migration on data saved before it. Returns the row's id.
 */
export async function insertAssessmentRowBefore(
  db: Kysely<Database>,
  row: { organisationColumn: 'organization_name' | 'organisation_name'; organisation: string; email: string; totals: [levelSum: number, targets: number, currents: number] },
): Promise<string> {
  const id = randomUUID();
  const [levelSum, targets, currents] = row.totals;
  await sql`
    insert into assessments (id, seq, status, created_at, updated_at, ${sql.ref(row.organisationColumn)}, respondent_name, respondent_email,
      timeline, priorities, constraints, access_key_hash, current_level_sum, target_count, current_count)
    values (${id}, 1, 'completed', 1795000000000, 1795000000000, ${row.organisation}, 'Ada', ${row.email},
      null, '[]', '', ${'0'.repeat(64)}, ${levelSum}, ${targets}, ${currents})
  `.execute(db);
  return id;
}
