import type { Assessment } from '../assessment';
import { dayInWords, dayOf } from '../calendar-day';
import { controlTitle } from '../control-titles';
import { CATALOGUE_VERSION, REQUIREMENTS } from '../framework/catalogue';
import { maturityLevelName } from '../maturity-levels';
import type { AssessmentReportInput } from './assessment-report';
import { NOT_RECORDED, TEMPLATE_STRATEGY_ORDER } from './assessment-report-words';
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

/** A moment as the report dates it: its UTC day in words, like the report's own day. */
const dated = (timestamp: number) => dayInWords(dayOf(timestamp));

/** The assessment days in words: "16 November 2026 to 18 November 2026", one day, from or until a day, or not recorded. */
function assessmentDays(scope: ReviewScopeFields): string {
  if (scope.firstDay && scope.lastDay) return scope.firstDay === scope.lastDay ? dayInWords(scope.firstDay) : `${dayInWords(scope.firstDay)} to ${dayInWords(scope.lastDay)}`;
  if (scope.firstDay) return `From ${dayInWords(scope.firstDay)}`;
  if (scope.lastDay) return `Until ${dayInWords(scope.lastDay)}`;
  return NOT_RECORDED;
}

/** The targets in words: one level for all eight, or each strategy's. */
function targetsInWords(targets: Assessment['targetAssessments']): string {
  const levels = TEMPLATE_STRATEGY_ORDER.map((strategy) => targets[strategy]);
  const first = levels[0];
  if (first !== undefined && levels.every((level) => level === first)) return `${maturityLevelName(first)} for all eight strategies`;
  return TEMPLATE_STRATEGY_ORDER.map((strategy) => {
    const target = targets[strategy];
    return `${controlTitle(strategy)}: ${target === undefined ? 'not set' : maturityLevelName(target)}`;
  }).join('; ');
}

/** The revision history as far as it is known: the first finding saved (a draft), the review finished (final), the report shared. */
function revisions(input: AssessmentReportInput): ReportRevision[] {
  const author = input.branding.companyName;
  const started = Math.min(...input.review.findings.map((finding) => finding.savedAt));
  const { finishedAt, sharedAt } = input.review;
  return [
    ...(Number.isFinite(started) ? [{ version: '0.1', date: dated(started), description: 'Review started: first finding recorded (draft)', author }] : []),
    ...(finishedAt !== null ? [{ version: '1.0', date: dated(finishedAt), description: 'Review finished: findings final', author }] : []),
    ...(finishedAt !== null && sharedAt !== null ? [{ version: '1.0', date: dated(sharedAt), description: 'Report shared with the organisation', author }] : []),
  ];
}

/** The template's document details, each field shown even when nothing was recorded for it. */
export function documentDetails(input: AssessmentReportInput): DocumentDetails {
  const { assessment, review, branding, today } = input;
  return {
    assessment: [
      { label: 'Essential Eight version', value: MODEL_NAME },
      { label: 'Requirement catalogue', value: `${CATALOGUE_VERSION} (${REQUIREMENTS.length} requirements)` },
      { label: 'Status', value: review.finishedAt !== null ? 'Final' : 'Draft' },
      { label: 'Report date', value: dayInWords(today) },
      { label: 'Self-assessment completed', value: dated(assessment.updatedAt) },
      { label: 'Report structure', value: "ASD's Essential Eight assessment report template (November 2023, V1.2)" },
    ],
    preparedBy: [
      { label: 'Assessor organisation', value: branding.companyName },
      { label: 'Assessors', value: orNotRecorded(review.scope.assessors) },
      { label: 'Contact email', value: branding.contactEmail },
      ...(branding.contactPhone ? [{ label: 'Contact phone', value: branding.contactPhone }] : []),
      { label: 'Website', value: branding.website },
    ],
    preparedFor: [
      { label: 'Organisation', value: assessment.organizationName || 'N/A' },
      { label: 'Contact name', value: orNotRecorded(assessment.respondentName) },
      { label: 'Contact email', value: orNotRecorded(assessment.respondentEmail) },
    ],
    revisions: revisions(input),
  };
}

/** The template's introduction: a background paragraph, then the scope and approach field by field, "Not recorded" where empty. */
export function scopeAndApproach(input: AssessmentReportInput): { background: string; fields: ReportField[] } {
  const { assessment, review, branding } = input;
  const scope = review.scope;
  return {
    background: `${assessment.organizationName || 'The organisation'} completed a detailed self-assessment against the ${MODEL_NAME} on ${dated(assessment.updatedAt)}, recording an outcome and its evidence for each of the ${REQUIREMENTS.length} requirements of the eight mitigation strategies. ${branding.companyName} reviewed it requirement by requirement, tested the controls as set out below, and recorded its own finding for each requirement it reviewed; the levels as assessed rest on those findings alone.`,
    fields: [
      { label: 'Systems in scope and exclusions', value: orNotRecorded(scope.systems) },
      { label: 'Target maturity level', value: targetsInWords(assessment.targetAssessments) },
      { label: 'Essential Eight version', value: MODEL_NAME },
      { label: 'Sampling', value: orNotRecorded(scope.sampling) },
      { label: 'Approach, techniques and tools', value: orNotRecorded(scope.approach) },
      { label: 'Limitations', value: orNotRecorded(scope.limitations) },
      { label: 'Assessment days', value: assessmentDays(scope) },
      { label: 'Assessors', value: orNotRecorded(scope.assessors) },
    ],
  };
}
