import type { Assessment } from '../assessment';
import type { Branding } from '../branding';
import { dayInWords, type CalendarDay } from '../calendar-day';
import { controlTitle } from '../control-titles';
import type { ControlId, MaturityLevel } from '../controls';
import { asdResultOf, evidenceResultFromAnswers } from '../detailed-assessment';
import { exceptionsRegister, type RegisterEntry } from '../exceptions-register';
import { countOf, listInWords } from '../format';
import { REQUIREMENTS } from '../framework/catalogue';
import { EVIDENCE_QUALITIES, EVIDENCE_QUALITY_IDS } from '../framework/evidence-quality';
import { OVERALL_BY_ANSWERS, OVERALL_BY_EVIDENCE } from '../framework/evidence-level-summary';
import type { AsdResult } from '../framework/level-rule';
import type { RequirementAnswers } from '../framework/outcomes';
import { OUTCOME_IDS, OUTCOMES, outcomeLabelOn } from '../framework/outcome-rules';
import { maturityLevelName } from '../maturity-levels';
import { actionPlanSections, actionPlanSteps, type ActionPlanSection } from '../requirement-report';
import { levelOrZero } from '../scoring';
import { assessedOutcomes, assessedResult, disagreements, reviewProgress } from './assessed-level';
import { documentDetails, scopeAndApproach, type DocumentDetails, type ReportField } from './assessment-report-details';
import { assessmentOpinion } from './assessment-report-opinion';
import { strategyResults, type ReportFile, type ReportFinding, type StrategyResults } from './assessment-report-results';
import { ASSESSMENT_REPORT_TITLE, assessmentReportNotice, LEVEL_RULE_IN_WORDS, NOT_REVIEWED, TEMPLATE_STRATEGY_ORDER } from './assessment-report-words';
import { findingsByEntry, type FindingsById } from './finding';
import type { ReviewScopeFields } from './review-scope';
import { scopeTargets, type ReviewTarget } from './review-target';
import { TEST_METHOD_IDS, TEST_METHODS } from './test-methods';

/**
 * What the assessment report is made from: the assessment, its review (the support portal's `Review` or the
 * respondent's `SharedReview`), the evidence files kept with it, the branding, and the day it is made on.
 */
export interface AssessmentReportInput {
  assessment: Assessment;
  review: { scope: ReviewScopeFields; target: ReviewTarget; findings: readonly ReportFinding[]; finishedAt: number | null; sharedAt: number | null };
  files: readonly ReportFile[];
  branding: Branding;
  today: CalendarDay;
}

/** One strategy's levels side by side, in the executive summary's table and chart. */
export interface StrategyLevels {
  id: ControlId;
  title: string;
  /** The target, 0 when none was set (so the chart draws it at the centre). */
  targetLevel: number;
  targetLevelName: string;
  /** The level as assessed: what the chart draws against the target. */
  currentLevel: MaturityLevel;
  assessedLevelName: string;
  answersLevelName: string;
  evidenceLevelName: string;
}

/** An exception as found: the register's entry on the findings, with the organisation's answer and the assessor's note beside it. */
export interface AssessedException extends RegisterEntry {
  /** The organisation's own outcome for the requirement, in words. */
  answered: string;
  /** The assessor's note, as written; empty when none. */
  assessorNote: string;
}

/** A name and what it means, as the appendix lists outcomes, test methods and evidence grades. */
export interface Definition {
  name: string;
  meaning: string;
}

/** Everything the assessment report says, in ASD's template's order; the PDF and the Word document render it alike. */
export interface AssessmentReport {
  title: string;
  organisationName: string;
  /** Final once the review is finished, a draft before. */
  status: 'Draft' | 'Final';
  reportDate: string;
  today: CalendarDay;
  consultation: Branding;
  /** That this is the consultancy's assessment, not ASD's nor a certification. */
  notice: string;
  details: DocumentDetails;
  summary: {
    assessedLevel: MaturityLevel;
    assessedLevelName: string;
    /** "Held there by Regular backups", or that all eight reach Maturity Level Three. */
    limitingText: string;
    /** The level as assessed, by the answers and supported by evidence. */
    overallLevels: ReportField[];
    /** "73 of 152 reviewed". */
    reviewedText: string;
    /** "12 findings differ from the answers". */
    disagreementsText: string;
    opinion: string;
    strategies: StrategyLevels[];
    /** The first steps of the action plan as found. */
    keyRecommendations: string[];
  };
  scope: { background: string; fields: ReportField[] };
  results: StrategyResults[];
  exceptions: AssessedException[];
  actionPlan: ActionPlanSection[];
  appendix: {
    levelRule: readonly string[];
    outcomes: Definition[];
    testMethods: Definition[];
    evidenceQualities: Definition[];
    /** Every evidence file, requirement by requirement in the report's order. */
    files: { requirement: string; fileName: string; whose: string }[];
  };
}

/**
 * The answers as found: each reviewed requirement's outcome, review date, note and grade from its finding, with
 * the organisation's justification and approver kept, so the product's action plan and exceptions register can
 * be drawn from the findings (`findings` by entry). An unreviewed requirement has no entry, and so counts as not assessed.
 */
function answersAsFound(answers: RequirementAnswers, findings: ReadonlyMap<string, ReportFinding>): RequirementAnswers {
  return Object.fromEntries(
    // By entry: a shared requirement's one finding stands in every strategy listing it.
    [...findings].map(([entryId, finding]) => {
      const answer = answers[entryId];
      return [
        entryId,
        {
          outcome: finding.outcome,
          evidence: finding.note,
          ...(finding.evidenceQuality ? { evidenceQuality: finding.evidenceQuality } : {}),
          ...(finding.reviewBy ? { reviewBy: finding.reviewBy } : {}),
          ...(answer?.justification ? { justification: answer.justification } : {}),
          ...(answer?.approvedBy ? { approvedBy: answer.approvedBy } : {}),
        },
      ];
    }),
  );
}

function strategyLevels(assessment: Assessment, assessed: AsdResult, answers: AsdResult, evidence: AsdResult): StrategyLevels[] {
  const levelOf = (result: AsdResult, strategy: ControlId) => result.strategies.find((entry) => entry.strategy === strategy)?.achievedLevel ?? 0;
  return TEMPLATE_STRATEGY_ORDER.map((id) => {
    const target = assessment.targetAssessments[id];
    return {
      id,
      title: controlTitle(id),
      targetLevel: levelOrZero(target),
      targetLevelName: target === undefined ? 'Not set' : maturityLevelName(target),
      currentLevel: levelOf(assessed, id),
      assessedLevelName: maturityLevelName(levelOf(assessed, id)),
      answersLevelName: maturityLevelName(levelOf(answers, id)),
      evidenceLevelName: maturityLevelName(levelOf(evidence, id)),
    };
  });
}

/**
 * Builds the assessment report of a reviewed detailed assessment on `today`, in the sections of ASD's Essential
 * Eight assessment report template (November 2023): the cover and document details, an executive summary with
 * the level as assessed (ASD's rule on the findings alone) beside the levels by the answers and supported by
 * evidence, the scope and approach, every strategy's results requirement by requirement, the exceptions as
 * found, the recommendations as the action plan on the findings, and an appendix of the rule and the terms.
 */
export function buildAssessmentReport(input: AssessmentReportInput): AssessmentReport {
  const { assessment, review, branding, today } = input;
  // A finding on a requirement the model lists under several strategies counts in each of them.
  const findings = findingsByEntry(review.findings);
  const findingsById: FindingsById = Object.fromEntries(findings);
  const targets = scopeTargets(review.target, assessment.targetAssessments);
  const assessed = assessedResult(REQUIREMENTS, findingsById, targets, today);
  const answers = asdResultOf(assessment, today);
  const evidence = evidenceResultFromAnswers(assessment.requirementOutcomes, today);
  const progress = reviewProgress(REQUIREMENTS, findingsById, targets);
  const differing = disagreements(REQUIREMENTS, assessment.requirementOutcomes, findingsById, today);
  const organisationName = assessment.organizationName || 'N/A';
  const final = review.finishedAt !== null;
  const asFound = { targetAssessments: assessment.targetAssessments, requirementOutcomes: answersAsFound(assessment.requirementOutcomes, findings) };
  const plan = actionPlanSections(asFound, today).map((section) => ({
    ...section,
    levels: section.levels.map((level) => ({
      ...level,
      requirements: level.requirements.map((requirement) => (findings.has(requirement.id) ? requirement : { ...requirement, outcome: NOT_REVIEWED })),
    })),
  }));
  const results = strategyResults({
    assessment,
    findings,
    files: input.files,
    today,
    found: assessedOutcomes(findingsById, today),
    differing: new Set(differing.map((entry) => entry.requirement.id)),
    assessed,
    answers,
  });
  const ordered = results.flatMap((strategy) => strategy.levels.flatMap((level) => level.requirements));
  return {
    title: ASSESSMENT_REPORT_TITLE,
    organisationName,
    status: final ? 'Final' : 'Draft',
    reportDate: dayInWords(today),
    today,
    consultation: branding,
    notice: assessmentReportNotice(branding.companyName),
    details: documentDetails(input),
    summary: {
      assessedLevel: assessed.overallLevel,
      assessedLevelName: maturityLevelName(assessed.overallLevel),
      limitingText:
        assessed.overallLevel === 3
          ? 'All eight strategies reach it.'
          : `Held there by ${listInWords(assessed.limitingStrategies.map((strategy) => controlTitle(strategy)))}.`,
      overallLevels: [
        { label: 'Overall level as assessed', value: maturityLevelName(assessed.overallLevel) },
        { label: OVERALL_BY_ANSWERS, value: maturityLevelName(answers.overallLevel) },
        { label: OVERALL_BY_EVIDENCE, value: maturityLevelName(evidence.overallLevel) },
      ],
      reviewedText: `${progress.reviewed} of ${progress.total} requirements within the target reviewed`,
      disagreementsText: `${countOf(differing.length, 'finding differs', 'findings differ')} from the answers`,
      opinion: assessmentOpinion({
        companyName: branding.companyName,
        organisationName,
        final,
        assessed,
        answers,
        evidence,
        reviewed: progress.reviewed,
        total: progress.total,
        unreviewed: new Set(REQUIREMENTS.filter((requirement) => !findings.has(requirement.id)).map((requirement) => requirement.id)),
        disagreements: differing,
        targets: assessment.targetAssessments,
        testMethods: review.findings.flatMap((finding) => (finding.testMethod ? [finding.testMethod] : [])),
      }),
      strategies: strategyLevels(assessment, assessed, answers, evidence),
      keyRecommendations: actionPlanSteps(plan),
    },
    scope: scopeAndApproach(input),
    results,
    exceptions: exceptionsRegister(asFound, today)
      .toSorted((a, b) => TEMPLATE_STRATEGY_ORDER.indexOf(a.strategy) - TEMPLATE_STRATEGY_ORDER.indexOf(b.strategy))
      .map((entry) => ({
        ...entry,
        answered: outcomeLabelOn(assessment.requirementOutcomes[entry.requirementId], today),
        assessorNote: findings.get(entry.requirementId)?.note.trim() ?? '',
      })),
    actionPlan: plan,
    appendix: {
      levelRule: LEVEL_RULE_IN_WORDS,
      outcomes: OUTCOME_IDS.map((id) => ({ name: OUTCOMES[id].label, meaning: OUTCOMES[id].meaning })),
      testMethods: TEST_METHOD_IDS.map((id) => ({ name: TEST_METHODS[id].label, meaning: TEST_METHODS[id].meaning })),
      evidenceQualities: EVIDENCE_QUALITY_IDS.map((id) => ({ name: EVIDENCE_QUALITIES[id].label, meaning: EVIDENCE_QUALITIES[id].meaning })),
      files: ordered.flatMap((requirement) => requirement.files.map((file) => ({ requirement: requirement.text, fileName: file.fileName, whose: file.whose }))),
    },
  };
}
