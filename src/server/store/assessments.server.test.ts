import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { allControls, quickAssessment } from '../../../tests/support/assessments';
import { countAssessments, findAssessmentById, insertAssessment, updateAssessment } from './assessments.server';
import { pingDatabase } from './database.server';
import { migrateToLatest } from './migrate.server';

const anAssessment = quickAssessment;

describe.each(DATABASES)('assessment store on $name', ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('assessment_controls', 'assessments');
  });

  it('migrates once: running the migrations again changes nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
    await pingDatabase(database.db);
  });

  it('stores and reads back an assessment exactly, timestamps as numbers', async () => {
    const assessment = anAssessment();
    await insertAssessment(database.db, assessment, 'a'.repeat(64));
    const stored = await findAssessmentById(database.db, assessment.id);
    expect(stored).toEqual({ assessment, accessKeyHash: 'a'.repeat(64) });
    expect(typeof stored?.assessment.createdAt).toBe('number');
  });

  it('stores and reads back a detailed assessment with its outcomes and evidence', async () => {
    const detailed = anAssessment({
      kind: 'detailed',
      requirementOutcomes: {
        'regular-backups-restoration-tested': { outcome: 'ineffective', evidence: 'Last restore test failed.\nTicket INC-204.' },
        'application-control-workstations': { outcome: 'not-applicable', evidence: '' },
      },
    });
    await insertAssessment(database.db, detailed, 'g'.repeat(64));
    // Its levels supported by evidence are worked out on save, from the answers: none met, so zero for each strategy.
    expect((await findAssessmentById(database.db, detailed.id))?.assessment).toEqual({ ...detailed, evidenceLevels: allControls(0) });
  });

  it('leaves out a stored answer that no longer reads, rather than show it wrong', async () => {
    const detailed = anAssessment({ kind: 'detailed', requirementOutcomes: { 'regular-backups-restoration-tested': { outcome: 'effective', evidence: '' } } });
    await insertAssessment(database.db, detailed, 'h'.repeat(64));
    await database.db
      .updateTable('assessments')
      .set({ requirement_outcomes: JSON.stringify({ 'regular-backups-restoration-tested': { outcome: 'effective', evidence: '' }, 'application-control-workstations': { outcome: 'sort of' } }) })
      .where('id', '=', detailed.id)
      .execute();
    expect((await findAssessmentById(database.db, detailed.id))?.assessment.requirementOutcomes).toEqual(detailed.requirementOutcomes);
    await database.db.updateTable('assessments').set({ requirement_outcomes: '{"cut off' }).where('id', '=', detailed.id).execute();
    expect((await findAssessmentById(database.db, detailed.id))?.assessment.requirementOutcomes).toEqual({});
  });

  it('keeps a draft with some controls unanswered and no timeline', async () => {
    const draft = anAssessment({
      status: 'draft',
      targetAssessments: { 'application-control': 2 },
      assessments: {},
      timeline: null,
      priorities: [],
      respondentEmail: '',
    });
    await insertAssessment(database.db, draft, 'b'.repeat(64));
    expect((await findAssessmentById(database.db, draft.id))?.assessment).toEqual(draft);
  });

  it('updates fields and levels, and says when there is nothing to update', async () => {
    const assessment = anAssessment();
    await insertAssessment(database.db, assessment, 'c'.repeat(64));
    const changed = { ...assessment, organizationName: 'Renamed', assessments: allControls(3), updatedAt: assessment.updatedAt + 5 };
    expect(await updateAssessment(database.db, changed)).toBe(true);
    expect((await findAssessmentById(database.db, assessment.id))?.assessment).toEqual(changed);
    expect(await updateAssessment(database.db, anAssessment())).toBe(false);
  });

  it('updates only over the copy last saved when told when that was, so of two saves from one copy only the first writes', async () => {
    const assessment = anAssessment();
    await insertAssessment(database.db, assessment, 'f'.repeat(64));
    const first = { ...assessment, organizationName: 'First', updatedAt: assessment.updatedAt + 1 };
    const second = { ...assessment, organizationName: 'Second', updatedAt: assessment.updatedAt + 2 };
    expect(await updateAssessment(database.db, first, assessment.updatedAt)).toBe(true);
    expect(await updateAssessment(database.db, second, assessment.updatedAt)).toBe(false);
    expect((await findAssessmentById(database.db, assessment.id))?.assessment.organizationName).toBe('First');
    expect(await updateAssessment(database.db, second, first.updatedAt)).toBe(true);
  });

  it('counts assessments and finds nothing for an unknown id', async () => {
    await insertAssessment(database.db, anAssessment(), 'd'.repeat(64));
    await insertAssessment(database.db, anAssessment(), 'e'.repeat(64));
    expect(await countAssessments(database.db)).toBe(2);
    expect(await findAssessmentById(database.db, randomUUID())).toBeUndefined();
  });

  it('rolls back the whole save when a level row cannot be written', async () => {
    const assessment = anAssessment();
    await insertAssessment(database.db, assessment, 'f'.repeat(64));
    // A second insert of the same id fails on the primary key; nothing of it may remain.
    await expect(insertAssessment(database.db, { ...assessment, organizationName: 'Duplicate' }, 'f'.repeat(64))).rejects.toThrow();
    expect(await countAssessments(database.db)).toBe(1);
    expect((await findAssessmentById(database.db, assessment.id))?.assessment.organizationName).toBe('Store Test Pty Ltd');
  });

  it('stores saves that arrive together, each all or nothing: one that fails leaves the others stored', async () => {
    const first = anAssessment({ organizationName: 'First' });
    await insertAssessment(database.db, first, 'a'.repeat(64));
    const together = Array.from({ length: 20 }, (_value, index) => anAssessment({ organizationName: `Together ${index}` }));
    const duplicate = { ...first, organizationName: 'Duplicate of First' };
    const results = await Promise.allSettled([...together, duplicate].map((assessment) => insertAssessment(database.db, assessment, 'b'.repeat(64))));
    expect(results.slice(0, 20).every((result) => result.status === 'fulfilled')).toBe(true);
    expect(results[20]?.status).toBe('rejected');
    expect(await countAssessments(database.db)).toBe(21);
    expect((await findAssessmentById(database.db, first.id))?.assessment.organizationName).toBe('First');
    for (const assessment of together) expect((await findAssessmentById(database.db, assessment.id))?.assessment).toEqual(assessment);
  });
});
