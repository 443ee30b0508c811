import { dayInWords, dayOf } from '../calendar-day';
import { timeZoneOf, type Branding } from '../branding';
import { CATALOGUE_VERSION, REQUIREMENTS } from '../framework/catalogue';
import type { AssessmentReportInput } from './assessment-report';
import { scopeTargetsInWords, widenedScopeText } from './assessment-report-scope';
import { NOT_RECORDED } from './assessment-report-words';
import { EMPTY_REPORT_WORDS } from './report-words';
import type { ReviewTarget, ScopeTargets } from './review-target';
import type { ReviewScopeFields } from './review-scope';

/** A label and its value, as the report's two-column tables give them. */
export interface ReportField {
  label: string;
  value: string;
}

/** One row of the revision history: the template's Version | Date | Description | Author. */
export interface ReportRevision {
  version: string;
  date: string;
  description: string;
  author: string;
}

/** The template's document details: the assessment, who prepared the report, for whom, and its revisions. */
export interface DocumentDetails {
  assessment: ReportField[];
  preparedBy: ReportField[];
  preparedFor: ReportField[];
  revisions: ReportRevision[];
}

/** The model the requirements come from, as the report names it. */
export const MODEL_NAME = 'Essential Eight Maturity Model (November 2023)';

const orNotRecorded = (text: string) => text.trim() || NOT_RECORDED;

/** A moment as the report dates it: its day in the deployment's zone (E8_TIME_ZONE, in the branding) in words, like the report's own day. */
const dated = (timestamp: number, branding: Branding) => dayInWords(dayOf(timestamp, timeZoneOf(branding)));

/** The assessment days in words: "16 November 2026 to 18 November 2026", one day, from or until a day, or not recorded. */
function assessmentDays(scope: ReviewScopeFields): string {
  if (scope.firstDay && scope.lastDay) return scope.firstDay === scope.lastDay ? dayInWords(scope.firstDay) : `${dayInWords(scope.firstDay)} to ${dayInWords(scope.lastDay)}`;
  if (scope.firstDay) return `From ${dayInWords(scope.firstDay)}`;
  if (scope.lastDay) return `Until ${dayInWords(scope.lastDay)}`;
  return NOT_RECORDED;
}

/** The revision history as far as it is known: the first finding saved (a draft), the review finished (final), the report shared. */
function revisions(input: AssessmentReportInput): ReportRevision[] {
  const author = input.branding.companyName;
  const started = Math.min(...input.review.findings.map((finding) => finding.savedAt));
  const { finishedAt, sharedAt } = input.review;
  return [
    ...(Number.isFinite(started) ? [{ version: '0.1', date: dated(started, input.branding), description: 'Review started: first finding recorded (draft)', author }] : []),
    ...(finishedAt !== null ? [{ version: '1.0', date: dated(finishedAt, input.branding), description: 'Review finished: findings final', author }] : []),
    ...(finishedAt !== null && sharedAt !== null ? [{ version: '1.0', date: dated(sharedAt, input.branding), description: 'Report shared with the organisation', author }] : []),
  ];
}

/** The template's document details, each field shown even when nothing was recorded for it. */
export function documentDetails(input: AssessmentReportInput): DocumentDetails {
  const { assessment, review, branding, today } = input;
  const words = review.reportWords ?? EMPTY_REPORT_WORDS;
  return {
    assessment: [
      { label: 'Essential Eight version', value: MODEL_NAME },
      { label: 'System security classification', value: orNotRecorded(words.systemClassification) },
      { label: 'Requirement catalogue', value: `${CATALOGUE_VERSION} (${REQUIREMENTS.length} requirements)` },
      { label: 'Status', value: review.finishedAt !== null ? 'Final' : 'Draft' },
      { label: 'Report date', value: dayInWords(today) },
      { label: 'Self-assessment completed', value: dated(assessment.updatedAt, branding) },
      { label: 'Report structure', value: "ASD's Essential Eight assessment report template (November 2023, V1.2)" },
    ],
    preparedBy: [
      { label: 'Assessor organisation', value: branding.companyName },
      { label: 'Address', value: orNotRecorded(branding.address ?? '') },
      { label: 'Assessors', value: orNotRecorded(review.scope.assessors) },
      { label: 'Assessor qualifications', value: orNotRecorded(words.assessorQualifications) },
      { label: 'Contact email', value: branding.contactEmail },
      ...(branding.contactPhone ? [{ label: 'Contact phone', value: branding.contactPhone }] : []),
      { label: 'Website', value: branding.website },
    ],
    preparedFor: [
      { label: 'Organisation', value: assessment.organizationName || 'N/A' },
      { label: 'Address', value: orNotRecorded(words.entityAddress) },
      { label: 'Contact name', value: orNotRecorded(assessment.respondentName) },
      { label: 'Contact email', value: orNotRecorded(assessment.respondentEmail) },
    ],
    revisions: revisions(input),
  };
}

/**
 * Whom the review's target came from, as the background says it: agreed for the assessment, agreed for some
 * strategies with the organisation's own targets standing for the rest, or (none agreed) the organisation's own.
 */
export function targetSourceInWords(target: ReviewTarget | undefined): string {
  if (target && target.targetLevel !== null) return 'against the target maturity level agreed for this assessment';
  if (target && Object.keys(target.strategyTargets).length > 0) return "against the target maturity levels agreed for some strategies and the organisation's own targets for the rest";
  return "against the organisation's own targets (no target maturity level was agreed for this assessment)";
}

/** What the scope's target adds when the assessor did not agree it for every strategy: whose targets stand. */
function targetSourceNote(target: ReviewTarget | undefined): string {
  if (target && target.targetLevel !== null) return '';
  if (target && Object.keys(target.strategyTargets).length > 0) return " (the organisation's own targets where none was agreed)";
  return " (the organisation's own targets: none was agreed for this assessment)";
}

/**
 * The template's introduction as the report makes it: a background paragraph, then the scope and approach field
 * by field, "Not recorded" where empty, the target the review's scope (and whether the assessor widened it).
 */
export function scopeAndApproach(input: AssessmentReportInput, targets: ScopeTargets): { background: string; fields: ReportField[] } {
  const { assessment, review, branding } = input;
  const scope = review.scope;
  return {
    background: `${assessment.organizationName || 'The organisation'} completed a detailed self-assessment against the ${MODEL_NAME} on ${dated(assessment.updatedAt, branding)}, recording an outcome and its evidence for each of the ${REQUIREMENTS.length} requirements of the eight mitigation strategies. ${branding.companyName} reviewed it requirement by requirement ${targetSourceInWords(review.target)}, tested the controls as set out below, and recorded its own finding for each requirement within the target; the levels as assessed rest on those findings alone, and requirements above the target are outside the scope of this assessment.`,
    fields: [
      { label: 'Systems in scope and exclusions', value: orNotRecorded(scope.systems) },
      { label: 'Target maturity level', value: [`${scopeTargetsInWords(targets)}${targetSourceNote(review.target)}`, widenedScopeText(targets, assessment.targetAssessments)].filter(Boolean).join('. ') },
      { label: 'Essential Eight version', value: MODEL_NAME },
      { label: 'Sampling', value: orNotRecorded(scope.sampling) },
      { label: 'Approach, techniques and tools', value: orNotRecorded(scope.approach) },
      { label: 'Limitations', value: orNotRecorded(scope.limitations) },
      { label: 'Assessment days', value: assessmentDays(scope) },
      { label: 'Assessors', value: orNotRecorded(scope.assessors) },
    ],
  };
}
