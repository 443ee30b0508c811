import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Assessment } from '../../domain/assessment';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { allControls, quickAssessment } from '../../../tests/support/assessments';
import { currentLevelsOf } from './assessment-levels.server';
import { insertAssessment } from './assessments.server';

function anAssessment(assessments: Assessment['assessments']): Assessment {
  return quickAssessment({ assessments });
}

describe.each(DATABASES)('current levels of a batch on $name', ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('assessment_controls', 'assessments');
  });

  it('reads each strategy level of several assessments in one go, and nothing for an assessment without levels', async () => {
    const rated = anAssessment(allControls((_id, index) => index % 4));
    const partial = anAssessment({ 'regular-backups': 2 });
    for (const assessment of [rated, partial]) await insertAssessment(database.db, assessment, '0'.repeat(64));
    const unknown = randomUUID();
    const levels = await currentLevelsOf(database.db, [rated.id, partial.id, unknown]);
    expect(Object.fromEntries(levels)).toEqual({ [rated.id]: rated.assessments, [partial.id]: { 'regular-backups': 2 }, [unknown]: {} });
    expect((await currentLevelsOf(database.db, [])).size).toBe(0);
  });
});
