import { sql, type Kysely } from 'kysely';

/** Rows the backfill reads at a time: a few hundred answers' JSON in memory at once, however many assessments. */
const BATCH = 500;

/** The earliest review date of the alternate controls in a row's answers, past or not; null when there is none. */
function earliestReviewDay(requirementOutcomes: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(requirementOutcomes);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  let earliest: string | null = null;
  for (const answer of Object.values(parsed) as unknown[]) {
    if (typeof answer !== 'object' || answer === null) continue;
    const { outcome, reviewBy } = answer as { outcome?: unknown; reviewBy?: unknown };
    if (outcome !== 'alternate-control' || typeof reviewBy !== 'string') continue;
    if (earliest === null || reviewBy < earliest) earliest = reviewBy;
  }
  return earliest;
}

/**
 * `next_review_on`: for a completed detailed assessment, the calendar day ("2027-03-31") of the earliest review date
 * of its alternate controls that had not passed when its levels were last worked out; null for every other row and
 * when no date is left to pass. The day after it, the levels may fall, so the daily refresh of levels reads only the
 * rows whose day is before today, through a partial index of the rows that have one, instead of every assessment's
 * answers (docs/decisions/084-lapsed-reviews-by-index.md).
 *
 * Rows kept before it are given the earliest review date of their alternate controls, passed or not: the first
 * refresh after the migration then works out each of them once more, which catches any lapse a refresh missed, and
 * moves the day on. The backfill reads only rows that name an alternate control, a batch at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessments').addColumn('next_review_on', 'varchar(10)').execute();
  let after = -1;
  for (;;) {
    const { rows } = await sql<{ id: string; seq: number | string; requirement_outcomes: string }>`
      select id, seq, requirement_outcomes from assessments
      where seq > ${after} and status = 'completed' and kind = 'detailed' and requirement_outcomes like '%"alternate-control"%'
      order by seq limit ${BATCH}`.execute(db);
    // A batch's updates in one transaction: SQLite's migrations run outside one, and a commit a row would take
    // minutes at a million rows. PostgreSQL's migration is one transaction already.
    const write = async (trx: Kysely<unknown>) => {
      for (const row of rows) {
        const day = earliestReviewDay(row.requirement_outcomes);
        if (day !== null) await sql`update assessments set next_review_on = ${day} where id = ${row.id}`.execute(trx);
      }
    };
    if (db.isTransaction) await write(db);
    else await db.transaction().execute(write);
    if (rows.length < BATCH) break;
    after = Number(rows[rows.length - 1]?.seq);
  }
  await sql`create index assessments_by_next_review on assessments (next_review_on) where next_review_on is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index assessments_by_next_review`.execute(db);
  await db.schema.alterTable('assessments').dropColumn('next_review_on').execute();
}
