import { actionPlanSections, planLead, type ReportRequirement } from './requirement-report';
import type { SummaryReport } from './summary-report';

/** How much of an evidence note the one-page summary quotes; the detailed report gives it whole. */
export const SUMMARY_EVIDENCE_LENGTH = 110;

/** Where a detailed assessment's action plan starts, as the one-page summary says it. */
export interface WhereToStart {
  /** "Start with the 2 requirements that hold Regular backups below Maturity Level One (6 in the detailed report's action plan). The first:" */
  lead: string;
  first: ReportRequirement;
  /** The first requirement's evidence on one line, cut to fit the page ("…" where cut); empty when none. */
  evidenceExcerpt: string;
}

/** The longest word an excerpt keeps whole: a longer one (a link) is cut, so the excerpt stays on one line. */
const LONGEST_EXCERPT_WORD = 40;

/** An evidence note on one line, cut at a word to at most `length` characters, with "…" where it was cut. */
export function excerpt(note: string, length: number): string {
  const text = note
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => (word.length > LONGEST_EXCERPT_WORD ? `${word.slice(0, LONGEST_EXCERPT_WORD - 1)}…` : word))
    .join(' ');
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The first requirement of a detailed assessment's action plan and what leads to it, from its
 * summary report; undefined for a quick check, or when every strategy meets its target.
 */
export function whereToStart(report: Pick<SummaryReport, 'kind' | 'controls' | 'requirementOutcomes' | 'today'>): WhereToStart | undefined {
  if (report.kind !== 'detailed') return undefined;
  const targetAssessments = Object.fromEntries(report.controls.map((control) => [control.id, control.targetLevel]));
  const plan = actionPlanSections({ targetAssessments, requirementOutcomes: report.requirementOutcomes }, report.today);
  const first = plan[0]?.levels[0]?.requirements[0];
  const lead = planLead(plan);
  if (!first || !lead) return undefined;
  const inPlan = lead.total === 1 ? "the whole of the detailed report's action plan" : `${lead.total} in the detailed report's action plan`;
  return {
    lead:
      lead.leading === 1
        ? `Start with the requirement that holds ${lead.holds} (${inPlan}):`
        : `Start with the ${lead.leading} requirements that hold ${lead.holds} (${inPlan}). The first:`,
    first,
    evidenceExcerpt: excerpt(first.evidence, SUMMARY_EVIDENCE_LENGTH),
  };
}
