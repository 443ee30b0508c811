import type { ListedEvidenceFile } from '../../src/domain/evidence-files';
import type { AssessmentResultsInput, ExportedFinding } from '../../src/domain/oscal/assessment-results';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { findingIdOf } from '../../src/domain/review/finding-entries';
import { detailedAssessment } from './assessments';

/** Requirements the example answers and reviews in a particular way. */
export const EXAMPLE = {
  alternate: 'application-control-workstations',
  notApplicable: 'regular-backups-restoration-tested',
  // Above the review's target (Maturity Level One), so it has no finding.
  notImplemented: 'regular-backups-privileged-cannot-modify-or-delete',
  /** A requirement the model lists under both patching strategies: one finding counts for both. */
  shared: 'patch-applications-asset-discovery-fortnightly',
  foundIneffective: 'regular-backups-performed-and-retained',
} as const;

const SAVED = Date.UTC(2026, 10, 24, 3);

function finding(requirementId: string, overrides: Partial<ExportedFinding> = {}): ExportedFinding {
  return { requirementId, outcome: 'effective', testMethod: 'live-configuration', evidenceQuality: 'good', note: '', reviewBy: null, savedAt: SAVED, acceptedBy: '', ...overrides };
}

/** The findings given, then one of Effective for each requirement of Maturity Level One with none: a review that can be finished at that target. */
function withEveryLevelOneFound(findings: ExportedFinding[]): ExportedFinding[] {
  const found = new Set(findings.map((each) => each.requirementId));
  const rest = [...new Set(REQUIREMENTS.filter((requirement) => requirement.levels.includes(1)).map((requirement) => findingIdOf(requirement.id)))].filter((id) => !found.has(id));
  return [...findings, ...rest.map((id) => finding(id))];
}

const file = (id: string, requirementId: string, fileName: string, addedBy: ListedEvidenceFile['addedBy'], sha256: string): ListedEvidenceFile => ({
  id,
  requirementId,
  fileName,
  size: 2048,
  mediaType: 'application/pdf',
  sha256,
  addedBy,
});

/**
 * A completed detailed assessment of Acme Widgets with an alternate control, a requirement not applicable and one
 * not implemented, evidence files from the respondent and the assessor, and a review finished at Maturity Level One (a shared
 * requirement found once, one requirement found ineffective, the rest of level one effective): the example export and the schema tests read it.
 */
export function reviewedExampleInput(uuidOf: (key: string) => string): AssessmentResultsInput {
  const assessment = detailedAssessment(
    {
      [EXAMPLE.alternate]: {
        outcome: 'alternate-control',
        evidence: 'Kiosk workstations run from a locked image instead.',
        evidenceQuality: 'good',
        justification: 'The kiosks boot a read-only image that nobody can change.',
        reviewBy: '2027-06-30',
        approvedBy: 'Sam Lee, Chief Information Security Officer',
      },
      [EXAMPLE.notApplicable]: { outcome: 'not-applicable', evidence: '', justification: 'No backups are restored here: a provider runs recovery.' },
      [EXAMPLE.notImplemented]: { outcome: 'not-implemented', evidence: '' },
      [EXAMPLE.foundIneffective]: { outcome: 'effective', evidence: 'Nightly backups to the provider.', evidenceQuality: 'fair' },
    },
    { createdAt: Date.UTC(2026, 10, 20, 2), updatedAt: Date.UTC(2026, 10, 22, 1) },
  );
  return {
    assessment,
    review: {
      status: 'finished',
      target: { targetLevel: 1, strategyTargets: {} },
      assessors: 'Review team of the consultancy',
      startedAt: Date.UTC(2026, 10, 23, 2),
      finishedAt: Date.UTC(2026, 10, 25, 4),
      findings: withEveryLevelOneFound([
        finding(EXAMPLE.alternate, { outcome: 'alternate-control', note: 'The image is read-only; checked on two kiosks.', reviewBy: '2027-06-30', acceptedBy: 'Sam Lee, CISO', testMethod: 'simulated-activity', evidenceQuality: 'excellent' }),
        finding(EXAMPLE.shared, { testMethod: 'configuration-copy', evidenceQuality: 'fair' }),
        finding(EXAMPLE.foundIneffective, { outcome: 'ineffective', testMethod: 'interview', evidenceQuality: 'poor', note: 'No restore has been tried this year.' }),
        finding(EXAMPLE.notApplicable, { outcome: 'not-applicable', testMethod: 'document-review', evidenceQuality: 'fair', note: 'The provider’s contract covers recovery.' }),
      ]),
    },
    evidenceFiles: [
      file('6f1c3a52-9d4e-4b7a-8c21-0d5e6f7a8b91', EXAMPLE.alternate, 'kiosk-image.pdf', 'respondent', 'a'.repeat(64)),
      file('6f1c3a52-9d4e-4b7a-8c21-0d5e6f7a8b92', EXAMPLE.alternate, 'kiosk-test.pdf', 'assessor', 'b'.repeat(64)),
      file('6f1c3a52-9d4e-4b7a-8c21-0d5e6f7a8b93', 'patch-operating-systems-asset-discovery-fortnightly', 'discovery.pdf', 'respondent', 'c'.repeat(64)),
    ],
    today: '2026-11-26',
    productName: 'Essential Eight Assessment Tool',
    uuidOf,
  };
}
