import { randomUUID } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Assessment } from '../../domain/assessment';
import { DAY_MS } from '../../domain/constants';
import type { ControlId } from '../../domain/controls';
import { seriesMovement } from '../../domain/progress';
import { firstSubmissionWeek, WEEK_MS } from '../../domain/support-views';
import { DATABASES, freshSqlite, useTestDatabase } from '../../../tests/support/databases';
import { allControls, quickAssessment } from '../../../tests/support/assessments';
import { deleteAssessment, insertAssessment } from './assessments.server';
import { completedPerWeek, seriesMovementCounts, seriesMovementQuery } from './dashboard-recount.server';
import { completedSeriesOf } from './series.server';

describe.each(DATABASES)('submissions over time on $name', ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('assessment_notes', 'assessment_controls', 'assessments');
  });

  it('counts completed assessments per week from the first week counted, leaving out drafts and older ones', async () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const since = firstSubmissionWeek(now);
    const save = (at: number, status: 'draft' | 'completed' = 'completed') =>
      insertAssessment(database.db, quickAssessment({ createdAt: at, updatedAt: at, status }), 'e'.repeat(64));
    await save(since - 1); // the week before: not counted
    await save(since); // the first moment of week 0
    await save(since + WEEK_MS - 1); // the last moment of week 0
    await save(since + 3 * WEEK_MS + DAY_MS);
    await save(since + 3 * WEEK_MS + 2 * DAY_MS);
    await save(since + 3 * WEEK_MS + 2 * DAY_MS, 'draft');
    await save(now);
    expect(await completedPerWeek(database.db, since, WEEK_MS)).toEqual(new Map([[0, 2], [3, 2], [11, 1]]));
  });
});

const START = Date.UTC(2026, 0, 5, 9);

describe.each(DATABASES)('how organisations moved between their last two assessments on $name', ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('assessment_notes', 'assessment_controls', 'assessments');
  });

  /** Saves an assessment at every strategy's level (so ASD's overall is that level) on a day, in a series or starting one. */
  async function save(level: number, day: number, options: { series?: string; status?: Assessment['status']; assessments?: Partial<Record<ControlId, number>>; id?: string } = {}): Promise<string> {
    const id = options.id ?? randomUUID();
    const at = START + day * DAY_MS;
    const assessment = quickAssessment({ id, createdAt: at, updatedAt: at, status: options.status ?? 'completed', assessments: options.assessments ?? allControls(level) });
    await insertAssessment(database.db, assessment, 'e'.repeat(64), options.series ?? null);
    return id;
  }

  it('counts no organisation while none has re-assessed', async () => {
    expect(await seriesMovementCounts(database.db)).toEqual({ improved: 0, held: 0, fell: 0 });
    await save(1, 0);
    await save(2, 1);
    expect(await seriesMovementCounts(database.db)).toEqual({ improved: 0, held: 0, fell: 0 });
  });

  it('counts each series once, by the overall levels of its last two completed assessments', async () => {
    const improved = await save(1, 0);
    await save(2, 30, { series: improved });
    const held = await save(2, 0);
    await save(2, 40, { series: held });
    const fell = await save(2, 0);
    await save(1, 50, { series: fell });
    // Three assessments: only the last two count, so this one fell although it ends above where it began.
    const lastTwo = await save(0, 0);
    await save(3, 20, { series: lastTwo });
    await save(2, 60, { series: lastTwo });
    // One completed assessment and a re-assessment still in draft: not re-assessed yet.
    const waiting = await save(1, 0);
    await save(3, 10, { series: waiting, status: 'draft' });
    // Alone, never re-assessed.
    await save(3, 0);
    expect(await seriesMovementCounts(database.db)).toEqual({ improved: 1, held: 1, fell: 2 });
  });

  it('agrees with the series as the detail page reads it and with seriesMovement', async () => {
    const firsts = [await save(1, 0), await save(2, 0), await save(3, 0)];
    await save(3, 5, { series: firsts[0] });
    await save(1, 5, { series: firsts[0] });
    await save(2, 5, { series: firsts[1] });
    await save(0, 5, { series: firsts[2] });
    const lastTwo = await Promise.all(
      firsts.map(async (id) => {
        const points = await completedSeriesOf(database.db, id, 'support');
        const [earlier, latest] = points.slice(-2);
        if (!earlier || !latest) throw new Error('every series here has two completed assessments');
        return { earlier: earlier.overall, latest: latest.overall };
      }),
    );
    expect(await seriesMovementCounts(database.db)).toEqual(seriesMovement(lastTwo));
  });

  it('leaves drafts out, even the newest of a series', async () => {
    const first = await save(1, 0);
    await save(2, 10, { series: first });
    await save(0, 20, { series: first, status: 'draft' });
    // A first assessment left a draft is not counted either; the completed pair after it is.
    const draftFirst = await save(0, 0, { status: 'draft' });
    await save(2, 10, { series: draftFirst });
    await save(2, 20, { series: draftFirst });
    expect(await seriesMovementCounts(database.db)).toEqual({ improved: 1, held: 1, fell: 0 });
  });

  it('still counts a series whose first assessment was deleted, by the assessments that remain', async () => {
    const first = await save(3, 0);
    await save(1, 10, { series: first });
    await save(2, 20, { series: first });
    const pair = await save(1, 0);
    await save(3, 10, { series: pair });
    await deleteAssessment(database.db, first);
    await deleteAssessment(database.db, pair);
    // The first series keeps two (1 then 2: improved); the second keeps one and is no longer counted.
    expect(await seriesMovementCounts(database.db)).toEqual({ improved: 1, held: 0, fell: 0 });
  });

  it("reads a strategy left unrated as Maturity Level Zero overall, by ASD's method", async () => {
    const first = await save(0, 0, { assessments: { ...allControls(3), 'regular-backups': undefined } });
    await save(1, 10, { series: first });
    expect(await seriesMovementCounts(database.db)).toEqual({ improved: 1, held: 0, fell: 0 });
  });

  it('orders two assessments of the same moment by id, as the series is shown', async () => {
    const first = await save(2, 0, { id: '00000000-0000-4000-8000-000000000001' });
    await save(1, 10, { series: first, id: '00000000-0000-4000-8000-000000000003' });
    await save(3, 10, { series: first, id: '00000000-0000-4000-8000-000000000002' });
    // In series order the one ending in 3 is the latest: 3 then 1, so it fell.
    expect(await seriesMovementCounts(database.db)).toEqual({ improved: 0, held: 0, fell: 1 });
    const points = await completedSeriesOf(database.db, first, 'support');
    expect(points.map((point) => point.overall)).toEqual([2, 3, 1]);
  });
});

describe('the plan of the movement count on SQLite', () => {
  const database = useTestDatabase(freshSqlite);

  it('reads re-assessments through the series index and each first assessment by its key, never a whole table or the status index', async () => {
    const compiled = seriesMovementQuery().compile(database.db);
    const plan = await database.db.connection().execute(async (connection) => {
      const result = await connection.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
      return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toMatch(/SEARCH reassessment USING INDEX assessments_by_series \(series_id>\?\)/);
    expect(plan).toMatch(/SEARCH assessments USING COVERING INDEX assessments_by_series/);
    expect(plan).toMatch(/SEARCH started USING INDEX sqlite_autoindex_assessments_1 \(id=\?\)/);
    expect(plan).not.toMatch(/SCAN (assessments|reassessment|started)\b/);
    expect(plan).not.toContain('assessments_status_seq');
  });
});
