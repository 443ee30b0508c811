import type { AssessedVerdict } from './review/assessed-verdict';

/**
 * What the respondent's own figures are called once a review the consultancy shared with them stands before them
 * (the results, Your assessments and the summary PDF). A module of its own, so a page that only names it does not
 * load the summary report's model (nor a PDF renderer that only says it).
 */
export const SELF_ASSESSMENT_LABEL = 'Your self-assessment';

/** The headline as the results and the summary give it: named as the self-assessment once a shared review's verdict comes first. */
export function headlineAsShown(report: { headline: string; assessedVerdict: AssessedVerdict | null }): string {
  return report.assessedVerdict ? `${SELF_ASSESSMENT_LABEL}: ${report.headline}` : report.headline;
}
