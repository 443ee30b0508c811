import { z } from 'zod';

const count = z.number().int().min(0);

/**
 * The dashboard's figures of the consultants' reviews: how many are in review now, how many were finished in
 * the dashboard's last 30 days, and among the reviews finished or shared, in how many the assessed level
 * (from the findings alone) is below the respondent's level by their answers, both as they stood when the
 * review was finished.
 */
export const dashboardReviewsSchema = z.strictObject({
  inReview: count,
  finishedLast30Days: count,
  /** Reviews finished or shared, each with both levels kept when it was finished. */
  finished: count,
  /** Of those, how many have the assessed level below the respondent's. */
  assessedBelow: count,
});
export type DashboardReviews = z.infer<typeof dashboardReviewsSchema>;

/**
 * "In 3 of 5 finished reviews, the assessed level is below the respondent's", or, before any review is
 * finished, that none is.
 */
export function assessedBelowInWords(reviews: Pick<DashboardReviews, 'finished' | 'assessedBelow'>): string {
  if (reviews.finished === 0) return 'No review has been finished yet';
  return `In ${reviews.assessedBelow} of ${reviews.finished} finished ${reviews.finished === 1 ? 'review' : 'reviews'}, the assessed level is below the respondent's`;
}

/** The share of finished reviews whose assessed level is below the respondent's, as a percentage from 0 to 100 (0 when none is finished). */
export function assessedBelowPercent(reviews: Pick<DashboardReviews, 'finished' | 'assessedBelow'>): number {
  return reviews.finished === 0 ? 0 : (100 * Math.min(reviews.assessedBelow, reviews.finished)) / reviews.finished;
}
