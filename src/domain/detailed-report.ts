import type { EvidenceReportGroup } from './evidence-report';
import { importedAnswersLine } from './configuration-imports/imported-answers';
import type { Assessment } from './assessment';
import { TIMELINES } from './timelines';
import { timeZoneOf, type Branding } from './branding';
import type { CalendarDay } from './calendar-day';
import { exceptionsRegister, type RegisterEntry } from './exceptions-register';
import { controlContent, recommendationsToTarget } from './control-content';
import { requirementAdvice } from './requirement-advice';
import { alreadyMetText, type AdviceGroup } from './requirement-advice-words';
import { controlTitle } from './control-titles';
import { listInWords } from './format';
import { notAssessedFor } from './framework/not-assessed';
import { ungradedEvidence } from './framework/ungraded-evidence';
import { ungradedEvidenceLead } from './framework/ungraded-evidence-words';
import { progressChart, progressSince, type ProgressChart, type ProgressSince, type SeriesPoint } from './progress';
import { actionPlanSections, actionPlanSteps, requirementOutcomeGroups, type ActionPlanSection, type RequirementOutcomeGroup } from './requirement-report';
import { buildSummaryReport, type ReportControl, type SummaryReport } from './summary-report';

/** A control in the detailed report: the summary line plus what it means and what to do. */
export interface DetailedControl extends ReportControl {
  description: string;
  currentMeaning: string;
  targetMeaning: string;
  /**
   * What to do to reach the target: a quick check's recommendations by level; a detailed assessment's only for
   * the requirements not met, grouped as the action plan groups them (`requirementAdvice`).
   */
  recommendations: AdviceGroup[];
  /** A detailed assessment's requirements up to the target already met, in words ("12 requirements up to … already met"); empty for a quick check. */
  alreadyMet: string;
  /** A detailed assessment's strategy held below its next level with nothing unmet (every requirement there not applicable): why, and what to do. */
  heldBack?: { reason: string; todo: string };
}

/** Everything the detailed PDF, the Word report and the server export say. */
export interface DetailedReport extends SummaryReport {
  controls: DetailedControl[];
  timeline: string;
  priorities: string[];
  constraints: string;
  nextSteps: string[];
  /** A detailed assessment's unmet requirements, weakest strategy first and next level first; empty for a quick check. */
  actionPlan: ActionPlanSection[];
  /** Every requirement with its outcome and evidence, strategy by strategy; empty for a quick check. */
  requirements: RequirementOutcomeGroup[];
  /** What changed since the assessment before this one in its series, with the series' chart; null when there is none before it. */
  progress: ReportProgress | null;
  /** The evidence files attached to a detailed assessment's requirements, when the caller read them (they are not part of the assessment record). */
  evidenceFiles?: EvidenceReportGroup[];
  /** A detailed assessment's alternate controls, not applicable and not implemented requirements; empty for a quick check. */
  exceptions: RegisterEntry[];
  /**
   * Said beside the level supported by evidence: how many met requirements it cannot count for want of a grade, and
   * where each strategy's count is; empty for a quick check, or when every met requirement is graded.
   */
  ungradedLine: string;
  /** How many answers came from imported configuration, in words; '' when none did, or for a quick check. */
  importedLine: string;
}

/** The grades missing, as the executive summary says them under the level supported by evidence. */
function ungradedLineOf(lead: string): string {
  return lead === '' ? '' : `${lead} Each strategy's count is given under Requirement outcomes.`;
}

/** The report's progress part: the change since the earlier assessment and the chart of the whole series. */
export interface ReportProgress {
  since: ProgressSince;
  chart: ProgressChart;
}

/** The progress part of an assessment's report from its series (completed assessments only), dated in `timeZone` (E8_TIME_ZONE); null when it has no earlier one. */
export function reportProgress(series: readonly SeriesPoint[], assessmentId: string, timeZone: string): ReportProgress | null {
  const since = progressSince(series, assessmentId, timeZone);
  return since ? { since, chart: progressChart(series, timeZone) } : null;
}

function titles(controls: readonly ReportControl[]): string {
  return listInWords(controls.map((control) => control.title));
}

/** A quick check's first steps: high-priority controls first, then medium, then the rest. */
function ratingSteps(controls: readonly ReportControl[]): string[] {
  const steps: string[] = [];
  const open = controls.filter((control) => control.gap > 0);
  const high = open.filter((control) => control.priority.band === 'High');
  const medium = open.filter((control) => control.priority.band === 'Medium');
  const low = open.filter((control) => control.priority.band === 'Low');
  if (high.length > 0) steps.push(`Start with ${titles(high)}: not yet at Maturity Level One, these are the easiest way in for an attacker.`);
  if (medium.length > 0) steps.push(`Next, lift ${titles(medium)} from Maturity Level One towards your targets.`);
  if (low.length > 0) steps.push(`Then close the remaining gaps in ${titles(low)}.`);
  return steps;
}

/**
 * The next steps, in the order a consultant would take them: a detailed assessment's action plan, or
 * a quick check's high-priority controls then medium; then the respondent's own priorities, all
 * within their timeline, then re-assessment.
 */
export function nextSteps(report: Pick<DetailedReport, 'kind' | 'controls' | 'timeline' | 'priorities' | 'consultation' | 'actionPlan'>): string[] {
  const open = report.controls.filter((control) => control.gap > 0);
  const steps = report.kind === 'detailed' ? actionPlanSteps(report.actionPlan) : ratingSteps(report.controls);
  if (report.priorities.length > 0) steps.push(`Keep your chosen priorities in view: ${report.priorities.join(', ')}.`);
  if (report.kind === 'quick' && open.length === 0) steps.push('Every control meets its target: keep them reviewed, tested and evidenced, and consider raising the targets.');
  steps.push(`Plan the work to fit your timeline of ${report.timeline}, assign an owner to each control, and track progress monthly.`);
  steps.push('Re-assess after each stage, or at least every six months, to confirm the gains hold.');
  steps.push(`Book a consultation with ${report.consultation.companyName} to turn this report into a costed roadmap.`);
  return steps;
}

/**
 * Builds the detailed report model from an assessment, the branding and the completed assessments of its
 * series (levels and dates only), from which the progress since the earlier assessment is drawn. `today`
 * is the day the report is made: an alternate control past its review date then no longer counts.
 */
export function buildDetailedReport(assessment: Assessment, branding: Branding, series: readonly SeriesPoint[], today: CalendarDay): DetailedReport {
  const summary = buildSummaryReport(assessment, branding, today, notAssessedFor(assessment), series);
  const advice = assessment.kind === 'detailed' ? new Map(requirementAdvice(assessment, today).map((entry) => [entry.strategy, entry])) : undefined;
  const controls = summary.controls.map((control): DetailedControl => {
    const own = advice?.get(control.id);
    const content = controlContent(control.id);
    const targetLevel = control.targetLevel === 1 || control.targetLevel === 2 || control.targetLevel === 3 ? control.targetLevel : undefined;
    const currentLevel = control.currentLevel === 1 || control.currentLevel === 2 || control.currentLevel === 3 ? control.currentLevel : 0;
    return {
      ...control,
      description: content.description,
      currentMeaning: content.currentLevelMeanings[currentLevel],
      targetMeaning: targetLevel ? content.targetDescriptions[targetLevel] : 'No target was set for this control.',
      recommendations: own ? own.recommendations : recommendationsToTarget(control.id, control.currentLevel, control.targetLevel),
      alreadyMet: own ? alreadyMetText(own) : '',
      ...(own?.heldBack ? { heldBack: own.heldBack } : {}),
    };
  });
  const timeline = TIMELINES.find((option) => option.value === assessment.timeline)?.label ?? 'not stated';
  const priorities = assessment.priorities.map((id) => controlTitle(id));
  const detailed = assessment.kind === 'detailed';
  const partial = {
    ...summary,
    controls,
    timeline,
    priorities,
    constraints: assessment.constraints || 'None stated',
    actionPlan: detailed ? actionPlanSections(assessment, today) : [],
    requirements: detailed ? requirementOutcomeGroups(assessment, today) : [],
    exceptions: detailed ? exceptionsRegister(assessment, today) : [],
    progress: reportProgress(series, assessment.id, timeZoneOf(branding)),
    importedLine: detailed ? importedAnswersLine(assessment.requirementOutcomes) : '',
    ungradedLine: detailed && summary.evidence ? ungradedLineOf(ungradedEvidenceLead(ungradedEvidence(assessment.requirementOutcomes, today))) : '',
  };
  return { ...partial, nextSteps: nextSteps(partial) };
}
