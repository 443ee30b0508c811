import type { Assessment } from '../assessment';
import type { CalendarDay } from '../calendar-day';
import { controlTitle } from '../control-titles';
import { asdResultOf, evidenceResultFromAnswers } from '../detailed-assessment';
import { evidenceKindInWords, fileSizeInWords, type ListedEvidenceFile } from '../evidence-files';
import { CATALOGUE_VERSION, REQUIREMENTS } from '../framework/catalogue';
import { EVIDENCE_QUALITIES } from '../framework/evidence-quality';
import type { AsdResult } from '../framework/level-rule';
import { isPastReview, meetsRequirement, outcomeOn, OUTCOMES, type Outcome } from '../framework/outcome-rules';
import type { Requirement } from '../framework/requirement';
import { filesOfSameRequirement } from '../framework/shared-requirements';
import { maturityLevelName } from '../maturity-levels';
import { assessedResult } from '../review/assessed-level';
import type { Finding } from '../review/finding';
import { findingIdOf, findingsByEntry } from '../review/finding-entries';
import { REVIEW_STATUS_NAMES, type ReviewStatus } from '../review/review';
import { scopeTargets, type ReviewTarget } from '../review/review-target';
import { TEST_METHODS, type TestMethod } from '../review/test-methods';
import type {
  OscalAssessmentPlan,
  OscalAssessmentResults,
  OscalFinding,
  OscalLocalObjective,
  OscalMetadata,
  OscalMethod,
  OscalObservation,
  OscalOrigin,
  OscalProp,
  OscalRelevantEvidence,
  OscalResource,
  OscalReviewedControls,
  OscalRisk,
} from './oscal-model';

/** Our namespace for every property OSCAL does not define itself: stable, never dereferenced (docs/oscal/mapping.md). */
export const OSCAL_NAMESPACE = 'https://essential-eight.example/ns/oscal';

/** The OSCAL version the export follows, and whose schema (docs/oscal) checks it. */
export const OSCAL_VERSION = '1.1.2';

/** ASD's ISM catalogue in OSCAL, whose control ids ("ism-0843") the export selects. */
export const ISM_OSCAL_CATALOGUE = 'https://www.cyber.gov.au/ism/oscal/latest-version/artifacts/ISM_catalog.json';

/** How OSCAL's observation methods read each of our test methods. */
const METHOD_OF: Record<TestMethod, OscalMethod> = {
  'simulated-activity': 'TEST',
  'live-configuration': 'EXAMINE',
  'configuration-copy': 'EXAMINE',
  'document-review': 'EXAMINE',
  interview: 'INTERVIEW',
};

/** What the export reads of one of the assessor's findings. */
export type ExportedFinding = Pick<Finding, 'requirementId' | 'outcome' | 'testMethod' | 'evidenceQuality' | 'note' | 'reviewBy' | 'savedAt' | 'acceptedBy'>;

/** What the export reads of a review: where it stands, its target, who assessed (in words), when, and its findings. */
export interface ExportedReview {
  status: ReviewStatus;
  target: ReviewTarget;
  /** The scope's "assessors" words; '' when not written. */
  assessors: string;
  startedAt: number;
  finishedAt: number | null;
  findings: readonly ExportedFinding[];
}

/** Everything one export is made from. */
export interface AssessmentResultsInput {
  assessment: Assessment;
  /** The review, or undefined when none has started. */
  review: ExportedReview | undefined;
  evidenceFiles: readonly ListedEvidenceFile[];
  /** The day levels and review dates are counted on, as in the other exports. */
  today: CalendarDay;
  productName: string;
  /** Gives the same UUID for the same key every time for this assessment (the server's is name-based). */
  uuidOf: (key: string) => string;
}

const iso = (milliseconds: number) => new Date(milliseconds).toISOString();
const prop = (name: string, value: string, klass?: string): OscalProp => (klass ? { name, ns: OSCAL_NAMESPACE, value, class: klass } : { name, ns: OSCAL_NAMESPACE, value });
const ismControlId = (ism: string) => ism.toLowerCase();
const objectiveId = (requirement: Requirement) => `${requirement.id}_obj`;

/** Every ISM control the catalogue maps a requirement to, as ASD's OSCAL catalogue names it ("ism-0843"), in number order, each once. */
export function reviewedIsmControls(): string[] {
  return [...new Set(REQUIREMENTS.flatMap((requirement) => requirement.ism.map(ismControlId)))].sort();
}

function reviewedControls(): OscalReviewedControls {
  return {
    description: 'The ISM controls ASD maps the requirements of the Essential Eight Maturity Model to.',
    'control-selections': [{ description: 'Named as ASD’s ISM catalogue in OSCAL names them.', 'include-controls': reviewedIsmControls().map((id) => ({ 'control-id': id })) }],
  };
}

/** Base64 of text as UTF-8, without Node's Buffer. */
function base64Of(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

function levelProps(kind: string, result: AsdResult): OscalProp[] {
  return [
    ...result.strategies.map((entry) => prop(`maturity-level-${kind}`, String(entry.achievedLevel), entry.strategy)),
    prop(`overall-maturity-level-${kind}`, String(result.overallLevel)),
  ];
}

function evidenceOf(files: readonly ListedEvidenceFile[]): OscalRelevantEvidence[] {
  return files.map((file) => ({
    description: `File “${file.fileName}” (${evidenceKindInWords(file.mediaType)}, ${fileSizeInWords(file.size)})`,
    props: [prop('file-name', file.fileName), prop('media-type', file.mediaType), prop('sha256', file.sha256)],
  }));
}

/** The outcome a finding counts as on `today`: an alternate control past its review date counts as ineffective. */
function foundOutcomeOn(finding: ExportedFinding, today: CalendarDay): Outcome {
  return isPastReview({ outcome: finding.outcome, reviewBy: finding.reviewBy ?? undefined }, today) ? 'ineffective' : finding.outcome;
}

function stateOf(outcome: Outcome): OscalFinding['target']['status'] {
  if (meetsRequirement(outcome)) return { state: 'satisfied', reason: 'pass' };
  return { state: 'not-satisfied', reason: outcome === 'ineffective' || outcome === 'not-implemented' ? 'fail' : 'other' };
}

/** An exception (Alternate control, Not applicable, Not implemented) as a risk: why, who accepted it and until when. */
function exceptionRisk(
  uuid: string,
  requirement: Requirement,
  exception: { outcome: Outcome; justification: string; acceptedBy: string; reviewBy: string | undefined; pastReview: boolean; by: 'respondent' | 'assessor' },
  origin: OscalOrigin,
  observation: string,
): OscalRisk {
  const label = OUTCOMES[exception.outcome].label;
  const accepted = exception.acceptedBy.trim();
  const status: OscalRisk['status'] = exception.outcome === 'not-implemented' || exception.pastReview ? 'open' : accepted ? 'deviation-approved' : 'deviation-requested';
  const risk: OscalRisk = {
    uuid,
    title: `${label}: ${requirement.text}`,
    description: exception.justification.trim() || 'No justification recorded.',
    statement: `${controlTitle(requirement.strategy)}: ${OUTCOMES[exception.outcome].meaning}${exception.pastReview ? ' Its review date has passed, so it no longer meets the requirement.' : ''}`,
    props: [
      prop('requirement-id', requirement.id),
      prop('outcome', label, exception.outcome),
      prop('recorded-by', exception.by),
      ...(accepted ? [prop('risk-accepted-by', accepted)] : []),
      ...(exception.reviewBy ? [prop('review-by', exception.reviewBy)] : []),
      ...(exception.pastReview ? [prop('past-review', 'true')] : []),
    ],
    status,
    origins: [origin],
    'related-observations': [{ 'observation-uuid': observation }],
  };
  return exception.reviewBy ? { ...risk, deadline: `${exception.reviewBy}T23:59:59Z` } : risk;
}

/** The minimal assessment plan the results import: the ISM controls reviewed, and no system security plan (none exists). */
export function minimalAssessmentPlan(metadata: OscalMetadata, uuidOf: (key: string) => string, organisation: string): OscalAssessmentPlan {
  const noSsp = uuidOf('no-system-security-plan');
  return {
    'assessment-plan': {
      uuid: uuidOf('assessment-plan'),
      metadata: { ...metadata, title: `Essential Eight assessment plan: ${organisation}` },
      'import-ssp': { href: `#${noSsp}`, remarks: 'No system security plan exists for this assessment: the organisation answered each requirement itself.' },
      'reviewed-controls': reviewedControls(),
      'back-matter': {
        resources: [
          {
            uuid: noSsp,
            title: 'No system security plan',
            description: 'The assessment follows the Essential Eight Maturity Model’s requirements; the organisation’s answers stand in for a system security plan.',
          },
          ismCatalogueResource(uuidOf),
        ],
      },
    },
  };
}

function ismCatalogueResource(uuidOf: (key: string) => string): OscalResource {
  return {
    uuid: uuidOf('ism-catalogue'),
    title: 'Information Security Manual (ISM), ASD’s OSCAL catalogue',
    description: 'The catalogue whose control ids the reviewed controls and the objectives name.',
    rlinks: [{ href: ISM_OSCAL_CATALOGUE, 'media-type': 'application/json' }],
  };
}

/**
 * A completed detailed assessment as OSCAL 1.1.2 assessment results (docs/oscal/mapping.md says how, field by
 * field): one result with a finding per requirement of the catalogue (satisfied when the outcome meets it, the
 * assessor's outcome where a finding exists, else the respondent's), an observation of the respondent's answer and
 * one of the assessor's finding, exceptions as risks with their review dates, and the levels by strategy and overall
 * (by the answers, supported by evidence and, once the review is finished, assessed) as the result's properties.
 * Every UUID comes from `uuidOf`, so the same assessment gives the same document. Levels count on `today`.
 */
export function assessmentResultsOf(input: AssessmentResultsInput): OscalAssessmentResults {
  const { assessment, review, evidenceFiles, today, uuidOf } = input;
  const findings = review?.findings ?? [];
  const byEntry = findingsByEntry(findings);
  const changes = [assessment.updatedAt, review?.startedAt ?? 0, review?.finishedAt ?? 0, ...findings.map((finding) => finding.savedAt)];
  const lastModified = iso(Math.max(...changes));
  const organisation = assessment.organizationName;
  const parties = { tool: uuidOf('party:tool'), organisation: uuidOf('party:organisation'), respondent: uuidOf('party:respondent'), assessor: uuidOf('party:assessor') };
  const respondentOrigin: OscalOrigin = { actors: [{ type: 'party', 'actor-uuid': parties.respondent, 'role-id': 'respondent' }] };
  const assessorOrigin: OscalOrigin = { actors: [{ type: 'party', 'actor-uuid': parties.assessor, 'role-id': 'assessor' }] };
  const metadata: OscalMetadata = {
    title: `Essential Eight assessment results: ${organisation}`,
    'last-modified': lastModified,
    version: lastModified,
    'oscal-version': OSCAL_VERSION,
    props: [prop('catalogue-version', CATALOGUE_VERSION), prop('assessment-id', assessment.id)],
    roles: [
      { id: 'prepared-by', title: 'Prepared by' },
      { id: 'assessed-organisation', title: 'Organisation assessed' },
      { id: 'respondent', title: 'Respondent' },
      ...(review ? [{ id: 'assessor', title: 'Assessor' }] : []),
    ],
    parties: [
      { uuid: parties.tool, type: 'organization', name: input.productName, remarks: 'The tool that recorded the assessment and wrote this document.' },
      { uuid: parties.organisation, type: 'organization', name: organisation },
      { uuid: parties.respondent, type: 'person', name: assessment.respondentName },
      ...(review ? [{ uuid: parties.assessor, type: 'person' as const, name: review.assessors.trim() || 'The assessor' }] : []),
    ],
    'responsible-parties': [
      { 'role-id': 'prepared-by', 'party-uuids': [parties.tool] },
      { 'role-id': 'assessed-organisation', 'party-uuids': [parties.organisation] },
      { 'role-id': 'respondent', 'party-uuids': [parties.respondent] },
      ...(review ? [{ 'role-id': 'assessor', 'party-uuids': [parties.assessor] }] : []),
    ],
  };

  const objectives: OscalLocalObjective[] = REQUIREMENTS.map((requirement) => ({
    'control-id': ismControlId(requirement.ism[0] ?? ''),
    description: `${controlTitle(requirement.strategy)}: ${requirement.text}`,
    props: [prop('requirement-id', requirement.id), prop('strategy', requirement.strategy), prop('levels', requirement.levels.join(' '))],
    parts: [{ id: objectiveId(requirement), name: 'objective', prose: requirement.text }],
  }));

  const observations: OscalObservation[] = [];
  const risks: OscalRisk[] = [];
  const oscalFindings = REQUIREMENTS.map((requirement): OscalFinding => {
    const answer = assessment.requirementOutcomes[requirement.id];
    const answered = outcomeOn(answer, today);
    const files = filesOfSameRequirement(evidenceFiles, requirement.id);
    const answerObservation = uuidOf(`observation:answer:${requirement.id}`);
    const answerEvidence = evidenceOf(files.filter((file) => file.addedBy === 'respondent'));
    observations.push({
      uuid: answerObservation,
      title: `The respondent’s answer: ${requirement.text}`,
      description: answer?.evidence.trim() ? `Answered ${OUTCOMES[answered].label}. Evidence in their words: ${answer.evidence.trim()}` : `Answered ${OUTCOMES[answered].label}, with no evidence in words.`,
      props: [
        prop('requirement-id', requirement.id),
        prop('outcome', OUTCOMES[answered].label, answered),
        ...(answer?.evidenceQuality ? [prop('evidence-quality', EVIDENCE_QUALITIES[answer.evidenceQuality].label, answer.evidenceQuality)] : []),
        ...(answer?.importedFrom && answer.outcome !== 'not-assessed' ? [prop('imported-from', answer.importedFrom.source)] : []),
      ],
      methods: ['INTERVIEW'],
      types: ['control-objective'],
      origins: [respondentOrigin],
      ...(answerEvidence.length > 0 ? { 'relevant-evidence': answerEvidence } : {}),
      collected: iso(assessment.updatedAt),
    });
    const related = [{ 'observation-uuid': answerObservation }];
    const relatedRisks: { 'risk-uuid': string }[] = [];
    if (answer && (answer.outcome === 'alternate-control' || answer.outcome === 'not-applicable' || answer.outcome === 'not-implemented')) {
      const uuid = uuidOf(`risk:answer:${requirement.id}`);
      relatedRisks.push({ 'risk-uuid': uuid });
      const exception = { outcome: answer.outcome, justification: answer.justification ?? '', acceptedBy: answer.approvedBy ?? '', reviewBy: answer.reviewBy, pastReview: isPastReview(answer, today), by: 'respondent' as const };
      risks.push(exceptionRisk(uuid, requirement, exception, respondentOrigin, answerObservation));
    }

    const finding = byEntry.get(requirement.id);
    let counted = answered;
    if (finding) {
      counted = foundOutcomeOn(finding, today);
      const findingObservation = uuidOf(`observation:finding:${requirement.id}`);
      const assessorEvidence = evidenceOf(files.filter((file) => file.addedBy === 'assessor'));
      observations.push({
        uuid: findingObservation,
        title: `The assessor’s finding: ${requirement.text}`,
        description: `Found ${OUTCOMES[counted].label}${finding.testMethod ? ` (${TEST_METHODS[finding.testMethod].label.toLowerCase()})` : ''}.${finding.note.trim() ? ` ${finding.note.trim()}` : ''}`,
        props: [
          prop('requirement-id', requirement.id),
          prop('outcome', OUTCOMES[counted].label, counted),
          ...(finding.testMethod ? [prop('test-method', TEST_METHODS[finding.testMethod].label, finding.testMethod)] : []),
          ...(finding.evidenceQuality ? [prop('evidence-quality', EVIDENCE_QUALITIES[finding.evidenceQuality].label, finding.evidenceQuality)] : []),
        ],
        methods: [finding.testMethod ? METHOD_OF[finding.testMethod] : 'UNKNOWN'],
        types: ['control-objective'],
        origins: [assessorOrigin],
        ...(assessorEvidence.length > 0 ? { 'relevant-evidence': assessorEvidence } : {}),
        collected: iso(finding.savedAt),
      });
      related.push({ 'observation-uuid': findingObservation });
      if (finding.outcome === 'alternate-control' || finding.outcome === 'not-applicable' || finding.outcome === 'not-implemented') {
        const uuid = uuidOf(`risk:finding:${findingIdOf(requirement.id)}:${requirement.id}`);
        relatedRisks.push({ 'risk-uuid': uuid });
        const pastReview = isPastReview({ outcome: finding.outcome, reviewBy: finding.reviewBy ?? undefined }, today);
        const exception = { outcome: finding.outcome, justification: finding.note, acceptedBy: finding.acceptedBy, reviewBy: finding.reviewBy ?? undefined, pastReview, by: 'assessor' as const };
        risks.push(exceptionRisk(uuid, requirement, exception, assessorOrigin, findingObservation));
      }
    }

    const source = finding ? 'assessor' : 'respondent';
    return {
      uuid: uuidOf(`finding:${requirement.id}`),
      title: `${controlTitle(requirement.strategy)}: ${requirement.text}`,
      description: finding
        ? `Found ${OUTCOMES[counted].label} by the assessor; the respondent answered ${OUTCOMES[answered].label}.`
        : `The respondent answered ${OUTCOMES[answered].label}; the assessor has recorded no finding.`,
      props: [prop('requirement-id', requirement.id), prop('strategy', requirement.strategy), prop('outcome', OUTCOMES[counted].label, counted), prop('outcome-from', source)],
      origins: [finding ? assessorOrigin : respondentOrigin],
      target: { type: 'objective-id', 'target-id': objectiveId(requirement), status: stateOf(counted) },
      'related-observations': related,
      ...(relatedRisks.length > 0 ? { 'related-risks': relatedRisks } : {}),
    };
  });

  const finished = review?.status === 'finished' || review?.status === 'shared';
  const assessed = finished && review ? assessedResult(REQUIREMENTS, Object.fromEntries(byEntry), scopeTargets(review.target, assessment.targetAssessments), today) : undefined;
  const byAnswers = asdResultOf(assessment, today);
  const resultProps: OscalProp[] = [
    prop('levels-counted-on', today),
    prop('review-status', REVIEW_STATUS_NAMES[review?.status ?? 'not-started'], review?.status ?? 'not-started'),
    ...levelProps('by-answers', byAnswers),
    ...levelProps('supported-by-evidence', evidenceResultFromAnswers(assessment.requirementOutcomes, today)),
    ...(assessed ? levelProps('assessed', assessed) : []),
  ];
  const levelWords = `${maturityLevelName(byAnswers.overallLevel)} overall by the answers${assessed ? `; ${maturityLevelName(assessed.overallLevel)} as assessed` : ''}.`;
  const planResource = uuidOf('resource:assessment-plan');
  const plan = minimalAssessmentPlan(metadata, uuidOf, organisation);
  const end = Math.max(assessment.updatedAt, review?.finishedAt ?? 0, ...findings.map((each) => each.savedAt));

  return {
    'assessment-results': {
      uuid: uuidOf('assessment-results'),
      metadata,
      'import-ap': { href: `#${planResource}`, remarks: 'The plan is kept inline in the back matter: the export writes it, as no separate plan exists.' },
      'local-definitions': { 'objectives-and-methods': objectives },
      results: [
        {
          uuid: uuidOf('result'),
          title: `Essential Eight Maturity Model assessment of ${organisation}`,
          description: `A detailed assessment of the eight strategies, one requirement at a time${review ? ', with the assessor’s review' : ''}. ${levelWords}`,
          start: iso(assessment.createdAt),
          end: iso(end),
          props: resultProps,
          'reviewed-controls': reviewedControls(),
          observations,
          ...(risks.length > 0 ? { risks } : {}),
          findings: oscalFindings,
        },
      ],
      'back-matter': {
        resources: [
          {
            uuid: planResource,
            title: 'Assessment plan',
            description: 'The minimal assessment plan these results import: the ISM controls reviewed, written by the export.',
            base64: { filename: 'assessment-plan.json', 'media-type': 'application/oscal+json', value: base64Of(JSON.stringify(plan)) },
          },
          ismCatalogueResource(uuidOf),
        ],
      },
    },
  };
}
