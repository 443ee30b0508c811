/** What the assessment report says that does not depend on the review: its title, sections, fixed sentences and the order of its strategies. */

import { CONTROL_IDS, type ControlId } from '../controls';
import { RISK_ACCEPTED_BY_LABEL } from '../framework/risk-acceptance';
import { CHART_LEGEND } from '../radar-chart';

/** The report's title, as ASD's Essential Eight assessment report template (November 2023) gives it. */
export const ASSESSMENT_REPORT_TITLE = 'Essential Eight assessment report';

/**
 * The report's sections in order. Each stands for a section of ASD's Essential Eight assessment report template
 * (November 2023, V1.2): document details (1), executive summary (2), introduction (3: background, scope, approach,
 * limitations), detailed findings (4), summary of recommendations (5) and Appendix A (6); the exceptions register as
 * found is ours. Both formats and the contents page take their headings from here.
 */
export const ASSESSMENT_REPORT_SECTIONS = [
  { id: 'document-details', title: 'Document details' },
  { id: 'summary', title: 'Executive summary' },
  { id: 'scope', title: 'Introduction: background, scope and approach' },
  { id: 'results', title: 'Results by strategy' },
  { id: 'exceptions', title: 'Exceptions register as found' },
  { id: 'recommendations', title: 'Recommendations in order of action' },
  { id: 'appendix', title: 'Appendix: how the findings were made' },
] as const;

/** A section of the assessment report. */
export type AssessmentReportSectionId = (typeof ASSESSMENT_REPORT_SECTIONS)[number]['id'];

/** A section's heading. */
export function assessmentSectionTitle(id: AssessmentReportSectionId): string {
  return ASSESSMENT_REPORT_SECTIONS.find((section) => section.id === id)?.title ?? id;
}

/**
 * The order of the strategies in the report: ASD's template gives its detailed findings in ASD's order of the
 * strategies (patching and multi-factor authentication first, the strategies that address initial access), the
 * order every list of the product follows (`CONTROL_IDS`), so a reader who knows the template finds each strategy
 * where they look for it.
 */
export const TEMPLATE_STRATEGY_ORDER: readonly ControlId[] = CONTROL_IDS;

/** The columns of the template's results table, as each strategy's results give them. */
export const RESULT_COLUMNS = ['Requirement', 'Implementation status', 'Test type', 'Assessment justification'] as const;

/** What a field says when nothing was written in it. */
export const NOT_RECORDED = 'Not recorded';

/** What a requirement says when the respondent changed their answer after the finding was saved. */
export const ANSWER_CHANGED = 'Answer changed since review';

/** Who prepared the report: the consultancy's assessment, said on the cover and in the footer of every page. */
export function assessmentReportNotice(companyName: string): string {
  return `This report is ${companyName}'s assessment, from its review of the organisation's detailed self-assessment and its own testing. It is not an assessment by the Australian Signals Directorate (ASD) and not a certification.`;
}

/** What the results section says first: how each requirement is given. */
export const RESULTS_INTRO =
  "Each strategy's level as assessed, then every requirement under the level it first applies at: the assessor's finding in the columns of ASD's results table (implementation status, test type, and the justification with the evidence quality judged), and beneath it the organisation's own answer and the evidence files kept for it.";

/** What the register as found says first. */
export const EXCEPTIONS_AS_FOUND_INTRO =
  "Every requirement the assessor found met by an alternate control, not applicable or not implemented, with the assessor's justification and the evidence quality judged, for an alternate control who accepted its residual risk and the date by which it is reviewed again, and beneath it the organisation's own answer. An alternate control past that date no longer meets its requirement.";

/** Who accepted the residual risk of an alternate control found, as the register and the results table label them. */
export const RISK_ACCEPTED_BY = RISK_ACCEPTED_BY_LABEL;

/** What the register as found says when it is empty. */
export const EXCEPTIONS_AS_FOUND_EMPTY = 'The assessor found no requirement met by an alternate control, not applicable or not implemented.';

/** What the recommendations section says first. */
export const RECOMMENDATIONS_INTRO =
  "The requirements within the target found not met, strategy by strategy (those holding the organisation's assessed level down first), each level before the next, up to each target: the order in which to act on them.";

/** What a strategy's results say before the shared requirements that count in it but are given under another strategy. */
export const GIVEN_ELSEWHERE_LEAD = 'Also counting here, given once under the strategy named:';

/** A shared requirement given under another strategy, in words. */
export function givenElsewhereInWords(entry: { text: string; strategyTitle: string }): string {
  return `${entry.text} (under ${entry.strategyTitle})`;
}

/** The appendix's account of ASD's level rule, applied to the findings. */
export const LEVEL_RULE_IN_WORDS: readonly string[] = [
  'A maturity level counts for a strategy only when the levels below it count and every requirement that applies at it was found effective, met by an alternate control not past its review date, or not applicable, with at least one of them met.',
  'The organisation is at the lowest level of its eight strategies: ASD assesses the Essential Eight as a package, one level at a time.',
  "Requirements above the assessment's target maturity level (the level agreed for it, or the organisation's own target where none was agreed) are outside its scope: they are not assessed, and no strategy is assessed above its target.",
  'A requirement within the target with no finding counts as not assessed, and so holds its strategy below the level it applies at.',
  'An alternate control counts until the date by which it is to be reviewed again, and as ineffective after it; ASD asks that exceptions be approved for no more than a year.',
  "The organisation's own answers and its own grading of its evidence are given beside the assessed level, but play no part in it.",
];

/** What the appendix says of the evidence files listed in it. */
export const EVIDENCE_FILES_APPENDIX_INTRO =
  "The files kept with the assessment as evidence, requirement by requirement, each marked as the organisation's (attached with its answers) or the assessor's (added during the review).";

/** The chart's legend in the assessment report: the level as assessed is drawn where other reports draw the current level. */
export const ASSESSED_CHART_LEGEND = { current: 'Level as assessed', target: 'Target level', scale: CHART_LEGEND.scale } as const;

/** The columns of the executive summary's table of levels, strategy by strategy. */
export const LEVEL_COLUMNS = ['Strategy', 'Target', 'As assessed', 'By the answers', 'Supported by evidence'] as const;

/** The executive summary's overall levels by the answers and by the evidence: read within the target, as the level as assessed is. */
export const OVERALL_BY_ANSWERS_WITHIN_TARGET = 'Overall level by the answers, within the target';
export const OVERALL_BY_EVIDENCE_WITHIN_TARGET = 'Overall level supported by evidence, within the target';

/** What the executive summary's table of levels says beneath it: every column is read within the target. */
export const LEVELS_WITHIN_TARGET_NOTE =
  "Every level here is read within the target: requirements above a strategy's target are outside the scope of the assessment, so no strategy counts above its target, whether as assessed, by the organisation's answers or by its evidence.";

/** The mark of a requirement whose finding differs from the organisation's answer. */
export const DIFFERS_FROM_ANSWER = 'Differs from the answer';

/** What the justification column says of a requirement with no finding. */
export const NO_FINDING = 'No finding recorded.';

/** What a strategy's recommendations say when its target is reached as assessed. */
export const TARGET_REACHED = 'The target is reached as assessed: keep each requirement tested and evidenced.';

/** What the revision history says before any finding is saved. */
export const NO_REVISION_YET = 'No finding has been recorded yet.';

/** How the action plan labels the note under each requirement: the assessor's, whole. */
export const ASSESSOR_NOTE_LABEL = "Assessor's note";

/** What follows a text before the next labelled part of its line: a full stop and two spaces, or only the spaces after a text that already ends a sentence. */
export function afterText(text: string): string {
  return /[.!?…:]$/.test(text.trim()) ? '  ' : '.  ';
}
