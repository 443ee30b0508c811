import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { LIST_BLOCK_SIZE, type BlockCount } from './list-blocks';
import type { Database } from './schema.server';

/** The statuses a grouped list holds: one status, or (undefined) drafts and completed alike. */
export type ListedStatus = 'draft' | 'completed' | undefined;

/** The series an assessment row belongs to: its first assessment's id, which is its own id when it started one. */
const seriesKey = (table: string) => sql<string>`coalesce(${sql.ref(`${table}.series_id`)}, ${sql.ref(`${table}.id`)})`;

/**
 * Keeps only the latest listed assessment of each series: a row with no later assessment of its series of the
 * listed status. A later assessment is always a re-assessment (its series_id names the first), so the check is one
 * probe of the series index per row, however many assessments there are.
 */
export function whereLatestOfSeries<Output>(
  query: SelectQueryBuilder<Database, 'assessments', Output>,
  status: ListedStatus,
): SelectQueryBuilder<Database, 'assessments', Output> {
  return query.where(({ not, exists, selectFrom }) => {
    let later = selectFrom('assessments as later')
      .select(sql.lit(1).as('one'))
      .whereRef('later.series_id', '=', seriesKey('assessments'))
      .whereRef('later.seq', '>', 'assessments.seq');
    if (status) later = later.where('later.status', '=', status);
    return not(exists(later));
  });
}

/**
 * How many listed assessments each block of list positions holds that a later one of their series hides, newest block
 * first. Read from the re-assessments and the first assessments they name only, so it costs what the series hold, not
 * the number of assessments; subtracted from the block counts, it places a grouped page as the counts place any page.
 */
export async function hiddenEarlierCountsByBlock(db: Kysely<Database>, status: ListedStatus): Promise<BlockCount[]> {
  const ofStatus = (table: string) => (status === undefined ? sql`` : sql`and ${sql.ref(`${table}.status`)} = ${status}`);
  const result = await sql<{ block: number | string; count: number | string }>`
    with members as (
      select series_id as series, seq from assessments where series_id is not null ${ofStatus('assessments')}
      union all
      select firsts.id as series, firsts.seq
      from (select distinct series_id from assessments where series_id is not null) as named
      join assessments as firsts on firsts.id = named.series_id
      where true ${ofStatus('firsts')}
    ),
    latest as (select series, max(seq) as top from members group by series)
    select members.seq / ${sql.lit(LIST_BLOCK_SIZE)} as block, count(*) as count
    from members join latest on latest.series = members.series
    where members.seq < latest.top
    group by members.seq / ${sql.lit(LIST_BLOCK_SIZE)}
  `.execute(db);
  return result.rows.map((row) => ({ block: Number(row.block), count: Number(row.count) })).sort((a, b) => b.block - a.block);
}
