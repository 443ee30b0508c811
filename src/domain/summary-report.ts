import type { Assessment } from './assessment';
import type { AssessmentKind } from './assessment-kinds';
import type { CalendarDay } from './calendar-day';
import { timeZoneOf, type Branding } from './branding';
import { CONTROL_IDS, type ControlId } from './controls';
import { controlTitle } from './control-titles';
import { audBand, controlExposureBand } from './exposure';
import { exposurePanel, type ExposurePanel } from './exposure-panel';
import { longAustralianDate } from './format';
import type { RequirementAnswers } from './framework/outcomes';
import { asdResultFromQuickCheck, asdSummary, SELF_ASSESSMENT_NOTICE, type AsdSummary } from './framework/asd-headline';
import { partialAssessmentSentence, type NotAssessed } from './framework/not-assessed-words';
import { evidenceSummaryOf } from './framework/evidence-level-summary';
import { levelLabel, targetLabel } from './maturity-levels';
import { controlStanding, priorityBand, type ControlStanding, type PriorityBandInfo } from './priority';
import { buildRoadmap, type Roadmap } from './roadmap';
import { planningAnswers, type PlanningAnswers } from './planning';
import { progressInALine, progressSince, type SeriesPoint } from './progress';
import { boardHeadline, COUNT_LABELS, describeFigures, type ReportFigure } from './headline';
import { averageMaturity, formatAverage, gap, levelOrZero } from './scoring';
import type { AssessedVerdict } from './review/assessed-verdict';

/** One control's line in a report. */
export interface ReportControl {
  id: ControlId;
  title: string;
  targetLevel: number;
  /** The target as shown: "Maturity Level Two", or "No target set". */
  targetTitle: string;
  currentLevel: number;
  /** The current level as shown: "Maturity Level One". */
  currentTitle: string;
  gap: number;
  /** The spec's priority band, from the current level alone (counted in the overview figures). */
  priority: PriorityBandInfo;
  /** Where the control stands against its target: what its badge says ("Target met" or its priority). */
  standing: ControlStanding;
  /**
   * The control's own exposure band at its current level ("A$400-800K"), a range for that control alone; null
   * once its target is met, and whenever the operator leaves money figures out (`exposureFiguresShown`).
   */
  exposureBand: string | null;
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
  /** The day the report is made ("2026-11-25"): an alternate control past its review date by then no longer counts. */
  today: CalendarDay;
  averageMaturity: number;
  averageMaturityText: string;
  highPriorityCount: number;
  mediumPriorityCount: number;
  /** The exposure panel: the model's three figures and how they relate; null when the operator leaves money figures out. */
  exposure: ExposurePanel | null;
  controls: ReportControl[];
  consultation: Branding;
  /** ASD's result: the lowest achieved level of the eight strategies, and which hold it there. */
  asd: AsdSummary;
  /**
   * A detailed assessment's level supported by evidence, overall and per strategy (a met requirement counts
   * only with evidence graded good or excellent), shown beside `asd`; null for a quick check, which grades no evidence.
   */
  evidence: AsdSummary | null;
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
  /**
   * One sentence a board member understands: the overall level (by ASD's method, or for a quick check
   * the indicative level from the ratings), what holds it back, and the size of the gap to the targets.
   */
  headline: string;
  /** The overview's figures, each with what it measures, in the order every format shows them. */
  figures: ReportFigure[];
  /** The controls with a gap, most urgent first (see `controlsByPriority`); met ones are left out. */
  openControls: ReportControl[];
  /** The respondent's implementation answers, in words. */
  planning: PlanningAnswers;
  /** The timeline cut into quarters: which strategy reaches which level when. */
  roadmap: Roadmap;
  /** The change since the assessment before this one in its series, in one line (`progressInALine`); empty when there is none before it. */
  progressLine: string;
  /**
   * The consultancy's verdict once its review is shared with the respondent: said first, before the headline,
   * which then reads as the self-assessment it is (`headlineAsShown`, self-assessment-label.ts); null while no review is shared.
   */
  assessedVerdict: AssessedVerdict | null;
}



/** What a detailed assessment's reports say of its current levels. */
export const DETAILED_LEVELS_NOTE =
  "Each strategy's current level is the level its requirement outcomes achieve by ASD's rule: a level counts only when the levels below it count, every requirement that applies at it is effective, met by an alternate control not past its review date, or not applicable, and at least one of them is met.";

/** Whether a branding shows money figures: on unless the operator set E8_EXPOSURE_FIGURES=off. */
export function exposureFiguresShown(branding: Pick<Branding, 'exposureFigures'>): boolean {
  return branding.exposureFigures !== false;
}

/** The per-control lines of a report, in wizard order; `withBands` false leaves every exposure band out. */
export function reportControls(assessment: Assessment, withBands = true): ReportControl[] {
  return CONTROL_IDS.map((id) => {
    const currentLevel = levelOrZero(assessment.assessments[id]);
    const targetLevel = levelOrZero(assessment.targetAssessments[id]);
    const standing = controlStanding(currentLevel, targetLevel);
    return {
      id,
      title: controlTitle(id),
      targetLevel,
      targetTitle: targetLabel(targetLevel),
      currentLevel,
      currentTitle: levelLabel(currentLevel),
      // A detailed assessment may achieve more than its target: that leaves no gap, not a negative one.
      gap: assessment.kind === 'detailed' ? Math.max(0, gap(targetLevel, currentLevel)) : gap(targetLevel, currentLevel),
      priority: priorityBand(currentLevel),
      standing,
      // A control whose target is met shows no band: the band is what is still open on that control.
      exposureBand: withBands && !standing.targetMet ? audBand(controlExposureBand(id, currentLevel).label) : null,
    };
  });
}

/**
 * The controls still short of their target, most urgent first: the lowest current level first (the
 * spec's high priority band before medium before low), then the respondent's chosen priorities in the
 * order they chose them, then the widest gap, then wizard order.
 */
export function controlsByPriority(controls: readonly ReportControl[], priorities: readonly ControlId[]): ReportControl[] {
  const chosen = (id: ControlId) => {
    const index = priorities.indexOf(id);
    return index === -1 ? priorities.length : index;
  };
  return controls
    .filter((control) => !control.standing.targetMet && control.targetLevel > 0)
    .map((control, order) => ({ control, order }))
    .sort(
      (a, b) =>
        a.control.currentLevel - b.control.currentLevel ||
        chosen(a.control.id) - chosen(b.control.id) ||
        b.control.gap - a.control.gap ||
        a.order - b.order,
    )
    .map(({ control }) => control);
}

/**
 * Builds the summary report model of an assessment, made on `today`. `notAssessed` is a detailed
 * assessment's requirements left unassessed (`notAssessedFor`, which needs the catalogue): every level
 * then says when it rests on a partial assessment. A quick check has none. `series` is the completed assessments
 * of its series (levels and dates only), from which the line of progress since the earlier one is drawn.
 * `assessedVerdict` is the consultancy's verdict on a review shared with the respondent, null when none is.
 */
export function buildSummaryReport(
  assessment: Assessment,
  branding: Branding,
  today: CalendarDay,
  notAssessed: readonly NotAssessed[] = [],
  series: readonly SeriesPoint[] = [],
  assessedVerdict: AssessedVerdict | null = null,
): SummaryReport {
  const figuresShown = exposureFiguresShown(branding);
  const controls = reportControls(assessment, figuresShown);
  const openControls = controlsByPriority(controls, assessment.priorities);
  const average = averageMaturity(assessment.assessments);
  const detailed = assessment.kind === 'detailed';
  const asd = asdSummary(asdResultFromQuickCheck(assessment.assessments), { kind: assessment.kind, notAssessed });
  const highPriorityCount = controls.filter((control) => control.priority.band === 'High').length;
  const mediumPriorityCount = controls.filter((control) => control.priority.band === 'Medium').length;
  return {
    kind: assessment.kind,
    organisationName: assessment.organizationName || 'N/A',
    respondentName: assessment.respondentName || 'N/A',
    respondentEmail: assessment.respondentEmail || 'N/A',
    assessedOn: longAustralianDate(assessment.updatedAt, timeZoneOf(branding)),
    today,
    averageMaturity: average,
    averageMaturityText: formatAverage(average),
    highPriorityCount,
    mediumPriorityCount,
    exposure: figuresShown ? exposurePanel(assessment.assessments, bandsOf(controlsOpenFirst(controls, openControls))) : null,
    controls,
    consultation: branding,
    // A detailed assessment's stored levels are the ones its outcomes achieve, so this is its outcome-based result too.
    asd,
    evidence: evidenceSummaryOf(assessment) ?? null,
    notice: SELF_ASSESSMENT_NOTICE,
    levelsNote: detailed ? DETAILED_LEVELS_NOTE : '',
    highPriorityLabel: COUNT_LABELS[assessment.kind].high.name,
    mediumPriorityLabel: COUNT_LABELS[assessment.kind].medium.name,
    requirementOutcomes: assessment.requirementOutcomes,
    headline: [boardHeadline(assessment.organizationName, asd, controls), partialAssessmentSentence(notAssessed)].filter((text) => text !== '').join(' '),
    figures: describeFigures({ kind: assessment.kind, average, highPriorityCount, mediumPriorityCount }),
    openControls,
    planning: planningAnswers(assessment),
    roadmap: buildRoadmap(assessment),
    progressLine: progressLineOf(series, assessment.id, timeZoneOf(branding)),
    assessedVerdict,
  };
}

/** The strategies that show a band (those below their target), in the order given, each with its band. */
function bandsOf(controls: readonly ReportControl[]): { title: string; band: string }[] {
  return controls.flatMap((control) => (control.exposureBand === null ? [] : [{ title: control.title, band: control.exposureBand }]));
}

/** The line of progress since the earlier assessment of a series, or empty when there is none before this one. */
function progressLineOf(series: readonly SeriesPoint[], assessmentId: string, timeZone: string): string {
  const since = progressSince(series, assessmentId, timeZone);
  return since ? progressInALine(since, timeZone) : '';
}

/**
 * Every control in the order the results show them: the open ones as `openControls` orders them
 * (most urgent first), then the rest (targets met, or no target set) in wizard order.
 */
export function controlsOpenFirst(controls: readonly ReportControl[], openControls: readonly ReportControl[]): ReportControl[] {
  const open = new Set(openControls.map((control) => control.id));
  return [...openControls, ...controls.filter((control) => !open.has(control.id))];
}
