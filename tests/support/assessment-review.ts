import { DEFAULT_BRANDING } from '../../src/domain/branding';
import type { ControlId } from '../../src/domain/controls';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import type { EvidenceQuality } from '../../src/domain/framework/evidence-quality';
import type { Outcome, RequirementAnswers } from '../../src/domain/framework/outcomes';
import { firstLevel } from '../../src/domain/framework/requirement';
import type { AssessmentReportInput } from '../../src/domain/review/assessment-report';
import { type Finding } from '../../src/domain/review/finding';
import { findingIdOf } from '../../src/domain/review/finding-entries';
import type { ReportWordsFields } from '../../src/domain/review/report-words';
import { NO_TARGET_AGREED, type ReviewTarget } from '../../src/domain/review/review-target';
import type { ReviewScopeFields } from '../../src/domain/review/review-scope';
import { TEST_METHOD_IDS, TEST_METHODS, type TestMethod } from '../../src/domain/review/test-methods';
import { allControls, detailedAssessment, TEST_DAY } from './assessments';

/** When the sample's findings were saved, finished and shared: the days before `TEST_DAY`. */
export const REVIEW_TIMES = { firstSaved: Date.UTC(2026, 10, 16, 23), finished: Date.UTC(2026, 10, 20, 5), shared: Date.UTC(2026, 10, 21, 2) } as const;

/** The sample's scope and approach, as a consultant writes it. */
export const SAMPLE_SCOPE: ReviewScopeFields = {
  systems: 'The corporate Windows fleet (412 workstations, 38 servers), Microsoft 365 and the Perth and Fremantle depots. Excluded: the warehouse scanners, run by a third party under its own contract.',
  sampling: 'Twenty workstations and six servers chosen by the system owner across both depots and every build, plus the whole fleet by script where a tool could reach it.',
  approach: 'E8MVT on the sampled workstations, group policy results exported by script, the vulnerability scanner and Intune consoles demonstrated live, and interviews with the two system administrators.',
  limitations: 'No test of restoration from the offline copy: the backup window did not allow it during the visit.',
  firstDay: '2026-11-16',
  lastDay: '2026-11-18',
  assessors: 'Priya Raman (lead), Tom Okafor',
};

/** The note the sample's assessor wrote for a requirement tested with a method. */
export function sampleNote(method: TestMethod, index: number): string {
  return `${TEST_METHODS[method].label} on sample set ${index % 7 + 1}: consistent across the machines checked.`;
}

/** The sample's findings that differ from a plain effective one: what makes the report worth reading. */
export const SAMPLE_SPECIAL: Partial<Record<string, { outcome: Outcome; note: string; reviewBy?: string }>> = {
  'regular-backups-restoration-tested': { outcome: 'ineffective', note: 'Restoration was last tested in March 2025; no test of the current backup set was shown.' },
  'patch-applications-vulnerability-scanner-up-to-date': {
    outcome: 'alternate-control',
    note: 'The scanner’s database updates weekly, not daily; the vendor feed is pulled by hand before each scan, which covers the intent.',
    reviewBy: '2027-05-31',
  },
  'multi-factor-authentication-third-party-online-services-non-sensitive-data': { outcome: 'not-applicable', note: 'No third-party service without sensitive data is in use.' },
  'application-control-user-profiles-temporary-folders': { outcome: 'no-visibility', note: 'The temporary folders of the kiosk build could not be reached with the accounts given.' },
};

/** The two evidence files of the sample: one the organisation attached, one the assessor added. */
export const SAMPLE_FILES = [
  { requirementId: 'regular-backups-restoration-tested', fileName: 'restore-test-march-2025.pdf', addedBy: 'respondent' },
  { requirementId: 'application-control-workstations', fileName: 'e8mvt-results-workstations.csv', addedBy: 'assessor' },
] as const satisfies AssessmentReportInput['files'];

/** The sample review's target: the whole model, wider than the respondent's targets of Maturity Level Two. */
export const WHOLE_MODEL = { targetLevel: 3, strategyTargets: {} } as const satisfies ReviewTarget;

/** The requirement whose answer the sample's respondent changed after the review. */
export const CHANGED_ANSWER = 'user-application-hardening-web-browsers-block-java';

/** A finding as the store gives it. */
export function sampleFinding(requirementId: string, outcome: Outcome, method: TestMethod | null, note: string, reviewBy: string | null = null): Finding {
  const quality: EvidenceQuality | null = method ? TEST_METHODS[method].bestQuality : null;
  return {
    requirementId,
    outcome,
    testMethod: method,
    evidenceQuality: quality,
    note,
    reviewBy,
    acceptedBy: '',
    madeIn: 'one-by-one',
    batchId: null,
    version: 1,
    savedAt: REVIEW_TIMES.firstSaved,
    savedBy: 'priya',
    answerChanged: requirementId === CHANGED_ANSWER,
  };
}

/**
 * A full review of all 152 requirements: the organisation answered every one effective (evidence graded good)
 * but one alternate control and one not applicable with their justifications; the assessor found Maturity Level
 * Three requirements ineffective, the special cases above, and the rest effective, each tested by a method in
 * turn with a note; two files, a scope, finished and not yet shared. Targets Maturity Level Two everywhere, the
 * review's target not agreed (so the respondent's stand in) unless `target` says otherwise. One finding per
 * requirement of the model: a shared requirement's under its first entry (`findingIdOf`).
 */
export function sampleReviewInput(
  overrides: { findings?: Finding[]; finishedAt?: number | null; targets?: Partial<Record<ControlId, number>>; target?: ReviewTarget; reportWords?: ReportWordsFields } = {},
): AssessmentReportInput {
  const answers: RequirementAnswers = Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, { outcome: 'effective' as const, evidence: 'Checked by the IT manager.', evidenceQuality: 'good' as const }]));
  answers['patch-applications-vulnerability-scanner-up-to-date'] = {
    outcome: 'alternate-control',
    evidence: 'Manual feed before each scan.',
    justification: 'The scanner vendor updates weekly; the team pulls the feed by hand before every scan.',
    reviewBy: '2027-05-31',
    approvedBy: 'Chief Information Officer',
  };
  answers['multi-factor-authentication-third-party-online-services-non-sensitive-data'] = { outcome: 'not-applicable', evidence: '', justification: 'Every third-party service holds sensitive data.' };
  const assessment = detailedAssessment(answers, { organizationName: 'Harbourside Logistics Pty Ltd', respondentName: 'Sam Nguyen', respondentEmail: 'sam.nguyen@harbourside.example', targetAssessments: overrides.targets ?? allControls(2) });
  const findings =
    overrides.findings ??
    // One finding per requirement of the model: a shared requirement's under its first entry.
    REQUIREMENTS.flatMap((requirement, index) => (findingIdOf(requirement.id) === requirement.id ? [{ requirement, index }] : [])).map(({ requirement, index }) => {
      const method = TEST_METHOD_IDS[index % TEST_METHOD_IDS.length] ?? 'interview';
      const special = SAMPLE_SPECIAL[requirement.id];
      if (special) return sampleFinding(requirement.id, special.outcome, method, special.note, special.reviewBy ?? null);
      const outcome: Outcome = firstLevel(requirement) === 3 && index % 3 === 0 ? 'ineffective' : 'effective';
      return sampleFinding(requirement.id, outcome, method, outcome === 'ineffective' ? 'Not in place on the sampled servers.' : sampleNote(method, index));
    });
  const finishedAt = overrides.finishedAt === undefined ? REVIEW_TIMES.finished : overrides.finishedAt;
  const review = { scope: SAMPLE_SCOPE, target: overrides.target ?? NO_TARGET_AGREED, findings, finishedAt, sharedAt: null, ...(overrides.reportWords ? { reportWords: overrides.reportWords } : {}) };
  return { assessment, review, files: SAMPLE_FILES, branding: DEFAULT_BRANDING, today: TEST_DAY };
}
