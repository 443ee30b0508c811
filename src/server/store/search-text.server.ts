import { sql, type Kysely } from 'kysely';
import { assessmentSearchText } from '../../domain/search-text';
import { isPostgres } from './dialect.server';

/** Rows read and written per statement while filling search_text: a large table fills in steps, no statement holding every row. */
const FILL_BATCH = 2000;

interface UnfilledRow {
  seq: number | string;
  organisation_name: string;
  respondent_name: string;
  respondent_email: string;
}

/**
 * Sets search_text on every assessment that has none yet (''; a filled row always holds two line
 * breaks), walking the list positions upwards in batches. The migration that adds the column fills
 * the rows saved before it; a bulk load that wrote rows without it is filled by the same walk.
 */
export async function fillSearchText<Tables>(db: Kysely<Tables>): Promise<number> {
  let after = -1;
  let filled = 0;
  for (;;) {
    const { rows } = await sql<UnfilledRow>`
      select seq, organisation_name, respondent_name, respondent_email from assessments
      where seq > ${after} and search_text = '' order by seq limit ${FILL_BATCH}
    `.execute(db);
    const last = rows.at(-1);
    if (!last) return filled;
    const values = rows.map((row) => {
      const text = assessmentSearchText({ organizationName: row.organisation_name, respondentName: row.respondent_name, respondentEmail: row.respondent_email });
      return sql`(${Number(row.seq)}, ${text})`;
    });
    // One statement per batch; PostgreSQL needs the position's type named, as parameters arrive untyped.
    await sql`
      with filled (seq, search_text) as (values ${sql.join(values)})
      update assessments set search_text = filled.search_text from filled
      where assessments.seq = ${isPostgres(db) ? sql`filled.seq::bigint` : sql`filled.seq`}
    `.execute(db);
    filled += rows.length;
    after = Number(last.seq);
  }
}

/**
 * The search index brought back in step with every row's search_text, after a bulk load that went
 * around the triggers: SQLite's full-text table is rebuilt from the rows; PostgreSQL's trigram index
 * is an ordinary index, kept by every insert, so only the unfilled rows need their text.
 */
export async function rebuildSearchIndex<Tables>(db: Kysely<Tables>): Promise<void> {
  await fillSearchText(db);
  if (!isPostgres(db)) await sql`insert into assessments_search (assessments_search) values ('rebuild')`.execute(db);
}
