import { beforeEach, describe, expect, it } from 'vitest';
import type { Assessment } from '../../domain/assessment';
import { EMPTY_SCOPE } from '../../domain/review/review-scope';
import { detailedAssessment } from '../../../tests/support/assessments';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { REVIEWED_REQUIREMENT } from '../../../tests/support/review';
import { deleteAssessment, deleteAssessmentsCreatedBefore, deleteDraftsSavedBefore, insertAssessment } from './assessments.server';
import {
  countReviewRows,
  findingOf,
  finishReview,
  holdOpenReview,
  insertFirstFinding,
  reopenReview,
  reviewOf,
  shareReview,
  startReview,
  unshareReview,
  updateFinding,
  updateReviewScope,
  updateReviewTarget,
  deleteUnchangedBatchFindings,
  unchangedBatchFindings,
  type FindingToSave,
} from './review.server';

/** A promise one side opens and the other waits on: to hold one transaction part-way while another starts. */
function gate(): { open: () => void; opened: Promise<void> } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

function finding(assessmentId: string, savedBy: string, outcome: 'effective' | 'ineffective' = 'effective', made: Partial<FindingToSave> = {}): FindingToSave {
  return {
    assessmentId,
    requirementId: REVIEWED_REQUIREMENT,
    input: { outcome, testMethod: 'interview', note: '', acceptedBy: '' },
    savedAt: 10,
    savedBy,
    madeIn: 'one-by-one',
    batchId: null,
    answerFingerprint: '',
    ...made,
  };
}

const BATCH = '5b0c1d2e-0000-4000-8000-00000000ba7c';

describe.each(DATABASES)('the review store on $name', ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('assessment_findings', 'assessment_reviews', 'assessment_controls', 'assessments');
  });

  let count = 0;
  async function stored(overrides: Partial<Assessment> = {}): Promise<string> {
    count += 1;
    const id = `00000000-0000-4000-8000-${String(count).padStart(12, '0')}`;
    await insertAssessment(database.db, { ...detailedAssessment({}, overrides), id }, 'a'.repeat(64));
    await startReview(database.db, id, 1);
    return id;
  }

  it('keeps the target against its version, none agreed until first saved, and refuses it once the review is finished', async () => {
    const id = await stored();
    expect(await reviewOf(database.db, id)).toMatchObject({ target: { targetLevel: null, strategyTargets: {} }, targetVersion: 0 });
    const target = { targetLevel: 2, strategyTargets: { 'regular-backups': 3 } };
    expect(await updateReviewTarget(database.db, id, target, 0, 2)).toBe(true);
    expect(await updateReviewTarget(database.db, id, { targetLevel: 1, strategyTargets: {} }, 0, 3)).toBe(false);
    expect(await reviewOf(database.db, id)).toMatchObject({ target, targetVersion: 1 });
    expect(await finishReview(database.db, id, 'Casey', 4)).toBe(true);
    expect(await updateReviewTarget(database.db, id, { targetLevel: 1, strategyTargets: {} }, 1, 5)).toBe(false);
  });

  it('keeps how a finding was made and who accepted its risk, and undoes only a batch’s findings nobody changed since', async () => {
    const id = await stored();
    const other = 'regular-backups-performed-and-retained';
    expect(await insertFirstFinding(database.db, finding(id, 'Casey', 'effective', { madeIn: 'batch', batchId: BATCH }))).toBe(true);
    expect(await insertFirstFinding(database.db, finding(id, 'Casey', 'effective', { requirementId: other, madeIn: 'batch', batchId: BATCH }))).toBe(true);
    const accepted = { ...finding(id, 'Casey', 'effective'), requirementId: 'restrict-administrative-privileges-requests-validated', input: { outcome: 'effective' as const, testMethod: 'interview' as const, note: '', acceptedBy: 'Alex Chen, CIO' } };
    expect(await insertFirstFinding(database.db, accepted)).toBe(true);
    expect(await findingOf(database.db, id, REVIEWED_REQUIREMENT)).toMatchObject({ madeIn: 'batch', batchId: BATCH, acceptedBy: '' });
    expect(await findingOf(database.db, id, accepted.requirementId)).toMatchObject({ madeIn: 'one-by-one', batchId: null, acceptedBy: 'Alex Chen, CIO' });
    // Changed one by one since, a finding is the assessor's own and is no longer the batch's to undo.
    expect(await updateFinding(database.db, finding(id, 'Robin', 'ineffective', { requirementId: other }), 1)).toBe(true);
    expect(await findingOf(database.db, id, other)).toMatchObject({ madeIn: 'one-by-one', batchId: null, version: 2 });
    expect((await unchangedBatchFindings(database.db, id, BATCH)).map((each) => each.requirementId)).toEqual([REVIEWED_REQUIREMENT]);
    expect(await deleteUnchangedBatchFindings(database.db, id, BATCH)).toBe(1);
    expect(await deleteUnchangedBatchFindings(database.db, id, BATCH)).toBe(0);
    expect(await findingOf(database.db, id, REVIEWED_REQUIREMENT)).toBeUndefined();
    expect(await findingOf(database.db, id, other)).toMatchObject({ outcome: 'ineffective' });
  });

  it('saves a first finding once, and a later one only at the version it was read at', async () => {
    const id = await stored();
    expect(await insertFirstFinding(database.db, finding(id, 'Casey'))).toBe(true);
    expect(await insertFirstFinding(database.db, finding(id, 'Robin', 'ineffective'))).toBe(false);
    expect(await findingOf(database.db, id, REVIEWED_REQUIREMENT)).toMatchObject({ outcome: 'effective', version: 1, savedBy: 'Casey' });
    expect(await updateFinding(database.db, finding(id, 'Robin', 'ineffective'), 1)).toBe(true);
    expect(await updateFinding(database.db, finding(id, 'Casey'), 1)).toBe(false);
    expect(await findingOf(database.db, id, REVIEWED_REQUIREMENT)).toMatchObject({ outcome: 'ineffective', version: 2, savedBy: 'Robin' });
  });

  it('lets a finish wait for a finding being saved, and refuses a finding whose save waited for a finish', async () => {
    const first = await stored();
    const held = gate();
    const release = gate();
    const saving = database.db.transaction().execute(async (trx) => {
      const open = await holdOpenReview(trx, first, 10);
      held.open();
      await release.opened;
      return open && insertFirstFinding(trx, finding(first, 'Casey'));
    });
    await held.opened;
    const finishing = database.db.transaction().execute((trx) => finishReview(trx, first, 'Robin', 20));
    release.open();
    expect([await saving, await finishing]).toEqual([true, true]);
    expect(await findingOf(database.db, first, REVIEWED_REQUIREMENT)).toBeDefined();

    const second = await stored();
    const finished = gate();
    const commit = gate();
    const finishFirst = database.db.transaction().execute(async (trx) => {
      const done = await finishReview(trx, second, 'Robin', 20);
      finished.open();
      await commit.opened;
      return done;
    });
    await finished.opened;
    // Its update of the review waits for the finish's lock on PostgreSQL, then finds the review finished.
    const saveAfter = database.db.transaction().execute(async (trx) => (await holdOpenReview(trx, second, 30)) && insertFirstFinding(trx, finding(second, 'Casey')));
    commit.open();
    expect([await finishFirst, await saveAfter]).toEqual([true, false]);
    expect(await findingOf(database.db, second, REVIEWED_REQUIREMENT)).toBeUndefined();
  });

  it('keeps one of two first findings of a requirement saved at the same moment', async () => {
    const id = await stored();
    const inserted = gate();
    const commit = gate();
    const winner = database.db.transaction().execute(async (trx) => {
      const saved = (await holdOpenReview(trx, id, 10)) && (await insertFirstFinding(trx, finding(id, 'Casey')));
      inserted.open();
      await commit.opened;
      return saved;
    });
    await inserted.opened;
    const loser = database.db.transaction().execute(async (trx) => (await holdOpenReview(trx, id, 11)) && insertFirstFinding(trx, finding(id, 'Robin', 'ineffective')));
    commit.open();
    expect([await winner, await loser]).toEqual([true, false]);
    expect(await findingOf(database.db, id, REVIEWED_REQUIREMENT)).toMatchObject({ savedBy: 'Casey', version: 1 });
  });

  it('saves the scope at its version while open; finishes, reopens, shares and withdraws only from the state before', async () => {
    const id = await stored();
    const scope = { ...EMPTY_SCOPE, systems: 'Head office' };
    expect(await updateReviewScope(database.db, id, scope, 0, 5)).toBe(true);
    expect(await updateReviewScope(database.db, id, scope, 0, 6)).toBe(false);
    expect(await reviewOf(database.db, id)).toMatchObject({ scope, version: 1 });
    expect(await shareReview(database.db, id, 7)).toBe(false);
    expect(await reopenReview(database.db, id, 7)).toBe(false);
    expect(await finishReview(database.db, id, 'Casey', 8)).toBe(true);
    expect(await finishReview(database.db, id, 'Casey', 9)).toBe(false);
    expect(await holdOpenReview(database.db, id, 9)).toBe(false);
    expect(await updateReviewScope(database.db, id, scope, 1, 9)).toBe(false);
    expect(await shareReview(database.db, id, 10)).toBe(true);
    expect(await shareReview(database.db, id, 11)).toBe(false);
    expect(await reviewOf(database.db, id)).toMatchObject({ finishedAt: 8, finishedBy: 'Casey', sharedAt: 10 });
    expect(await unshareReview(database.db, id, 12)).toBe(true);
    expect(await unshareReview(database.db, id, 13)).toBe(false);
    await shareReview(database.db, id, 14);
    expect(await reopenReview(database.db, id, 15)).toBe(true);
    expect(await reviewOf(database.db, id)).toMatchObject({ finishedAt: null, finishedBy: null, sharedAt: null });
    expect(await finishReview(database.db, 'no-such-assessment', 'Casey', 16)).toBe(false);
  });

  it('deletes reviews and findings with their assessment: by id, by retention and by the draft clean-up', async () => {
    const deleted = await stored();
    const old = await stored({ createdAt: 1000, updatedAt: 1000 });
    const draft = await stored({ status: 'draft', createdAt: 5_000_000, updatedAt: 5_000_000 });
    const kept = await stored({ createdAt: 1_795_000_000_000, updatedAt: 1_795_000_000_000 });
    for (const id of [deleted, old, draft, kept]) await insertFirstFinding(database.db, finding(id, 'Casey'));
    expect(await countReviewRows(database.db)).toEqual({ reviews: 4, findings: 4 });
    expect(await deleteAssessment(database.db, deleted)).toBe(true);
    expect(await deleteAssessmentsCreatedBefore(database.db, 2000)).toBe(1);
    expect(await deleteDraftsSavedBefore(database.db, 6_000_000)).toBe(1);
    expect(await countReviewRows(database.db)).toEqual({ reviews: 1, findings: 1 });
    expect(await reviewOf(database.db, kept)).toBeDefined();
  });
});
