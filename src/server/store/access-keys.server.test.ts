import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { quickAssessment } from '../../../tests/support/assessments';
import { hashSecret } from '../secrets.server';
import { replaceAccessKeyHash } from './access-keys.server';
import { findAssessmentById, insertAssessment } from './assessments.server';

describe.each(DATABASES)('replacing an access key on $name', ({ open }) => {
  const database = useTestDatabase(open);

  it('replaces the hash only while it is still the one named (or any, when none is named), and says whether it did', async () => {
    const { db } = database;
    await database.empty('assessment_controls', 'assessments');
    const assessment = quickAssessment();
    await insertAssessment(db, assessment, hashSecret('first'));

    expect(await replaceAccessKeyHash(db, assessment.id, hashSecret('not the key'), hashSecret('second'))).toBe(false);
    expect((await findAssessmentById(db, assessment.id))?.accessKeyHash).toBe(hashSecret('first'));
    expect(await replaceAccessKeyHash(db, assessment.id, hashSecret('first'), hashSecret('second'))).toBe(true);
    expect((await findAssessmentById(db, assessment.id))?.accessKeyHash).toBe(hashSecret('second'));
    expect(await replaceAccessKeyHash(db, assessment.id, null, hashSecret('third'))).toBe(true);
    expect((await findAssessmentById(db, assessment.id))?.accessKeyHash).toBe(hashSecret('third'));
    // The answers and the rest of the row are untouched.
    expect((await findAssessmentById(db, assessment.id))?.assessment.updatedAt).toBe(assessment.updatedAt);
    expect(await replaceAccessKeyHash(db, '00000000-0000-4000-8000-000000000000', null, hashSecret('fourth'))).toBe(false);
  });
});
