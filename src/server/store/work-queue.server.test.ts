import { CompiledQuery, sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { dayOf } from '../../domain/calendar-day';
import type { FollowUpStatus } from '../../domain/follow-up';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { quickAssessment } from '../../../tests/support/assessments';
import { listAssessmentPage } from './assessment-list.server';
import { deleteAssessment, insertAssessment, updateAssessment } from './assessments.server';
import { isPostgres } from './dialect.server';
import { setFollowUpState } from './follow-up.server';
import { rebuildFollowUpCounts, recountFollowUpStatuses, workQueueCounts, workQueueQuery } from './work-queue.server';

// Midnight of 27 November 2026 in Sydney (summer time, UTC+11) is 13:00 UTC on the 26th.
const SYDNEY_MIDNIGHT = Date.UTC(2026, 10, 26, 13);

describe.each(DATABASES)('the work queue on $name', ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('follow_up_changes', 'assessment_notes', 'assessment_controls', 'assessments');
  });

  /** Stores an assessment with a follow-up as given, and returns its id. */
  async function stored(status: 'completed' | 'draft', followUp: FollowUpStatus, owner: string | null, nextActionOn: string | null): Promise<string> {
    const assessment = quickAssessment({ status });
    await insertAssessment(database.db, assessment, '0'.repeat(64));
    await setFollowUpState(database.db, assessment.id, { status: followUp, owner, nextActionOn });
    return assessment.id;
  }

  const ids = async (filter: Parameters<typeof listAssessmentPage>[1]) => {
    const page = await listAssessmentPage(database.db, filter, { offset: 0, limit: 50 });
    return { total: page.total, ids: new Set(page.rows.map((row) => row.id)) };
  };

  it('counts completed assessments by status, overdue next actions by the day in Sydney, and the owner\'s, as the list filters find them', async () => {
    const dueYesterday = await stored('completed', 'contacted', 'casey', '2026-11-26');
    const dueToday = await stored('completed', 'meeting-booked', 'casey', '2026-11-27');
    await stored('completed', 'won', 'casey', '2026-11-01');
    await stored('completed', 'lost', null, '2026-10-01');
    const draftDue = await stored('draft', 'new', 'alex', '2026-11-20');
    const untouched = await stored('completed', 'new', null, null);
    await stored('completed', 'new', 'alex', null);

    const before = await workQueueCounts(database.db, { today: dayOf(SYDNEY_MIDNIGHT - 1, 'Australia/Sydney'), owner: 'casey' });
    const after = await workQueueCounts(database.db, { today: dayOf(SYDNEY_MIDNIGHT, 'Australia/Sydney'), owner: 'casey' });
    expect(Object.fromEntries(after.byStatus)).toEqual({ new: 2, contacted: 1, 'meeting-booked': 1, won: 1, lost: 1 });
    // At 23:59:59.999 on the 26th in Sydney only the draft's day has passed; at midnight the 26th has too. Won and lost are never overdue.
    expect([before.overdue, after.overdue]).toEqual([1, 2]);
    expect(after.assignedToMe).toBe(3);

    expect(await ids({ overdueOn: '2026-11-27' })).toEqual({ total: 2, ids: new Set([dueYesterday, draftDue]) });
    expect(await ids({ overdueOn: '2026-11-28' })).toEqual({ total: 3, ids: new Set([dueYesterday, dueToday, draftDue]) });
    expect((await ids({ owner: 'casey' })).total).toBe(3);
    expect((await ids({ status: 'completed', followUp: 'new' })).total).toBe(2);
    expect((await ids({ status: 'completed', followUp: 'new', owner: 'alex' })).total).toBe(1);
    expect((await ids({ status: 'completed', followUp: 'new' })).ids).toContain(untouched);
  });

  it('keeps the counts by status right through saves, a draft completed, status changes and deletes, as a recount and a rebuild find them', async () => {
    const kept = async () => new Map([...(await workQueueCounts(database.db, { today: '2026-11-27', owner: 'casey' })).byStatus].filter(([, count]) => count !== 0));
    const completed = quickAssessment();
    const draft = quickAssessment({ status: 'draft' });
    await insertAssessment(database.db, completed, '1'.repeat(64));
    await insertAssessment(database.db, draft, '2'.repeat(64));
    const other = await stored('completed', 'won', null, null);
    expect(await kept()).toEqual(new Map([['new', 1], ['won', 1]]));
    await setFollowUpState(database.db, completed.id, { status: 'contacted', owner: null, nextActionOn: null });
    await setFollowUpState(database.db, draft.id, { status: 'meeting-booked', owner: 'casey', nextActionOn: null });
    expect(await kept()).toEqual(new Map([['contacted', 1], ['won', 1]]));
    // The draft completed, its status kept: counted from then on.
    expect(await updateAssessment(database.db, { ...draft, status: 'completed' })).toBe(true);
    expect(await kept()).toEqual(new Map([['contacted', 1], ['meeting-booked', 1], ['won', 1]]));
    // An owner or a next action alone changes no count.
    await setFollowUpState(database.db, completed.id, { status: 'contacted', owner: 'casey', nextActionOn: '2026-12-01' });
    expect(await deleteAssessment(database.db, other)).toBe(true);
    expect(await kept()).toEqual(new Map([['contacted', 1], ['meeting-booked', 1]]));
    expect(await kept()).toEqual(await recountFollowUpStatuses(database.db));
    await database.db.deleteFrom('dashboard_follow_up').execute();
    await rebuildFollowUpCounts(database.db);
    expect(await kept()).toEqual(await recountFollowUpStatuses(database.db));
  });

  it('counts an organisation assessed three times once among the overdue actions and the owner\'s, as the list of overdue actions names it', async () => {
    const first = quickAssessment();
    await insertAssessment(database.db, first, '3'.repeat(64));
    await setFollowUpState(database.db, first.id, { status: 'contacted', owner: 'casey', nextActionOn: '2026-11-20' });
    // Each re-assessment joins the series and takes its follow-up (decision 101).
    for (const key of ['4', '5']) await insertAssessment(database.db, quickAssessment(), key.repeat(64), first.id);
    const counts = await workQueueCounts(database.db, { today: '2026-11-27', owner: 'casey' });
    expect([counts.overdue, counts.assignedToMe]).toEqual([1, 1]);
  });

  it('counts nothing, as numbers, when there is nothing to count', async () => {
    expect(await workQueueCounts(database.db, { today: '2026-11-27', owner: 'casey' })).toEqual({ byStatus: new Map(), overdue: 0, assignedToMe: 0 });
  });

  it('reads the statuses from the kept counts, and each other count from its index', async () => {
    const compiled = workQueueQuery('2026-11-27', 'casey').compile(database.db);
    const plan = await database.db.connection().execute(async (connection) => {
      // With a few rows a table scan is cheaper on PostgreSQL; switched off, it shows whether the indexes serve at all.
      if (isPostgres(database.db)) await sql`set enable_seqscan = off`.execute(connection);
      const explain = isPostgres(database.db) ? 'explain ' : 'explain query plan ';
      const result = await connection.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
      if (isPostgres(database.db)) await sql`reset enable_seqscan`.execute(connection);
      return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    for (const index of ['assessments_by_next_action', 'assessments_by_owner']) expect(plan).toContain(index);
    expect(plan).toContain('dashboard_follow_up');
    expect(plan).not.toMatch(/SCAN assessments\b(?! USING)|Seq Scan on assessments/);
  });
});
