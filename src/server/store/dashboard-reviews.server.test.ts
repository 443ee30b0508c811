import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/constants';
import type { FinishedReviewLevels } from '../../domain/review/finished-levels';
import { firstRecentDay } from '../../domain/support-views';
import { detailedAssessment } from '../../../tests/support/assessments';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { insertAssessment } from './assessments.server';
import { dashboardReviews } from './dashboard-reviews.server';
import { finishReview, reopenReview, shareReview, startReview } from './review.server';
import { finishedLevelsOf, keepFinishedLevels } from './review-levels.server';
import type { Database } from './schema.server';

const NOW = Date.UTC(2026, 10, 22, 12);
const SINCE = firstRecentDay(NOW);

describe.each(DATABASES)('the dashboard’s review figures on $name', ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('assessment_findings', 'assessment_reviews', 'assessment_controls', 'assessments');
  });

  /** A reviewed assessment: its review started, and finished at `finishedAt` keeping `levels` as the finish route does. */
  async function review(finishedAt?: number, levels?: FinishedReviewLevels): Promise<string> {
    const id = randomUUID();
    await insertAssessment(database.db, detailedAssessment({}, { id }), '0'.repeat(64));
    await startReview(database.db, id, SINCE - 40 * DAY_MS);
    if (finishedAt !== undefined) {
      expect(await finishReview(database.db, id, 'Casey', finishedAt)).toBe(true);
      if (levels) await keepFinishedLevels<Database>(database.db, id, levels);
    }
    return id;
  }

  it('counts nothing before any review', async () => {
    expect(await dashboardReviews(database.db, SINCE)).toEqual({ inReview: 0, finishedLast30Days: 0, finished: 0, assessedBelow: 0 });
  });

  it('counts reviews in progress, those finished from the first day of the 30 and after, and those finished below the respondent', async () => {
    await review();
    // The last moment before the 30 days: finished, but not lately.
    await review(SINCE - 1, { assessedLevel: 1, respondentLevel: 2 });
    // The first moment of the 30 days.
    await review(SINCE, { assessedLevel: 2, respondentLevel: 2 });
    // Finished today and shared since: still finished in the 30 days, and below.
    const shared = await review(NOW, { assessedLevel: 0, respondentLevel: 1 });
    expect(await shareReview(database.db, shared, NOW + 1)).toBe(true);
    // Above the respondent: not below.
    await review(NOW, { assessedLevel: 3, respondentLevel: 1 });
    // Finished below, then reopened: in progress again, its levels gone.
    const reopened = await review(NOW, { assessedLevel: 0, respondentLevel: 3 });
    expect(await reopenReview(database.db, reopened, NOW + 2)).toBe(true);
    expect(await finishedLevelsOf(database.db, reopened)).toBeUndefined();

    expect(await dashboardReviews(database.db, SINCE)).toEqual({ inReview: 2, finishedLast30Days: 3, finished: 4, assessedBelow: 2 });
    // A day later the first day of the 30 moves on, and the review finished on it drops out.
    expect((await dashboardReviews(database.db, firstRecentDay(NOW + DAY_MS))).finishedLast30Days).toBe(2);
  });
});
