import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_STATUSES, type FollowUpStatus } from '../../domain/follow-up';
import { REVIEW_STATUSES, type ReviewStatus } from '../../domain/review/review';
import { LIST_SORTS, toListItem, type AssessmentListItem } from '../../domain/support-views';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { randomNumbers } from '../../../tests/support/random-numbers';
import { assessmentSummariesQuery, listAssessmentPage, type AssessmentFilter, type ListOrder } from './assessment-list.server';
import { isPostgres } from './dialect.server';

interface StoredRow {
  id: string;
  seq: number;
  status: 'draft' | 'completed';
  followUp: FollowUpStatus;
  review: ReviewStatus;
  item: AssessmentListItem;
}

/** What each sort orders by, worked out from the list row as the page shows it. */
const SORT_VALUE: Record<ListOrder['sort'], (row: StoredRow) => string | number> = {
  date: (row) => row.seq,
  organisation: (row) => row.item.organizationName.toLowerCase(),
  average: (row) => row.item.averageMaturity,
  level: (row) => row.item.asdLevel,
  review: (row) => REVIEW_STATUSES.indexOf(row.item.reviewStatus),
};

/** The page as sorting every row in memory gives it: what the database's order must equal. */
function expectedPage(rows: readonly StoredRow[], filter: AssessmentFilter, order: ListOrder, offset: number, limit: number) {
  const sign = order.direction === 'asc' ? 1 : -1;
  const value = SORT_VALUE[order.sort];
  const matching = rows.filter(
    (row) => (!filter.status || row.status === filter.status) && (!filter.followUp || row.followUp === filter.followUp) && (!filter.review || row.review === filter.review),
  );
  const sorted = [...matching].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    return (x < y ? -sign : x > y ? sign : 0) || sign * (a.seq - b.seq);
  });
  return { total: matching.length, ids: sorted.slice(offset, offset + limit).map((row) => row.id) };
}

describe.each(DATABASES)('support list sorting on $name', ({ open }) => {
  const database = useTestDatabase(open);
  const rows: StoredRow[] = [];

  beforeAll(async () => {
    const random = randomNumbers(21);
    const names = ['acme', 'Acme', 'Globex', 'initech', 'Umbrella', 'hooli', 'Zeta', 'beta'];
    // 90 rows over several blocks of list positions: names that repeat in either case, every level, follow-up and review
    // status, and a few review statuses no status names (written around the store), which read as not started.
    for (let index = 0; index < 90; index += 1) {
      const seq = 1 + index * 41;
      const currentCount = random() < 0.2 ? Math.floor(random() * 8) : 8;
      const currentLevelMin = Math.floor(random() * 4);
      const currentLevelSum = currentLevelMin * currentCount + Math.floor(random() * 6);
      const status = random() < 0.3 ? 'draft' : 'completed';
      const followUp = FOLLOW_UP_STATUSES[Math.floor(random() * FOLLOW_UP_STATUSES.length)] ?? 'new';
      const storedReview = random() < 0.05 ? 'archived' : (REVIEW_STATUSES[Math.floor(random() * REVIEW_STATUSES.length)] ?? 'not-started');
      const review: ReviewStatus = storedReview === 'archived' ? 'not-started' : storedReview;
      const values = {
        id: randomUUID(),
        seq,
        status,
        created_at: 1_795_000_000_000 + seq,
        updated_at: 1_795_000_000_000 + seq,
        organisation_name: `${names[Math.floor(random() * names.length)]}${Math.floor(random() * 3)}`,
        respondent_name: 'Ada',
        respondent_email: 'ada@sort.example',
        timeline: null,
        priorities: '[]',
        constraints: '',
        access_key_hash: '0'.repeat(64),
        current_level_sum: currentLevelSum,
        current_level_min: currentLevelMin,
        target_count: 8,
        current_count: currentCount,
        follow_up_status: followUp,
        review_status: storedReview,
      } as const;
      await database.db.insertInto('assessments').values(values).execute();
      const item = toListItem({
        id: values.id,
        status,
        kind: 'quick',
        followUpStatus: followUp,
        reviewStatus: review,
        createdAt: values.created_at,
        organizationName: values.organisation_name,
        respondentName: 'Ada',
        respondentEmail: 'ada@sort.example',
        currentLevelSum,
        currentLevelMin,
        targetCount: 8,
        currentCount,
      });
      rows.push({ id: values.id, seq, status, followUp, review, item });
    }
  });

  it.each(LIST_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((direction) => ({ sort, direction }))))(
    'pages through every row sorted by $sort $direction, ties by list position, with and without filters',
    async (order) => {
      const filters: AssessmentFilter[] = [
        {},
        { status: 'draft' },
        { followUp: 'contacted' },
        { status: 'completed', followUp: 'new' },
        ...REVIEW_STATUSES.map((review) => ({ review })),
        { status: 'completed', review: 'in-review' },
      ];
      for (const filter of filters) {
        const { total } = expectedPage(rows, filter, order, 0, 1);
        expect(total).toBeGreaterThan(0);
        for (let offset = 0; offset <= total + 7; offset += 7) {
          const page = await listAssessmentPage(database.db, filter, { offset, limit: 7 }, order);
          expect({ total: page.total, ids: page.rows.map((row) => row.id) }).toEqual(expectedPage(rows, filter, order, offset, 7));
        }
      }
    },
  );

  it.each([
    ['organisation', 'assessments_by_organisation'],
    ['average', 'assessments_by_average'],
    ['level', 'assessments_by_level'],
    ['review', 'assessments_by_review'],
  ] as const)('reads the %s order from its index instead of sorting every row', async (sort, index) => {
    const plan = await planOf(assessmentSummariesQuery(database.db, {}, { offset: 20, limit: 10 }, { sort, direction: 'desc' }));
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY|Sort Key/);
  });

  it.each(['asc', 'desc'] as const)('reads a review filter from its index, newest first or by review status %s, without sorting', async (direction) => {
    for (const order of [{ sort: 'date', direction }, { sort: 'review', direction }] as const) {
      const plan = await planOf(assessmentSummariesQuery(database.db, { review: 'finished' }, { offset: 0, limit: 10 }, order));
      expect(plan).toContain('assessments_by_review');
      expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY|Sort Key/);
    }
  });

  /** The database's plan of a list statement, with PostgreSQL's table scans off. */
  async function planOf(query: { compile(): { sql: string; parameters: readonly unknown[] } }): Promise<string> {
    const compiled = query.compile();
    return database.db.connection().execute(async (connection) => {
      // With 90 rows a table scan is cheaper on PostgreSQL; switched off, it shows whether the index can serve the order at all.
      if (isPostgres(database.db)) await sql`set enable_seqscan = off`.execute(connection);
      const explain = isPostgres(database.db) ? 'explain ' : 'explain query plan ';
      const result = await connection.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
      if (isPostgres(database.db)) await sql`reset enable_seqscan`.execute(connection);
      return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
  }

  it('shows each row with its follow-up status', async () => {
    const page = await listAssessmentPage(database.db, { followUp: 'won' }, { offset: 0, limit: 100 });
    expect(page.rows.length).toBeGreaterThan(0);
    expect(new Set(page.rows.map((row) => row.followUpStatus))).toEqual(new Set(['won']));
  });

  it('shows each row with its review status, an unknown one as not started', async () => {
    const shown = new Map((await listAssessmentPage(database.db, {}, { offset: 0, limit: 100 })).rows.map((row) => [row.id, row.reviewStatus]));
    expect(shown.size).toBe(rows.length);
    expect(new Set(shown.values())).toEqual(new Set(REVIEW_STATUSES));
    const unknown = await database.db.selectFrom('assessments').select('id').where('review_status', '=', 'archived').execute();
    expect(unknown.length).toBeGreaterThan(0);
    for (const { id } of unknown) expect(shown.get(id)).toBe('not-started');
  });
});
