import { beforeEach, describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { quickAssessment } from '../../../tests/support/assessments';
import { listAssessmentPage } from './assessment-list.server';
import { deleteAssessment, insertAssessment, updateAssessment } from './assessments.server';
import { followUpChangesFor, followUpStateOf, insertFollowUpChanges, setFollowUpState } from './follow-up.server';
import { overdueNextActions, workQueueCounts } from './work-queue.server';

const planned = { status: 'contacted', owner: 'casey', nextActionOn: '2026-11-20', nextActionText: 'Send the proposal for MFA uplift' } as const;

describe.each(DATABASES)("the follow-up of an organisation's series on $name", ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('follow_up_changes', 'assessment_notes', 'assessment_controls', 'assessments');
  });

  /** A first assessment, completed, and a re-assessment of it started (a draft of its series) a day later. */
  async function seriesWithDraft(organizationName = 'Series Pty Ltd') {
    const first = quickAssessment({ organizationName });
    await insertAssessment(database.db, first, '0'.repeat(64));
    const draft = quickAssessment({ organizationName, status: 'draft', createdAt: first.createdAt + 86_400_000, updatedAt: first.createdAt + 86_400_000 });
    return { first, draft };
  }

  it('carries status, owner and next action to a re-assessment, which arrives as "re-assessed" when submitted, with the change in the timeline', async () => {
    const { first, draft } = await seriesWithDraft();
    await setFollowUpState(database.db, first.id, planned);
    await insertAssessment(database.db, draft, '1'.repeat(64), first.id);
    // Started, the re-assessment holds the series' follow-up as it stands.
    expect(await followUpStateOf(database.db, draft.id)).toEqual(planned);

    const submittedAt = draft.createdAt + 3_600_000;
    expect(await updateAssessment(database.db, { ...draft, status: 'completed', updatedAt: submittedAt }, draft.updatedAt)).toBe(true);
    const reassessed = { ...planned, status: 're-assessed' };
    expect(await followUpStateOf(database.db, draft.id)).toEqual(reassessed);
    expect(await followUpStateOf(database.db, first.id)).toEqual(reassessed);
    // Read through either assessment, the series' changes: the submission's, by nobody.
    const changes = await followUpChangesFor(database.db, first.id);
    expect(changes).toEqual([expect.objectContaining({ changedBy: '', changedAt: submittedAt, field: 'status', from: 'contacted', to: 're-assessed' })]);
    expect(await followUpChangesFor(database.db, draft.id)).toEqual(changes);

    // Never "New, not yet contacted": the work queue counts both completed assessments as re-assessed.
    const counts = await workQueueCounts(database.db, { today: '2026-11-27', owner: 'casey' });
    expect(counts.byStatus).toEqual(new Map([['re-assessed', 2]]));
    // Saving it again does not make it re-assessed a second time.
    expect(await updateAssessment(database.db, { ...draft, status: 'completed', constraints: 'Corrected', updatedAt: submittedAt + 1 })).toBe(true);
    expect(await followUpChangesFor(database.db, draft.id)).toHaveLength(1);
  });

  it('leaves a series still "new" as New on a re-assessment, with nothing in the timeline', async () => {
    const { first, draft } = await seriesWithDraft();
    await insertAssessment(database.db, draft, '1'.repeat(64), first.id);
    await updateAssessment(database.db, { ...draft, status: 'completed' });
    expect(await followUpStateOf(database.db, draft.id)).toEqual({ status: 'new', owner: null, nextActionOn: null });
    expect(await followUpChangesFor(database.db, draft.id)).toEqual([]);
  });

  it('saves through any assessment for the whole series, and no other', async () => {
    const { first, draft } = await seriesWithDraft();
    const other = quickAssessment({ organizationName: 'Other Pty Ltd' });
    await insertAssessment(database.db, other, '2'.repeat(64));
    await insertAssessment(database.db, draft, '1'.repeat(64), first.id);
    expect(await setFollowUpState(database.db, draft.id, planned)).toBe(true);
    expect(await followUpStateOf(database.db, first.id)).toEqual(planned);
    expect(await followUpStateOf(database.db, other.id)).toEqual({ status: 'new', owner: null, nextActionOn: null });
    await insertFollowUpChanges(database.db, { assessmentId: draft.id, changedBy: 'casey', changedAt: 5, changes: [{ field: 'next-action-text', from: null, to: planned.nextActionText }] });
    expect(await followUpChangesFor(database.db, first.id)).toEqual([expect.objectContaining({ field: 'next-action-text', to: planned.nextActionText })]);
    expect(await followUpChangesFor(database.db, other.id)).toEqual([]);
  });

  it("keeps the follow-up when the series' first assessment is deleted: its re-assessments hold it, and still take it on", async () => {
    const { first, draft } = await seriesWithDraft();
    await setFollowUpState(database.db, first.id, planned);
    await insertAssessment(database.db, draft, '1'.repeat(64), first.id);
    await updateAssessment(database.db, { ...draft, status: 'completed' });
    expect(await deleteAssessment(database.db, first.id)).toBe(true);
    expect(await followUpStateOf(database.db, draft.id)).toEqual({ ...planned, status: 're-assessed' });
    // A later re-assessment still joins the series by the first one's id, and takes the follow-up from those left.
    const later = quickAssessment({ status: 'draft', createdAt: draft.createdAt + 86_400_000 });
    await insertAssessment(database.db, later, '3'.repeat(64), first.id);
    expect(await followUpStateOf(database.db, later.id)).toEqual({ ...planned, status: 're-assessed' });
    // A save through the later one reaches the other, with the first gone.
    await setFollowUpState(database.db, later.id, { ...planned, status: 'proposal-sent' });
    expect((await followUpStateOf(database.db, draft.id))?.status).toBe('proposal-sent');
  });

  it('lists overdue next actions with their text, one per series (its latest assessment), oldest day first', async () => {
    const { first, draft } = await seriesWithDraft('Acme Pty Ltd');
    await insertAssessment(database.db, draft, '1'.repeat(64), first.id);
    await updateAssessment(database.db, { ...draft, status: 'completed' });
    await setFollowUpState(database.db, first.id, planned);
    const other = quickAssessment({ organizationName: 'Bluegum Pty Ltd' });
    await insertAssessment(database.db, other, '2'.repeat(64));
    await setFollowUpState(database.db, other.id, { status: 'meeting-booked', owner: null, nextActionOn: '2026-11-01' });
    const closed = quickAssessment({ organizationName: 'Closed Pty Ltd' });
    await insertAssessment(database.db, closed, '3'.repeat(64));
    await setFollowUpState(database.db, closed.id, { status: 'won', owner: null, nextActionOn: '2026-10-01', nextActionText: 'Invoice' });

    expect(await overdueNextActions(database.db, { today: '2026-11-27', limit: 10 })).toEqual([
      { assessmentId: other.id, organizationName: 'Bluegum Pty Ltd', nextActionOn: '2026-11-01', nextActionText: null, owner: null },
      { assessmentId: draft.id, organizationName: 'Acme Pty Ltd', nextActionOn: '2026-11-20', nextActionText: planned.nextActionText, owner: 'casey' },
    ]);
    expect(await overdueNextActions(database.db, { today: '2026-11-27', limit: 1 })).toHaveLength(1);
    expect(await overdueNextActions(database.db, { today: '2026-11-20', limit: 10 })).toHaveLength(1);
  });

  it('lists the follow-ups nobody owns, and each row has its next action text', async () => {
    const owned = quickAssessment({ organizationName: 'Owned Pty Ltd' });
    const unowned = quickAssessment({ organizationName: 'Unowned Pty Ltd' });
    await insertAssessment(database.db, owned, '0'.repeat(64));
    await insertAssessment(database.db, unowned, '1'.repeat(64));
    await setFollowUpState(database.db, owned.id, planned);
    const nobody = await listAssessmentPage(database.db, { owner: null }, { offset: 0, limit: 10 });
    expect(nobody.rows.map((row) => row.id)).toEqual([unowned.id]);
    const casey = await listAssessmentPage(database.db, { owner: 'casey' }, { offset: 0, limit: 10 });
    expect(casey.rows.map((row) => [row.id, row.nextActionText])).toEqual([[owned.id, planned.nextActionText]]);
    const reassessed = await listAssessmentPage(database.db, { followUp: 're-assessed' }, { offset: 0, limit: 10 });
    expect(reassessed.total).toBe(0);
  });
});
