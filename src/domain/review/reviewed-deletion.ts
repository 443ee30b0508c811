import type { ReviewStatus } from './review';

/** The review statuses that make an assessment the firm's finished work: only an administrator deletes it (decision 088). */
export const FINISHED_REVIEW_STATUSES = ['finished', 'shared'] as const satisfies readonly ReviewStatus[];

/** Whether deleting an assessment needs an administrator: its review, or that of a review copy made of it, is finished or shared. */
export function deletionNeedsAdministrator(reviewStatuses: readonly string[]): boolean {
  return reviewStatuses.some((status) => FINISHED_REVIEW_STATUSES.some((finished) => finished === status));
}

/** Why a consultant may not delete a reviewed assessment, as the server refuses it and the portal says it. */
export const REVIEWED_DELETION_MESSAGE =
  'This assessment has a finished review (its own, or that of the detailed copy made from it for review), so only an administrator can delete it. Ask an administrator of your team.';
