import { ErrorBox } from './ErrorBox';
import { ownMessage, useAction } from './forms/useAction';

const NAMES = { pdf: 'Download the assessment report (PDF)', docx: 'Download the assessment report (Word)' } as const;

/**
 * One download button of a review's assessment report, on the respondent's results and in the portal's review:
 * busy in words while `save` makes the file (a long report takes a while), its failure in words beside it.
 */
export function AssessmentReportButton({ format, save }: { format: 'pdf' | 'docx'; save: () => Promise<void> }) {
  const action = useAction(ownMessage('The assessment report could not be made. Please try again.'));
  return (
    <>
      {/* aria-disabled rather than disabled while busy, so keyboard focus stays on the button. */}
      <button type="button" className={`button ${format === 'pdf' ? 'button--primary' : 'button--secondary'}`} aria-disabled={action.busy} onClick={() => void action.run(save)}>
        {action.busy ? 'Making the report...' : NAMES[format]}
      </button>
      <span className="visually-hidden" role="status">
        {action.busy ? 'Making the report...' : ''}
      </span>
      <ErrorBox>{action.error}</ErrorBox>
    </>
  );
}
