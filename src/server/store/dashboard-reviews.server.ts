import { sql, type Kysely } from 'kysely';
import type { DashboardReviews } from '../../domain/dashboard-reviews';
import type { Database } from './schema.server';

/**
 * The dashboard's figures of the consultants' reviews, counted from `assessment_reviews` in one statement: in
 * review (not finished), finished since `recentSince` (whether shared since or not), and among the finished or
 * shared reviews, how many keep an assessed level below the respondent's. Reviews are few (one per reviewed
 * assessment), so the statement reads every review row rather than keeping counts as the other figures do.
 */
export async function dashboardReviews(db: Kysely<Database>, recentSince: number): Promise<DashboardReviews> {
  const { rows } = await sql<Record<'in_review' | 'finished_recently' | 'finished' | 'assessed_below', number | string | null>>`
    select
      sum(case when finished_at is null then 1 else 0 end) as in_review,
      sum(case when finished_at >= ${recentSince} then 1 else 0 end) as finished_recently,
      sum(case when finished_at is not null and assessed_level is not null and respondent_level is not null then 1 else 0 end) as finished,
      sum(case when finished_at is not null and assessed_level < respondent_level then 1 else 0 end) as assessed_below
    from assessment_reviews
  `.execute(db);
  // PostgreSQL gives a sum as text; with no review at all each sum is null.
  const value = (name: keyof NonNullable<(typeof rows)[number]>) => Number(rows[0]?.[name] ?? 0);
  return { inReview: value('in_review'), finishedLast30Days: value('finished_recently'), finished: value('finished'), assessedBelow: value('assessed_below') };
}
