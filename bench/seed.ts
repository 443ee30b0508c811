import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import { CONTROL_IDS } from '../src/domain/controls';
import { isPostgres } from '../src/server/store/dialect.server';
import type { AssessmentControlsTable, AssessmentsTable, Database } from '../src/server/store/schema.server';

/** Fills the database with `count` completed assessments in batches, newest spread over two years. */
export async function seedAssessments(db: Kysely<Database>, count: number): Promise<void> {
  const batch = 250;
  const start = Date.UTC(2024, 10, 1);
  const postgres = isPostgres(db);
  for (let done = 0; done < count; done += batch) {
    const rows: Omit<Insertable<AssessmentsTable>, 'seq'>[] = [];
    const controls: Insertable<AssessmentControlsTable>[] = [];
    for (let index = done; index < Math.min(count, done + batch); index += 1) {
      const id = randomUUID();
      const currents = CONTROL_IDS.map((_id, control) => (index + control) % 4);
      rows.push({
        id,
        status: 'completed',
        created_at: start + index * 60_000,
        updated_at: start + index * 60_000,
        organisation_name: `Seeded Organisation ${index}`,
        respondent_name: `Respondent ${index}`,
        respondent_email: `r${index}@seed.example`,
        timeline: '12months',
        priorities: '[]',
        constraints: 'Seeded for benchmarks',
        access_key_hash: '0'.repeat(64),
        current_level_sum: currents.reduce((sum, level) => sum + level, 0),
        current_level_min: Math.min(...currents),
        target_count: 8,
        current_count: 8,
      });
      CONTROL_IDS.forEach((controlId, control) => controls.push({ assessment_id: id, control_id: controlId, target_level: 3, current_level: currents[control]! }));
    }
    await db.transaction().execute(async (trx) => {
      // An empty database: positions follow the rows' order (PostgreSQL numbers them from its sequence).
      const positioned = rows.map((row, index) => ({ ...row, seq: postgres ? sql<string>`nextval('assessments_seq_numbers')` : done + index + 1 }));
      await trx.insertInto('assessments').values(positioned).execute();
      for (let offset = 0; offset < controls.length; offset += 1000) {
        await trx.insertInto('assessment_controls').values(controls.slice(offset, offset + 1000)).execute();
      }
    });
  }
  // PostgreSQL's autovacuum would soon gather statistics on a table filled like this; the benchmark
  // starts at once, so it asks for them, as a planner without them guesses at every plan.
  if (postgres) await sql`analyze`.execute(db);
}
