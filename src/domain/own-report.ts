import type { Assessment } from './assessment';

/** Why a respondent's detailed report is refused for an assessment the key opens. */
export type OwnReportRefusal = 'not_completed' | 'not_detailed';

/** Each refusal in words, as the server answers it (409) and the page shows it. */
export const OWN_REPORT_REFUSALS: Record<OwnReportRefusal, string> = {
  not_completed: 'This assessment is still a draft: finish and submit it, then download its detailed report from the results page.',
  not_detailed:
    'A quick check has no detailed report: its one-page summary (PDF) is its report. A detailed assessment gives the requirement register, exceptions and action plan.',
};

/** Why an assessment has no detailed report for its respondent (a draft, or a quick check), or undefined when it has one. */
export function ownReportRefusal(assessment: Pick<Assessment, 'status' | 'kind'>): OwnReportRefusal | undefined {
  if (assessment.status !== 'completed') return 'not_completed';
  if (assessment.kind !== 'detailed') return 'not_detailed';
  return undefined;
}
