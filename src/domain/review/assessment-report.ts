import type { Assessment } from '../assessment';
import { DEFAULT_REPORT_MARKING, type Branding } from '../branding';
import { dayInWords, type CalendarDay } from '../calendar-day';
import { controlTitle } from '../control-titles';
import type { ControlId, MaturityLevel } from '../controls';
import { asdResultOf, evidenceResultFromAnswers } from '../detailed-assessment';
import { exceptionsRegister, type RegisterEntry } from '../exceptions-register';
import { countOf, listInWords } from '../format';
import { sameRequirementIds } from '../framework/shared-requirements';
import { EVIDENCE_QUALITIES, EVIDENCE_QUALITY_IDS } from '../framework/evidence-quality';
import type { AsdResult } from '../framework/level-rule';
import type { RequirementAnswers } from '../framework/outcomes';
import { OUTCOME_IDS, OUTCOMES, outcomeLabelOn } from '../framework/outcome-rules';
import { maturityLevelName } from '../maturity-levels';
import { actionPlanSections, actionPlanSteps, type ActionPlanSection } from '../requirement-report';
import { assessedOutcomes } from './assessed-level';
import { documentDetails, scopeAndApproach, type DocumentDetails, type ReportField } from './assessment-report-details';
import { assessmentOpinion } from './assessment-report-opinion';
import { strategyResults, type ReportFile, type ReportFinding, type StrategyResults } from './assessment-report-results';
import { widenedScopeText } from './assessment-report-scope';
import { keySecurityRisksText, positiveFindingsText } from './assessment-report-texts';
import {
  ASSESSMENT_REPORT_TITLE,
  assessmentReportNotice,
  LEVEL_RULE_IN_WORDS,
  OVERALL_BY_ANSWERS_WITHIN_TARGET,
  OVERALL_BY_EVIDENCE_WITHIN_TARGET,
  RISK_ACCEPTED_BY,
  TEMPLATE_STRATEGY_ORDER,
} from './assessment-report-words';
import { commentaryOf, EMPTY_REPORT_WORDS, reportMarking, type ReportWordsFields } from './report-words';
import { withinScopeResult, type ReviewTarget, type ScopeTargets } from './review-target';
import { reviewWithinTarget } from './review-within-target';
import type { ReviewScopeFields } from './review-scope';
import { TEST_METHOD_IDS, TEST_METHODS } from './test-methods';

/**
 * What the assessment report is made from: the assessment, its review (the support portal's `Review` or the
 * respondent's `SharedReview`), the evidence files kept with it, the branding, and the day it is made on.
 */
export interface AssessmentReportInput {
  assessment: Assessment;
  /**
   * `target` is the level the review assesses against (absent: none agreed, so the respondent's targets stand in);
   * `reportWords` the assessor's own words and markings (absent: none written, so the report's own texts).
   */
  review: {
    scope: ReviewScopeFields;
    findings: readonly ReportFinding[];
    finishedAt: number | null;
    sharedAt: number | null;
    target?: ReviewTarget | undefined;
    reportWords?: ReportWordsFields | undefined;
  };
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
  /** The levels by the answers and supported by evidence, read within the target as the assessed level is. */
  answersLevelName: string;
  evidenceLevelName: string;
}

/**
 * An exception as found: the register's entry made from the assessor's finding (its note the justification, its
 * review date, and for an alternate control who accepted the residual risk as `approvedBy`), with the evidence
 * grade the assessor judged and the organisation's own answer beside it.
 */
export interface AssessedException extends RegisterEntry {
  /** The grade of the evidence the assessor judged ("Good"), or "Not graded". */
  evidenceQuality: string;
  /** What the register gives after the outcome: the evidence quality, and for an alternate control its review date and who accepted its residual risk. */
  facts: ReportField[];
  /** The organisation's own outcome for the requirement, in words. */
  answered: string;
  /** The organisation's own justification and approver, as written; empty when none. */
  answeredJustification: string;
  answeredApprovedBy: string;
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
  /** The classification marking on the cover and in every page's header and footer: the review's, else the branding's, else OFFICIAL: Sensitive. */
  marking: string;
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
    /** The level as assessed, by the answers and supported by evidence, each within the target. */
    overallLevels: ReportField[];
    /** "104 of 107 requirements within the target reviewed". */
    reviewedText: string;
    /** "12 findings differ from the answers". */
    disagreementsText: string;
    /** The assessor's opinion: their own words, else the report's, made from the facts. */
    opinion: string;
    /** The template's key security risks and positive findings: the assessor's own words, else made from the findings. */
    keySecurityRisks: string;
    positiveFindings: string;
    /** That the assessor widened the scope above the organisation's own target, and where; null when not. */
    widenedScope: string | null;
    strategies: StrategyLevels[];
    /** The first steps of the action plan as found. */
    keyRecommendations: string[];
  };
  scope: { background: string; fields: ReportField[] };
  /** The texts the report makes from the facts, where the assessor may write their own: what the form starts from. */
  generated: { background: string; keySecurityRisks: string; positiveFindings: string; opinion: string; commentary: Record<ControlId, string> };
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
 * The answers as found: each reviewed requirement's outcome, review date, note and grade from its finding, the
 * note standing as the justification of an exception found and the finding's `acceptedBy` as who accepted its
 * residual risk, so the product's action plan and exceptions register are drawn from the assessor's findings
 * alone (`findings` by entry). An unreviewed requirement has no entry, and so counts as not assessed.
 */
function answersAsFound(findings: ReadonlyMap<string, ReportFinding>): RequirementAnswers {
  return Object.fromEntries(
    // By entry: a shared requirement's one finding stands in every strategy listing it.
    [...findings].map(([entryId, finding]) => [
      entryId,
      {
        outcome: finding.outcome,
        evidence: finding.note,
        ...(finding.evidenceQuality ? { evidenceQuality: finding.evidenceQuality } : {}),
        ...(finding.reviewBy ? { reviewBy: finding.reviewBy } : {}),
        ...(finding.note.trim() ? { justification: finding.note } : {}),
        ...(finding.acceptedBy.trim() ? { approvedBy: finding.acceptedBy } : {}),
      },
    ]),
  );
}

function strategyLevels(targets: ScopeTargets, assessed: AsdResult, answers: AsdResult, evidence: AsdResult): StrategyLevels[] {
  const levelOf = (result: AsdResult, strategy: ControlId) => result.strategies.find((entry) => entry.strategy === strategy)?.achievedLevel ?? 0;
  return TEMPLATE_STRATEGY_ORDER.map((id) => {
    const target = targets[id];
    return {
      id,
      title: controlTitle(id),
      targetLevel: target,
      targetLevelName: maturityLevelName(target),
      currentLevel: levelOf(assessed, id),
      assessedLevelName: maturityLevelName(levelOf(assessed, id)),
      answersLevelName: maturityLevelName(levelOf(answers, id)),
      evidenceLevelName: maturityLevelName(levelOf(evidence, id)),
    };
  });
}


/** The action plan on the findings within the scope, up to its targets, with only requirements that have a finding: one not reviewed is not yet an action. */
function planAsFound(asFound: Pick<Assessment, 'targetAssessments' | 'requirementOutcomes'>, today: CalendarDay): ActionPlanSection[] {
  return actionPlanSections(asFound, today).flatMap((section) => {
    const levels = section.levels
      .map((level) => ({ ...level, requirements: level.requirements.filter((requirement) => asFound.requirementOutcomes[requirement.id] !== undefined) }))
      .filter((level) => level.requirements.length > 0);
    return levels.length > 0 || section.heldBack ? [{ ...section, levels }] : [];
  });
}

/** The exceptions register as found, each requirement of the model once (a shared one under its first strategy in the template's order). */
function exceptionsAsFound(asFound: Pick<Assessment, 'requirementOutcomes'>, answers: RequirementAnswers, findings: ReadonlyMap<string, ReportFinding>, today: CalendarDay): AssessedException[] {
  const seen = new Set<string>();
  return exceptionsRegister(asFound, today)
    .toSorted((a, b) => TEMPLATE_STRATEGY_ORDER.indexOf(a.strategy) - TEMPLATE_STRATEGY_ORDER.indexOf(b.strategy))
    .filter((entry) => {
      const model = sameRequirementIds(entry.requirementId)[0] ?? entry.requirementId;
      if (seen.has(model)) return false;
      seen.add(model);
      return true;
    })
    .map((entry) => {
      const quality = findings.get(entry.requirementId)?.evidenceQuality;
      const evidenceQuality = quality ? EVIDENCE_QUALITIES[quality].label : 'Not graded';
      const answer = answers[entry.requirementId];
      return {
        ...entry,
        evidenceQuality,
        facts: [
          { label: 'Evidence quality', value: evidenceQuality },
          ...(entry.recorded === 'alternate-control'
            ? [
                { label: 'Review by', value: entry.reviewBy },
                { label: RISK_ACCEPTED_BY, value: entry.approvedBy },
              ]
            : []),
        ],
        answered: outcomeLabelOn(answer, today),
        answeredJustification: answer?.justification?.trim() ?? '',
        answeredApprovedBy: answer?.approvedBy?.trim() ?? '',
      };
    });
}

/**
 * Builds the assessment report of a reviewed detailed assessment on `today`, in the sections of ASD's Essential
 * Eight assessment report template (November 2023): the marking and cover, the document details, an executive
 * summary with the level as assessed (ASD's rule on the findings alone, never above the review's target) beside
 * the levels by the answers and supported by evidence, the background, scope and approach, every strategy's results
 * for the requirements within the target (each requirement of the model once), the exceptions as found, the
 * recommendations as the action plan on the findings, and an appendix of the rule and the terms. Where the
 * assessor wrote their own background, key security risks, positive findings, opinion or commentary, the report
 * gives theirs in place of its own.
 */
export function buildAssessmentReport(input: AssessmentReportInput): AssessmentReport {
  const { assessment, review, branding, today } = input;
  const words = review.reportWords ?? EMPTY_REPORT_WORDS;
  // The findings within the scope, the assessed level and the differences, read as the respondent's results read them.
  const { targets, placement, findings, findingsById, assessed, allDiffering, differing } = reviewWithinTarget(assessment, review, today);
  // The answers' and the evidence's levels are read within the target as the assessed level is, so the summary, the
  // opinion and each strategy's results compare like with like: no strategy above its target by any reading.
  const answers = withinScopeResult(asdResultOf(assessment, today), targets);
  const evidence = withinScopeResult(evidenceResultFromAnswers(assessment.requirementOutcomes, today), targets);
  const found = assessedOutcomes(findingsById, today);
  const reviewed = placement.printed.filter((entry) => findings.has(entry.id)).length;
  const organisationName = assessment.organizationName || 'N/A';
  const final = review.finishedAt !== null;
  const asFound = { targetAssessments: targets, requirementOutcomes: answersAsFound(findings) };
  const plan = planAsFound(asFound, today);
  const results = strategyResults({
    assessment,
    findings,
    targets,
    placement,
    commentary: (strategy) => commentaryOf(words, strategy),
    files: input.files,
    today,
    found,
    differing: new Set(allDiffering.map((entry) => entry.requirement.id)),
    assessed,
    answers,
  });
  const ordered = results.flatMap((strategy) => strategy.levels.flatMap((level) => level.requirements));
  const printedFindings = placement.printed.flatMap((entry) => {
    const finding = findings.get(entry.id);
    return finding ? [{ outcome: found[entry.id] ?? finding.outcome, testMethod: finding.testMethod }] : [];
  });
  const textFacts = { results, found: printedFindings, targetLevels: results.map((strategy) => targets[strategy.strategy]), total: placement.modelCount };
  const scope = scopeAndApproach(input, targets);
  const generated = {
    background: scope.background,
    keySecurityRisks: keySecurityRisksText(textFacts, (id) => found[id]),
    positiveFindings: positiveFindingsText(textFacts),
    opinion: assessmentOpinion({
      companyName: branding.companyName,
      organisationName,
      final,
      assessed,
      answers,
      evidence,
      reviewed,
      total: placement.modelCount,
      unreviewed: new Set(placement.withinScope.filter((entry) => !findings.has(entry.id)).map((entry) => entry.id)),
      disagreements: differing,
      targets,
      testMethods: printedFindings.flatMap((finding) => (finding.testMethod ? [finding.testMethod] : [])),
    }),
    commentary: Object.fromEntries(results.map((strategy) => [strategy.strategy, strategy.generatedFindings.join('\n')])) as Record<ControlId, string>,
  };
  const own = (text: string, fallback: string) => text.trim() || fallback;
  return {
    title: ASSESSMENT_REPORT_TITLE,
    organisationName,
    marking: reportMarking(words, branding.reportMarking, DEFAULT_REPORT_MARKING),
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
        { label: OVERALL_BY_ANSWERS_WITHIN_TARGET, value: maturityLevelName(answers.overallLevel) },
        { label: OVERALL_BY_EVIDENCE_WITHIN_TARGET, value: maturityLevelName(evidence.overallLevel) },
      ],
      reviewedText: `${reviewed} of ${countOf(placement.modelCount, 'requirement')} within the target reviewed`,
      disagreementsText: `${countOf(differing.length, 'finding differs', 'findings differ')} from the answers`,
      opinion: own(words.opinion, generated.opinion),
      keySecurityRisks: own(words.keySecurityRisks, generated.keySecurityRisks),
      positiveFindings: own(words.positiveFindings, generated.positiveFindings),
      widenedScope: widenedScopeText(targets, assessment.targetAssessments),
      strategies: strategyLevels(targets, assessed, answers, evidence),
      keyRecommendations: actionPlanSteps(plan),
    },
    scope: { ...scope, background: own(words.background, scope.background) },
    generated,
    results,
    exceptions: exceptionsAsFound(asFound, assessment.requirementOutcomes, findings, today),
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
