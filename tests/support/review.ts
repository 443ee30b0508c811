import type { FastifyInstance } from 'fastify';
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
