import { z } from 'zod';
import { listedEvidenceFileSchema, type ListedEvidenceFile } from '../../domain/evidence-files';
import { type AgreementInput } from '../../domain/review/agreement';
import { agreementResultSchema, type AgreementResult } from '../../domain/review/agreement-result';
import { findingSchema, type Finding, type FindingInput } from '../../domain/review/finding';
import { reviewSchema, staleFindingSchema, staleScopeSchema, staleTargetSchema, type Review } from '../../domain/review/review';
import type { ReviewTarget, ReviewTargetInput } from '../../domain/review/review-target';
import type { ReviewScopeFields, ReviewScopeInput } from '../../domain/review/review-scope';
import { evidenceForm } from './evidence-files';
import { saveAgainstVersion, type VersionedSave } from './versioned-save';
import { requestJson, requestNoContent } from './http';

const supportUrl = (assessmentId: string) => `/api/support/assessments/${encodeURIComponent(assessmentId)}`;

// A save that holds unsaved words says so itself when the session has ended, rather than leave the page at once.
const KEEP_PAGE = { keepPageOn401: true } as const;

/** The review of an assessment as it stands: status, scope and its version, every finding. */
export function fetchReview(assessmentId: string): Promise<Review> {
  return requestJson(`${supportUrl(assessmentId)}/review`, reviewSchema.parse);
}

/** What saving a finding came to: saved, or refused because someone else saved a newer one first (shown instead). */
export type FindingSave = VersionedSave<Finding>;

/** Saves one requirement's finding against the version read; a 409 `changed_elsewhere` answers with the newer finding. */
export function saveFinding(assessmentId: string, requirementId: string, input: FindingInput): Promise<FindingSave> {
  return saveAgainstVersion(`${supportUrl(assessmentId)}/findings/${encodeURIComponent(requirementId)}`, input, findingSchema.parse, (body) => staleFindingSchema.safeParse(body).data?.finding);
}

/** A scope as the server holds it, with its version. */
export interface SavedScope {
  scope: ReviewScopeFields;
  version: number;
}

const savedScopeSchema = z.object({ scope: staleScopeSchema.shape.scope, version: staleScopeSchema.shape.version });

/** What saving the scope came to: saved, or refused because someone else changed it first (the newer scope). */
export type ScopeSave = VersionedSave<SavedScope>;

/** Saves the review's scope and approach against the version read; a 409 `changed_elsewhere` answers with the newer scope. */
export function saveScope(assessmentId: string, input: ReviewScopeInput): Promise<ScopeSave> {
  return saveAgainstVersion(`${supportUrl(assessmentId)}/review/scope`, input, savedScopeSchema.parse, (body) => {
    const stale = staleScopeSchema.safeParse(body);
    return stale.success ? { scope: stale.data.scope, version: stale.data.version } : undefined;
  });
}

/** The changes of a review's standing, each answered with the review as it then stands. */
export type ReviewStep = 'finish' | 'reopen' | 'share' | 'stop-sharing';

/** Finishes, reopens, shares or stops sharing a review. */
export function changeReview(assessmentId: string, step: ReviewStep): Promise<Review> {
  const base = `${supportUrl(assessmentId)}/review`;
  const [method, url] = step === 'stop-sharing' ? ['DELETE', `${base}/share`] : ['POST', `${base}/${step}`];
  return requestJson(url, reviewSchema.parse, { method });
}

/** Attaches an assessor's own file to a requirement (multipart, as the respondent's upload). */
export function uploadAssessorFile(assessmentId: string, requirementId: string, file: File): Promise<ListedEvidenceFile> {
  return requestJson(`${supportUrl(assessmentId)}/evidence`, listedEvidenceFileSchema.parse, { method: 'POST', body: evidenceForm(requirementId, file) }, KEEP_PAGE);
}

/** Removes an assessor's file (the respondent's files are theirs to remove). */
export function removeAssessorFile(assessmentId: string, evidenceId: string): Promise<void> {
  return requestNoContent(`${supportUrl(assessmentId)}/evidence/${encodeURIComponent(evidenceId)}`, { method: 'DELETE' });
}

const reviewCopySchema = z.object({ id: z.string() });

/** Makes a detailed assessment from a completed quick check for a consultant to review, and gives its id. */
export async function startReviewCopy(quickCheckId: string): Promise<string> {
  return (await requestJson(`${supportUrl(quickCheckId)}/review-copy`, reviewCopySchema.parse, { method: 'POST' })).id;
}

/** Agrees with the respondent on many requirements at once: the server records each one still unreviewed and answered as seen, and skips the rest. */
export function agreeWithRespondent(assessmentId: string, input: AgreementInput): Promise<AgreementResult> {
  return requestJson(`${supportUrl(assessmentId)}/findings/agreements`, agreementResultSchema.parse, { method: 'POST', body: JSON.stringify(input) }, KEEP_PAGE);
}

/** Undoes a batch agreement: its findings not changed since are removed; the answer is the review as it then stands. */
export function undoAgreement(assessmentId: string, batchId: string): Promise<Review> {
  return requestJson(`${supportUrl(assessmentId)}/findings/agreements/${encodeURIComponent(batchId)}`, reviewSchema.parse, { method: 'DELETE' });
}

/** A target as the server holds it, with its version. */
export interface SavedTarget {
  target: ReviewTarget;
  version: number;
}

const savedTargetSchema = z.object({ target: staleTargetSchema.shape.target, version: staleTargetSchema.shape.version });

/** What saving the target came to: saved, or refused because someone else changed it first (the newer target). */
export type TargetSave = VersionedSave<SavedTarget>;

/** Saves the target the review is made against, against the version read; a 409 `changed_elsewhere` answers with the newer target. */
export function saveTarget(assessmentId: string, input: ReviewTargetInput): Promise<TargetSave> {
  return saveAgainstVersion(`${supportUrl(assessmentId)}/review/target`, input, savedTargetSchema.parse, (body) => {
    const stale = staleTargetSchema.safeParse(body);
    return stale.success ? { target: stale.data.target, version: stale.data.version } : undefined;
  });
}
