import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { quickAssessment } from '../../../tests/support/assessments';
import { deleteAssessment, insertAssessment, updateAssessment } from './assessments.server';
import { followUpChangesFor, followUpStateOf, followUpStatusOf, insertFollowUpChanges, insertNote, noteCountOf, notesForAssessment, setFollowUpState, setFollowUpStatus } from './follow-up.server';

describe.each(DATABASES)('consultant follow-up on $name', ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('follow_up_changes', 'assessment_notes', 'assessment_controls', 'assessments');
  });

  it('starts every assessment at "new", keeps a status set, and keeps it when the respondent saves again', async () => {
    const assessment = quickAssessment();
    await insertAssessment(database.db, assessment, 'a'.repeat(64));
    expect(await followUpStatusOf(database.db, assessment.id)).toBe('new');
    expect(await setFollowUpStatus(database.db, assessment.id, 'meeting-booked')).toBe(true);
    expect(await followUpStatusOf(database.db, assessment.id)).toBe('meeting-booked');
    expect(await updateAssessment(database.db, { ...assessment, constraints: 'Changed' })).toBe(true);
    expect(await followUpStatusOf(database.db, assessment.id)).toBe('meeting-booked');
  });

  it('answers undefined and false for an assessment that does not exist', async () => {
    const missing = randomUUID();
    expect(await followUpStatusOf(database.db, missing)).toBeUndefined();
    expect(await setFollowUpStatus(database.db, missing, 'won')).toBe(false);
  });

  it('keeps notes with author and time, newest first, per assessment, line breaks intact', async () => {
    const first = quickAssessment();
    const second = quickAssessment();
    await insertAssessment(database.db, first, 'b'.repeat(64));
    await insertAssessment(database.db, second, 'c'.repeat(64));
    const older = await insertNote(database.db, { assessmentId: first.id, author: 'Ada', createdAt: 1_795_000_000_000, text: 'Called.\nLeft a message.' });
    const newer = await insertNote(database.db, { assessmentId: first.id, author: 'Grace', createdAt: 1_795_000_060_000, text: 'Meeting on Friday' });
    await insertNote(database.db, { assessmentId: second.id, author: 'Ada', createdAt: 1_795_000_000_000, text: 'Other' });
    expect(await notesForAssessment(database.db, first.id)).toEqual([newer, older]);
    expect(older).toMatchObject({ author: 'Ada', createdAt: 1_795_000_000_000, text: 'Called.\nLeft a message.' });
  });

  it("counts an assessment's notes and no other's, as a number on both databases", async () => {
    const first = quickAssessment();
    const second = quickAssessment();
    await insertAssessment(database.db, first, 'e'.repeat(64));
    await insertAssessment(database.db, second, 'f'.repeat(64));
    expect(await noteCountOf(database.db, first.id)).toBe(0);
    await insertNote(database.db, { assessmentId: first.id, author: 'Ada', createdAt: 1, text: 'One' });
    await insertNote(database.db, { assessmentId: first.id, author: 'Grace', createdAt: 2, text: 'Two' });
    await insertNote(database.db, { assessmentId: second.id, author: 'Ada', createdAt: 3, text: 'Other' });
    expect(await noteCountOf(database.db, first.id)).toBe(2);
    expect(await noteCountOf(database.db, second.id)).toBe(1);
  });

  it('deletes the notes with their assessment', async () => {
    const assessment = quickAssessment();
    await insertAssessment(database.db, assessment, 'd'.repeat(64));
    await insertNote(database.db, { assessmentId: assessment.id, author: 'Ada', createdAt: 1, text: 'Gone soon' });
    expect(await deleteAssessment(database.db, assessment.id)).toBe(true);
    expect(await notesForAssessment(database.db, assessment.id)).toEqual([]);
    expect(await database.db.selectFrom('assessment_notes').selectAll().execute()).toEqual([]);
  });

  it('keeps an owner and a next-action day beside the status, and the changes of each, newest first, deleted with their assessment', async () => {
    const assessment = quickAssessment();
    await insertAssessment(database.db, assessment, '9'.repeat(64));
    expect(await followUpStateOf(database.db, assessment.id)).toEqual({ status: 'new', owner: null, nextActionOn: null });
    expect(await setFollowUpState(database.db, assessment.id, { status: 'contacted', owner: 'casey', nextActionOn: '2026-12-03' })).toBe(true);
    expect(await followUpStateOf(database.db, assessment.id)).toEqual({ status: 'contacted', owner: 'casey', nextActionOn: '2026-12-03' });
    expect(await updateAssessment(database.db, { ...assessment, constraints: 'Changed' })).toBe(true);
    expect(await followUpStateOf(database.db, assessment.id)).toEqual({ status: 'contacted', owner: 'casey', nextActionOn: '2026-12-03' });

    await insertFollowUpChanges(database.db, {
      assessmentId: assessment.id,
      changedBy: 'alex',
      changedAt: 1_795_000_000_000,
      changes: [
        { field: 'status', from: 'new', to: 'contacted' },
        { field: 'owner', from: null, to: 'casey' },
      ],
    });
    await insertFollowUpChanges(database.db, { assessmentId: assessment.id, changedBy: 'casey', changedAt: 1_795_000_060_000, changes: [{ field: 'next-action', from: null, to: '2026-12-03' }] });
    const changes = await followUpChangesFor(database.db, assessment.id);
    expect(changes.map(({ id: _id, ...change }) => change)).toEqual([
      { changedBy: 'casey', changedAt: 1_795_000_060_000, field: 'next-action', from: null, to: '2026-12-03' },
      { changedBy: 'alex', changedAt: 1_795_000_000_000, field: 'status', from: 'new', to: 'contacted' },
      { changedBy: 'alex', changedAt: 1_795_000_000_000, field: 'owner', from: null, to: 'casey' },
    ]);

    expect(await deleteAssessment(database.db, assessment.id)).toBe(true);
    expect(await followUpStateOf(database.db, assessment.id)).toBeUndefined();
    expect(await database.db.selectFrom('follow_up_changes').selectAll().execute()).toEqual([]);
  });
});
