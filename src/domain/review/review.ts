import { z } from 'zod';
import type { Assessment } from '../assessment';
import { findingSchema } from './finding';
import { EMPTY_SCOPE, reviewScopeFieldsSchema, type ReviewScopeFields } from './review-scope';
import { NO_TARGET_AGREED, reviewTargetSchema } from './review-target';

/**
 * Whether an assessment can be reviewed: only a completed detailed assessment has an answer for each
 * requirement to review beside; a quick check rates whole levels, and a draft may still change.
 */
export function isReviewable(assessment: Pick<Assessment, 'status' | 'kind'>): boolean {
  return assessment.status === 'completed' && assessment.kind === 'detailed';
}

/** Why a quick check or a draft has no review (the API's 409 `not_reviewable`). */
export const NOT_REVIEWABLE_MESSAGE = 'Only a completed detailed assessment can be reviewed';

/**
 * Where a consultant's review of an assessment stands: not started (nothing saved: no finding, scope or assessor's file), in review,
 * finished (its findings frozen until it is reopened), or shared (finished, and its assessed levels and
 * report shown to the respondent).
 */
export const REVIEW_STATUSES = ['not-started', 'in-review', 'finished', 'shared'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Each review status in words, as the portal names it. */
export const REVIEW_STATUS_NAMES: Record<ReviewStatus, string> = {
  'not-started': 'Not started',
  'in-review': 'In review',
  finished: 'Finished',
  shared: 'Shared',
};

/** A review status, as a filter of the results list sends it. */
export const reviewStatusSchema = z.enum(REVIEW_STATUSES, { error: 'The review status is one of not-started, in-review, finished or shared' });

/** A review's status from when it was finished and shared (null when not); `exists` is whether anything was saved. */
export function reviewStatusOf(review: { exists: boolean; finishedAt: number | null; sharedAt: number | null }): ReviewStatus {
  if (!review.exists) return 'not-started';
  if (review.finishedAt === null) return 'in-review';
  return review.sharedAt === null ? 'finished' : 'shared';
}

/**
 * GET /api/support/assessments/:id/review: the review as it stands, with every finding saved (one per
 * requirement of the model, kept under `findingIdOf` its id). `version` is the scope's version (0 before it is
 * first saved), `target` the target the review is made against (`NO_TARGET_AGREED` until the assessor agrees
 * one) and `targetVersion` its version; each finding carries its own.
 */
export const reviewSchema = z.strictObject({
  assessmentId: z.string(),
  status: reviewStatusSchema,
  scope: reviewScopeFieldsSchema,
  version: z.number().int().min(0),
  target: reviewTargetSchema,
  targetVersion: z.number().int().min(0),
  findings: z.array(findingSchema),
  finishedAt: z.number().nullable(),
  finishedBy: z.string().nullable(),
  sharedAt: z.number().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The review of an assessment nobody has started. */
export function unstartedReview(assessmentId: string): Review {
  return {
    assessmentId,
    status: 'not-started',
    scope: EMPTY_SCOPE satisfies ReviewScopeFields,
    version: 0,
    target: NO_TARGET_AGREED,
    targetVersion: 0,
    findings: [],
    finishedAt: null,
    finishedBy: null,
    sharedAt: null,
  };
}

/** The answer of a refused save when someone else changed the finding or scope first: the error and the newer copy. */
export const staleFindingSchema = z.strictObject({
  error: z.strictObject({ code: z.literal('changed_elsewhere'), message: z.string() }),
  finding: findingSchema,
});
export const staleScopeSchema = z.strictObject({
  error: z.strictObject({ code: z.literal('changed_elsewhere'), message: z.string() }),
  scope: reviewScopeFieldsSchema,
  version: z.number().int().min(0),
});
export const staleTargetSchema = z.strictObject({
  error: z.strictObject({ code: z.literal('changed_elsewhere'), message: z.string() }),
  target: reviewTargetSchema,
  version: z.number().int().min(0),
});

/**
 * A review as the respondent sees it once it is shared: the scope and the target it was made against, the
 * findings (without who saved each: the respondent sees the firm's work, not its staff's accounts) and when the
 * review was finished and shared.
 */
export const sharedReviewSchema = z.strictObject({
  assessmentId: z.string(),
  scope: reviewScopeFieldsSchema,
  target: reviewTargetSchema,
  findings: z.array(findingSchema.omit({ savedBy: true })),
  finishedAt: z.number(),
  sharedAt: z.number(),
});
export type SharedReview = z.infer<typeof sharedReviewSchema>;

/**
 * GET /api/assessments/:id/review with the respondent's access key: the review once it is shared, and null
 * while it is not (before, after sharing stops, once reopened). Not a 404: every detailed assessment's results
 * ask, and most have nothing shared, which is no error.
 */
export const sharedReviewAnswerSchema = z.strictObject({ review: sharedReviewSchema.nullable() });
export type SharedReviewAnswer = z.infer<typeof sharedReviewAnswerSchema>;
