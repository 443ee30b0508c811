import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Assessment } from '../../domain/assessment';
import { DAY_MS } from '../../domain/constants';
import { CONTROL_IDS, type ControlId } from '../../domain/controls';
import { firstRecentDay, firstSubmissionWeek } from '../../domain/support-views';
import { DATABASES, freshPostgres, useTestDatabase } from '../../../tests/support/databases';
import { allControls, quickAssessment } from '../../../tests/support/assessments';
import { deleteAssessment, deleteAssessmentsCreatedBefore, deleteDraftsSavedBefore, insertAssessment, updateAssessment } from './assessments.server';
import { recountDashboard } from './dashboard-recount.server';
import { recountFollowUpStatuses, workQueueCounts } from './work-queue.server';
import { dashboardFigures } from './dashboard.server';
import { setFollowUpStatus } from './follow-up.server';
import { rebuildKeptFigures } from './kept-figures.server';

/** Three years of days the generated assessments fall on. */
const START = Date.UTC(2024, 0, 1);
const SPAN_DAYS = 3 * 365;

/** The periods the dashboard counts at a moment. */
function periodsAt(now: number) {
  return { recentSince: firstRecentDay(now), weeksSince: firstSubmissionWeek(now) };
}

/** A strategy's level or none: undefined leaves it unset. */
const level = fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined });
const levels = fc.tuple(...CONTROL_IDS.map(() => level)).map((chosen) =>
  Object.fromEntries(CONTROL_IDS.flatMap((id, index) => (chosen[index] === undefined ? [] : [[id, chosen[index]]]))) as Partial<Record<ControlId, number>>,
);
/**
 * A moment in the three years, often on one of a few last days (so the last 30 days and the weeks hold several)
 * and sometimes at midnight exactly, so two assessments share a moment and order by id.
 */
const day = fc.oneof(fc.integer({ min: 0, max: SPAN_DAYS }), fc.constantFrom(SPAN_DAYS - 40, SPAN_DAYS - 10, SPAN_DAYS - 1, SPAN_DAYS));
const moment = fc.tuple(day, fc.option(fc.integer({ min: 0, max: DAY_MS - 1 }), { nil: undefined })).map(([chosen, ms]) => START + chosen * DAY_MS + (ms ?? 0));
const status = fc.constantFrom<Assessment['status']>('completed', 'completed', 'draft');

/** One change to the stored assessments, as the store's write paths make them. */
const change = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), status, targets: levels, currents: levels, at: moment, seriesOf: fc.option(fc.nat(), { nil: undefined }) }),
  fc.record({ kind: fc.constant('status' as const), which: fc.nat(), status }),
  fc.record({ kind: fc.constant('levels' as const), which: fc.nat(), targets: levels, currents: levels }),
  fc.record({ kind: fc.constant('delete' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('follow-up' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('retention' as const), before: moment }),
  fc.record({ kind: fc.constant('draft-expiry' as const), before: moment }),
);

describe.each(DATABASES)('the dashboard figures kept on $name', ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('assessment_notes', 'assessment_controls', 'assessments');
  });

  /** The kept figures and the full recount at a moment, side by side. */
  async function bothAt(now: number) {
    const periods = periodsAt(now);
    return { kept: await dashboardFigures(database.db, periods), recounted: await recountDashboard(database.db, periods) };
  }

  it('counts completed assessments, the last 30 days, the weeks and each strategy as they are saved, changed and deleted', async () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const save = (overrides: Partial<Assessment>) => {
      const assessment = quickAssessment(overrides);
      return insertAssessment(database.db, assessment, 'e'.repeat(64)).then(() => assessment);
    };
    const old = await save({ createdAt: now - 40 * DAY_MS, targetAssessments: allControls(3), assessments: allControls(1) });
    // 29 days before today is the first day counted, from its first moment.
    await save({ createdAt: Date.UTC(2026, 9, 24), targetAssessments: allControls(2), assessments: allControls(2) });
    await save({ createdAt: Date.UTC(2026, 9, 23, 23, 59), targetAssessments: allControls(2), assessments: allControls(2) });
    const draft = await save({ createdAt: now, status: 'draft', targetAssessments: { 'regular-backups': 3 }, assessments: { 'regular-backups': 0 } });
    let { kept } = await bothAt(now);
    expect(kept).toMatchObject({ completed: 3, recent: 1 });
    expect(kept.controls.find((control) => control.controlId === 'regular-backups')).toMatchObject({ assessments: 3, currentSum: 5, targetSum: 7, levelCounts: [0, 1, 2, 0] });

    // The draft completed: counted on the day it was started, with its one rated strategy.
    expect(await updateAssessment(database.db, { ...draft, status: 'completed' })).toBe(true);
    await setFollowUpStatus(database.db, old.id, 'contacted');
    ({ kept } = await bothAt(now));
    expect(kept).toMatchObject({ completed: 4, recent: 2 });
    expect(kept.weeks.get(11)).toBe(1);
    expect(kept.controls.find((control) => control.controlId === 'regular-backups')).toMatchObject({ assessments: 4, currentSum: 5, levelCounts: [1, 1, 2, 0] });
    expect(kept.controls.find((control) => control.controlId === 'application-control')).toMatchObject({ assessments: 3, averageCurrent: 5 / 3, averageTarget: 7 / 3 });

    await deleteAssessment(database.db, old.id);
    const both = await bothAt(now);
    expect(both.kept).toMatchObject({ completed: 3, recent: 2 });
    expect(both.kept.controls.find((control) => control.controlId === 'regular-backups')).toMatchObject({ levelCounts: [1, 0, 2, 0] });
    expect(both.kept).toEqual(both.recounted);
  });

  it('keeps how each series moved, ordering two assessments of one moment by id as the series is shown', async () => {
    const save = async (id: string, level: number, at: number, series: string | null, saved: Partial<Assessment> = {}) => {
      const assessment = quickAssessment({ id, createdAt: at, assessments: allControls(level), ...saved });
      await insertAssessment(database.db, assessment, 'e'.repeat(64), series);
      return assessment;
    };
    const first = await save('00000000-0000-4000-8000-000000000001', 2, START, null);
    await save('00000000-0000-4000-8000-000000000003', 1, START + DAY_MS, first.id);
    const tie = await save('00000000-0000-4000-8000-000000000002', 3, START + DAY_MS, first.id);
    const now = START + 2 * DAY_MS;
    // In series order the one ending in 3 is the latest: 3 then 1, so it fell.
    expect((await bothAt(now)).kept.movement).toEqual({ improved: 0, held: 0, fell: 1 });
    // A later draft changes nothing until it is completed, at a level above the one before it.
    const draft = await save('00000000-0000-4000-8000-000000000004', 3, START + 2 * DAY_MS, first.id, { status: 'draft' });
    expect((await bothAt(now)).kept.movement).toEqual({ improved: 0, held: 0, fell: 1 });
    await updateAssessment(database.db, { ...draft, status: 'completed' });
    expect((await bothAt(now)).kept.movement).toEqual({ improved: 1, held: 0, fell: 0 });
    // Its levels lowered to the one before: held. Then deleted, with the earlier tie: one left of the day, 1 after 2.
    await updateAssessment(database.db, { ...draft, status: 'completed', assessments: allControls(1) });
    expect((await bothAt(now)).kept.movement).toEqual({ improved: 0, held: 1, fell: 0 });
    await deleteAssessment(database.db, draft.id);
    await deleteAssessment(database.db, tie.id);
    const both = await bothAt(now);
    expect(both.kept.movement).toEqual({ improved: 0, held: 0, fell: 1 });
    expect(both.kept).toEqual(both.recounted);
  });

  it('keeps every figure, and the counts by follow-up status, equal to a full recount through any sequence of saves, changes and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 20 }), moment, async (changes, now) => {
        // Each run starts from right figures, so a run that goes wrong is found and shrunk on its own.
        await database.empty('assessment_notes', 'assessment_controls', 'assessments');
        await rebuildKeptFigures(database.db);
        const stored: Assessment[] = [];
        const seriesOf = new Map<string, string>();
        const pick = (which: number) => (stored.length === 0 ? undefined : stored[which % stored.length]);
        for (const step of changes) {
          if (step.kind === 'insert') {
            const assessment = quickAssessment({ status: step.status, createdAt: step.at, updatedAt: step.at + DAY_MS, targetAssessments: step.targets, assessments: step.currents });
            const earlier = step.seriesOf === undefined ? undefined : pick(step.seriesOf);
            const series = earlier ? (seriesOf.get(earlier.id) ?? earlier.id) : null;
            await insertAssessment(database.db, assessment, 'e'.repeat(64), series);
            if (series) seriesOf.set(assessment.id, series);
            stored.push(assessment);
          } else if (step.kind === 'status' || step.kind === 'levels') {
            const assessment = pick(step.which);
            if (!assessment) continue;
            const changed = step.kind === 'status' ? { ...assessment, status: step.status } : { ...assessment, targetAssessments: step.targets, assessments: step.currents };
            await updateAssessment(database.db, changed);
            stored[stored.indexOf(assessment)] = changed;
          } else if (step.kind === 'delete') {
            const assessment = pick(step.which);
            if (assessment) await deleteAssessment(database.db, assessment.id);
          } else if (step.kind === 'follow-up') {
            const assessment = pick(step.which);
            if (assessment) await setFollowUpStatus(database.db, assessment.id, 'meeting-booked');
          } else if (step.kind === 'retention') {
            await deleteAssessmentsCreatedBefore(database.db, step.before);
          } else {
            await deleteDraftsSavedBefore(database.db, step.before);
          }
        }
        const { kept, recounted } = await bothAt(now);
        expect(kept).toEqual(recounted);
        // The work queue's counts by follow-up status (migration 027), kept by triggers of their own.
        expect((await workQueueCounts(database.db, { today: '2026-11-27', owner: 'nobody' })).byStatus).toEqual(await recountFollowUpStatuses(database.db));
      }),
      { numRuns: 30 },
    );
  });

  it('rebuilds the same figures from the rows, for rows loaded around the triggers', async () => {
    const first = quickAssessment({ createdAt: START, assessments: allControls(1) });
    await insertAssessment(database.db, first, 'e'.repeat(64));
    await insertAssessment(database.db, quickAssessment({ createdAt: START + DAY_MS, assessments: allControls(2) }), 'e'.repeat(64), first.id);
    await insertAssessment(database.db, quickAssessment({ createdAt: START + 2 * DAY_MS, status: 'draft' }), 'e'.repeat(64));
    const now = START + 3 * DAY_MS;
    const before = await dashboardFigures(database.db, periodsAt(now));
    // A loader that skipped the column and the triggers: the levels come from assessment_controls again.
    await database.db.updateTable('assessments').set({ control_levels: null }).execute();
    for (const table of ['dashboard_days', 'dashboard_controls', 'dashboard_series', 'dashboard_movement'] as const) await database.db.deleteFrom(table).execute();
    await rebuildKeptFigures(database.db);
    const { kept, recounted } = await bothAt(now);
    expect(kept).toEqual(before);
    expect(kept).toEqual(recounted);
    expect(kept.movement).toEqual({ improved: 1, held: 0, fell: 0 });
    // The triggers count on from the rebuilt figures.
    await deleteAssessment(database.db, first.id);
    expect(await dashboardFigures(database.db, periodsAt(now))).toEqual((await bothAt(now)).recounted);
  });
});

describe('the dashboard figures kept through concurrent saves on PostgreSQL', () => {
  const database = useTestDatabase(freshPostgres);

  it('equal a full recount after many saves, changes and deletes at once, in the same series', async () => {
    const firsts = Array.from({ length: 4 }, (_, index) => quickAssessment({ createdAt: START + index * DAY_MS, assessments: allControls(index % 4) }));
    for (const first of firsts) await insertAssessment(database.db, first, 'e'.repeat(64));
    const reassessments = Array.from({ length: 60 }, (_, index) =>
      quickAssessment({ createdAt: START + (1 + (index % 9)) * DAY_MS, status: index % 5 === 0 ? 'draft' : 'completed', assessments: allControls((_id, control) => (index + control) % 4) }),
    );
    await Promise.all(reassessments.map((assessment, index) => insertAssessment(database.db, assessment, 'e'.repeat(64), firsts[index % firsts.length]?.id ?? null)));
    // The retention delete removes only the first assessment, which is also deleted at once. (Updating a row
    // while the retention deletes it would deadlock in the store's own order, row then level rows against level
    // rows then row, with or without the kept figures.)
    await Promise.all([
      ...reassessments.slice(0, 20).map((assessment) => updateAssessment(database.db, { ...assessment, status: 'completed', assessments: allControls(3) })),
      ...reassessments.slice(20, 35).map((assessment) => deleteAssessment(database.db, assessment.id)),
      deleteAssessment(database.db, firsts[0]?.id ?? ''),
      deleteAssessmentsCreatedBefore(database.db, START + DAY_MS),
    ]);
    const periods = periodsAt(START + 10 * DAY_MS);
    const kept = await dashboardFigures(database.db, periods);
    expect(kept).toEqual(await recountDashboard(database.db, periods));
    expect(kept.completed).toBeGreaterThan(0);
  });
});
