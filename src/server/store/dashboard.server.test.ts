import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/constants';
import { firstSubmissionWeek, WEEK_MS } from '../../domain/support-views';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { quickAssessment } from '../../../tests/support/assessments';
import { insertAssessment } from './assessments.server';
import { completedPerWeek } from './dashboard.server';

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
