import { beforeEach, describe, expect, it } from 'vitest';
import { RAW_ROW_TIME, rawAssessmentRow } from '../../../tests/support/assessment-rows';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { randomNumbers } from '../../../tests/support/random-numbers';
import { earlierInSeriesOf, listAssessmentPage, type AssessmentFilter } from './assessment-list.server';
import { deleteAssessment } from './assessments.server';
import { hiddenEarlierCountsByBlock } from './series-grouping.server';

interface StoredRow {
  id: string;
  seq: number;
  series: string;
  status: 'draft' | 'completed';
}

describe.each(DATABASES)('the support list grouped by series on $name', ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('assessment_controls', 'assessments');
  });

  /** Stores an assessment at a list position, starting a series or joining the one `seriesOf` started. */
  async function store(seq: number, status: 'draft' | 'completed', seriesOf?: StoredRow): Promise<StoredRow> {
    const row = rawAssessmentRow(seq, { status, created_at: RAW_ROW_TIME + seq, series_id: seriesOf?.series ?? null, organisation_name: `Org at ${seq}` });
    await database.db.insertInto('assessments').values(row).execute();
    return { id: row.id, seq, status, series: seriesOf?.series ?? row.id };
  }

  /** The grouped list as reading every row gives it: the latest of each series among the status, newest first. */
  function expectedIds(rows: StoredRow[], status: AssessmentFilter['status']): string[] {
    const listed = rows.filter((row) => status === undefined || row.status === status).sort((a, b) => b.seq - a.seq);
    const seen = new Set<string>();
    return listed.filter((row) => !seen.has(row.series) && seen.add(row.series)).map((row) => row.id);
  }

  it('lists one row per series, the latest of the status, on every page across blocks, in any order', async () => {
    const random = randomNumbers(72);
    const rows: StoredRow[] = [];
    // 300 assessments over about ten blocks of positions: a third re-assess an earlier one, a quarter are drafts.
    for (let index = 0; index < 300; index += 1) {
      const earlier = rows.length > 0 && random() < 1 / 3 ? rows[Math.floor(random() * rows.length)] : undefined;
      rows.push(await store(1 + index * 33, random() < 1 / 4 ? 'draft' : 'completed', earlier));
    }
    // A series whose first assessment was deleted still groups under its latest.
    const deletedFirst = rows.find((row) => row.id === row.series && rows.filter((other) => other.series === row.id).length > 2)!;
    expect(await deleteAssessment(database.db, deletedFirst.id)).toBe(true);
    const kept = rows.filter((row) => row.id !== deletedFirst.id);

    for (const status of [undefined, 'completed', 'draft'] as const) {
      const expected = expectedIds(kept, status);
      expect(expected.length).toBeLessThan(kept.filter((row) => status === undefined || row.status === status).length);
      for (let offset = 0; offset <= expected.length + 10; offset += 10) {
        const page = await listAssessmentPage(database.db, { status, latestOfSeries: true }, { offset, limit: 10 });
        expect({ total: page.total, ids: page.rows.map((row) => row.id) }).toEqual({ total: expected.length, ids: expected.slice(offset, offset + 10) });
      }
      const oldestFirst = await listAssessmentPage(database.db, { status, latestOfSeries: true }, { offset: 10, limit: 10 }, { sort: 'date', direction: 'asc' });
      expect(oldestFirst.rows.map((row) => row.id)).toEqual([...expected].reverse().slice(10, 20));
      const byName = await listAssessmentPage(database.db, { status, latestOfSeries: true }, { offset: 0, limit: 500 }, { sort: 'organisation', direction: 'asc' });
      expect(new Set(byName.rows.map((row) => row.id))).toEqual(new Set(expected));
      expect(byName.total).toBe(expected.length);
    }
  });

  it("gives each latest row its series' earlier assessments of the status, newest first, and counts them out of their blocks", async () => {
    const first = await store(10, 'completed');
    const second = await store(2000, 'completed', first);
    const draft = await store(2100, 'draft', first);
    const latest = await store(3000, 'completed', first);
    const alone = await store(3100, 'completed');

    const page = await listAssessmentPage(database.db, { status: 'completed', latestOfSeries: true }, { offset: 0, limit: 10 });
    expect(page.rows.map((row) => row.id)).toEqual([alone.id, latest.id]);
    const earlier = await earlierInSeriesOf(database.db, page.rows, 'completed');
    expect(earlier.get(first.id)?.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(earlier.has(alone.id)).toBe(false);
    expect(await hiddenEarlierCountsByBlock(database.db, 'completed')).toEqual([
      { block: 1, count: 1 },
      { block: 0, count: 1 },
    ]);

    // With drafts listed too, the draft is among the earlier ones.
    const all = await listAssessmentPage(database.db, { latestOfSeries: true }, { offset: 0, limit: 10 });
    const allEarlier = await earlierInSeriesOf(database.db, all.rows, undefined);
    expect(allEarlier.get(first.id)?.map((row) => row.id)).toEqual([draft.id, second.id, first.id]);
  });
});
