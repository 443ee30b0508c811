import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import type { Outcome } from '../../src/domain/framework/outcome-rules';
import { findingIdOf, requirementFingerprint } from '../../src/domain/review/finding-entries';
import { scopeTargets, NO_TARGET_AGREED } from '../../src/domain/review/review-target';
import { isWithinScope, modelRequirements } from '../../src/domain/review/within-scope';
import { findAssessmentById } from '../../src/server/store/assessments.server';
import { insertFirstFinding, reviewOf, startReview } from '../../src/server/store/review.server';
import type { Database } from '../../src/server/store/schema.server';
import { detailedAssessmentBody } from './assessments';

/** A requirement every review suite records findings for, and another beside it. */
export const REVIEWED_REQUIREMENT = 'application-control-workstations';
export const OTHER_REQUIREMENT = 'regular-backups-performed-and-retained';

/** The note of `findingBody`: text that must never reach the audit log. */
export const FINDING_NOTE = 'Tried to run a test program from the Downloads folder on three workstations: blocked each time.';

/** A valid body of PUT /api/support/assessments/:id/findings/:requirementId, a first finding unless `version` says otherwise; override any field. */
export function findingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { outcome: 'effective', testMethod: 'simulated-activity', evidenceQuality: 'excellent', note: FINDING_NOTE, version: 0, ...overrides };
}

/** A valid body of PUT /api/support/assessments/:id/review/scope, the scope's first save unless `version` says otherwise; override any field. */
export function scopeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    systems: 'Head office corporate network: 120 workstations, 14 servers.',
    sampling: 'Ten workstations and two servers chosen with the system owner.',
    approach: 'Configuration reviewed live; E8MVT run on the sampled workstations.',
    limitations: 'Network devices were out of scope.',
    firstDay: '2026-11-23',
    lastDay: '2026-11-24',
    assessors: 'Review team of the consultancy',
    version: 0,
    ...overrides,
  };
}

/** Submits a completed detailed assessment through the API (override any field) and gives its id and access key. */
export async function submitDetailed(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<{ id: string; accessKey: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/assessments', payload: detailedAssessmentBody(overrides) });
  if (response.statusCode !== 201) throw new Error(`The assessment was not saved: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * Records a finding (`outcome`, tested by interview) for every requirement of the model within the review's target
 * (the assessor's, else the respondent's) that has none yet, straight in the store and without audit events: a
 * test's shortcut to a review that can be finished. Each finding's fingerprint is of the answer as stored, with no files.
 */
export async function findEverythingWithinTarget(db: Kysely<Database>, assessmentId: string, options: { outcome?: Outcome; at?: number } = {}): Promise<void> {
  const { outcome = 'effective', at = 1 } = options;
  const stored = await findAssessmentById(db, assessmentId);
  if (!stored) throw new Error(`No assessment ${assessmentId} to review`);
  await startReview(db, assessmentId, at);
  const targets = scopeTargets((await reviewOf(db, assessmentId))?.target ?? NO_TARGET_AGREED, stored.assessment.targetAssessments);
  for (const { requirement } of modelRequirements(REQUIREMENTS)) {
    if (!isWithinScope(requirement, targets, REQUIREMENTS)) continue;
    // A requirement several strategies list is kept under one id, as the review's routes keep it.
    const requirementId = findingIdOf(requirement.id);
    await insertFirstFinding(db, {
      assessmentId,
      requirementId,
      input: { outcome, testMethod: 'interview', note: '', acceptedBy: '' },
      savedAt: at,
      savedBy: 'Casey',
      madeIn: 'one-by-one',
      batchId: null,
      answerFingerprint: requirementFingerprint(stored.assessment.requirementOutcomes, [], requirementId),
    });
  }
}
