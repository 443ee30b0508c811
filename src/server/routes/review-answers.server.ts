import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { assessmentIdParamsSchema, type Assessment } from '../../domain/assessment';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import type { ListedEvidenceFile } from '../../domain/evidence-files';
import { answerChangedSince, type Finding } from '../../domain/review/finding';
import { respondentFilesOf } from '../../domain/review/finding-entries';
import { isReviewable, NOT_REVIEWABLE_MESSAGE, reviewStatusOf, unstartedReview, type Review } from '../../domain/review/review';
import { sendError } from '../errors.server';
import { findAssessmentById, type StoredAssessment } from '../store/assessments.server';
import { evidenceFilesOf } from '../store/evidence-files.server';
import { reportWordsOf } from '../store/report-words.server';
import { findingsOf, reviewOf, type StoredFinding } from '../store/review.server';
import type { Database } from '../store/schema.server';

/** The answer to an assessment id that names nothing, in the URL or gone since it was read. */
export const ASSESSMENT_NOT_FOUND_MESSAGE = 'Assessment not found';

/** The URL parameters of a review's routes: an assessment id (a UUID, or 404 as if unknown). */
export const reviewParams = { params: assessmentIdParamsSchema } as const;

/** A refusal of a review's route: the status, code and words. */
export interface ReviewRefusal {
  status: 403 | 404 | 409;
  code: string;
  message: string;
}

/** Sends a refusal. */
export function sendRefusal(reply: FastifyReply, refusal: ReviewRefusal): FastifyReply {
  return sendError(reply, refusal.status, refusal.code, refusal.message);
}

/** An assessment deleted between its read and the change. */
export const ASSESSMENT_GONE: ReviewRefusal = { status: 404, code: 'not_found', message: ASSESSMENT_NOT_FOUND_MESSAGE };

/** A change to a finished review's findings, scope or files. */
export const REVIEW_FINISHED: ReviewRefusal = {
  status: 409,
  code: 'review_finished',
  message: 'This review is finished, so its findings, scope and files can no longer be changed. Reopen it to change them.',
};

/**
 * The assessment named by a review route's id when it can be reviewed; otherwise undefined, with 404 sent for
 * an unknown assessment and 409 `not_reviewable` for a quick check or a draft.
 */
export async function reviewableAssessment(db: Kysely<Database>, reply: FastifyReply, id: string): Promise<StoredAssessment | undefined> {
  const stored = await findAssessmentById(db, id);
  if (!stored) {
    sendError(reply, 404, 'not_found', ASSESSMENT_NOT_FOUND_MESSAGE);
    return undefined;
  }
  if (!isReviewable(stored.assessment)) {
    sendError(reply, 409, 'not_reviewable', NOT_REVIEWABLE_MESSAGE);
    return undefined;
  }
  return stored;
}

const CATALOGUE_ORDER = new Map(REQUIREMENTS.map((requirement, index) => [requirement.id, index]));

/**
 * A stored finding as the API sends it: whether the respondent's answer or its files changed since it was
 * saved is worked out now, from the fingerprint kept with it and the answer (under the finding's id: a shared
 * requirement's answer is the same in every entry) and the files of every entry of the requirement as they stand.
 */
export function findingAnswer(finding: StoredFinding, assessment: Pick<Assessment, 'requirementOutcomes'>, files: readonly ListedEvidenceFile[]): Finding {
  const { answerFingerprint: fingerprint, ...saved } = finding;
  const { requirementId } = finding;
  return { ...saved, answerChanged: answerChangedSince(fingerprint, assessment.requirementOutcomes[requirementId], respondentFilesOf(files, requirementId)) };
}

/** The review of an assessment as GET /api/support/assessments/:id/review sends it, findings in the catalogue's order. */
export async function reviewAnswer(db: Kysely<Database>, assessment: Assessment): Promise<Review> {
  const [review, findings, files, reportWords] = await Promise.all([reviewOf(db, assessment.id), findingsOf(db, assessment.id), evidenceFilesOf(db, assessment.id), reportWordsOf(db, assessment.id)]);
  if (!review) return unstartedReview(assessment.id);
  const order = (finding: StoredFinding) => CATALOGUE_ORDER.get(finding.requirementId) ?? CATALOGUE_ORDER.size;
  return {
    assessmentId: assessment.id,
    status: reviewStatusOf({ exists: true, finishedAt: review.finishedAt, sharedAt: review.sharedAt }),
    scope: review.scope,
    version: review.version,
    target: review.target,
    targetVersion: review.targetVersion,
    findings: findings.sort((a, b) => order(a) - order(b)).map((finding) => findingAnswer(finding, assessment, files)),
    finishedAt: review.finishedAt,
    finishedBy: review.finishedBy,
    sharedAt: review.sharedAt,
    reportWords,
  };
}
