import type { Assessment, AssessmentKind } from './assessment';
import type { Branding } from './branding';
import { CONTROL_IDS, type ControlId } from './controls';
import { controlContent } from './control-content';
import { controlExposureBand, overallExposure, summaryExposure } from './exposure';
import { formatAud, longAustralianDate } from './format';
import type { RequirementAnswers } from './framework/outcomes';
import { asdResultFromQuickCheck, asdSummary, SELF_ASSESSMENT_NOTICE, type AsdSummary } from './framework/asd-headline';
import { maturityTitle, targetTitle } from './maturity-levels';
import { priorityBand, type PriorityBandInfo } from './priority';
import { averageMaturity, formatAverage, gap, levelOrZero } from './scoring';

/** One control's line in a report. */
export interface ReportControl {
  id: ControlId;
  title: string;
  targetLevel: number;
  targetTitle: string;
  currentLevel: number;
  currentTitle: string;
  gap: number;
  priority: PriorityBandInfo;
  exposureBand: string;
}

/** What the summary PDF says: built once, rendered by any format. */
export interface SummaryReport {
  /** A quick check (the respondent's own ratings) or a detailed assessment (levels achieved from requirement outcomes). */
  kind: AssessmentKind;
  organisationName: string;
  respondentName: string;
  respondentEmail: string;
  /** en-AU long date of the assessment, e.g. "22 November 2026". */
  assessedOn: string;
  averageMaturity: number;
  averageMaturityText: string;
  highPriorityCount: number;
  mediumPriorityCount: number;
  exposureAud: number;
  exposureText: string;
  overallExposure: string;
  timeToDetect: string;
  controls: ReportControl[];
  consultation: Branding;
  /** ASD's result: the lowest achieved level of the eight strategies, and which hold it there. */
  asd: AsdSummary;
  /** That this is an indicative self-assessment, said on every page and report. */
  notice: string;
  /**
   * How a detailed assessment's current levels were reached, said beside them; empty for a quick
   * check, whose reports read as they always have.
   */
  levelsNote: string;
  /** The labels of the high and medium priority counts: what a level of 0 or 1 means for this kind. */
  highPriorityLabel: string;
  mediumPriorityLabel: string;
  /**
   * A detailed assessment's outcome and evidence per requirement, as saved (empty for a quick check):
   * carried so that a lazily loaded renderer can name the requirements, which the page that builds this
   * model must not load.
   */
  requirementOutcomes: RequirementAnswers;
}

/** What a detailed assessment's reports say of its current levels. */
export const DETAILED_LEVELS_NOTE =
  "Each strategy's current level is the level its requirement outcomes achieve by ASD's rule: a level counts only when the levels below it count and every requirement that applies at it is effective, met by an alternate control, or not applicable.";

/** The per-control lines of a report, in wizard order. */
export function reportControls(assessment: Assessment): ReportControl[] {
  return CONTROL_IDS.map((id) => {
    const currentLevel = levelOrZero(assessment.assessments[id]);
    const targetLevel = levelOrZero(assessment.targetAssessments[id]);
    return {
      id,
      title: controlContent(id).title,
      targetLevel,
      targetTitle: targetTitle(targetLevel),
      currentLevel,
      currentTitle: maturityTitle(currentLevel),
      // A detailed assessment may achieve more than its target: that leaves no gap, not a negative one.
      gap: assessment.kind === 'detailed' ? Math.max(0, gap(targetLevel, currentLevel)) : gap(targetLevel, currentLevel),
      priority: priorityBand(currentLevel),
      exposureBand: controlExposureBand(id, currentLevel).label,
    };
  });
}

/** Builds the summary report model of an assessment. */
export function buildSummaryReport(assessment: Assessment, branding: Branding): SummaryReport {
  const controls = reportControls(assessment);
  const average = averageMaturity(assessment.assessments);
  const exposure = summaryExposure(assessment.assessments);
  const overall = overallExposure(assessment.assessments);
  const detailed = assessment.kind === 'detailed';
  return {
    kind: assessment.kind,
    organisationName: assessment.organizationName || 'N/A',
    respondentName: assessment.respondentName || 'N/A',
    respondentEmail: assessment.respondentEmail || 'N/A',
    assessedOn: longAustralianDate(assessment.updatedAt),
    averageMaturity: average,
    averageMaturityText: formatAverage(average),
    highPriorityCount: controls.filter((control) => control.priority.band === 'High').length,
    mediumPriorityCount: controls.filter((control) => control.priority.band === 'Medium').length,
    exposureAud: exposure,
    exposureText: formatAud(exposure),
    overallExposure: overall.exposure,
    timeToDetect: overall.timeToDetect,
    controls,
    consultation: branding,
    // A detailed assessment's stored levels are the ones its outcomes achieve, so this is its outcome-based result too.
    asd: asdSummary(asdResultFromQuickCheck(assessment.assessments)),
    notice: SELF_ASSESSMENT_NOTICE,
    levelsNote: detailed ? DETAILED_LEVELS_NOTE : '',
    highPriorityLabel: detailed ? 'Controls below Maturity Level One' : 'High priority controls (not implemented)',
    mediumPriorityLabel: detailed ? 'Controls at Maturity Level One' : 'Medium priority controls (initial)',
    requirementOutcomes: assessment.requirementOutcomes,
  };
}
