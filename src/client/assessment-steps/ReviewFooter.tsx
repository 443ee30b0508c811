import { FormActions } from '../forms/FormActions';

interface ReviewFooterProps {
  submitting: boolean;
  saveError: string | undefined;
  onBack: () => void;
}

/** The foot of a review: Back to the step before, Submit Assessment, and the save error under them. */
export function ReviewFooter({ submitting, saveError, onBack }: ReviewFooterProps) {
  return (
    <FormActions
      aside={
        // aria-disabled rather than disabled while busy: a disabled button would drop keyboard focus to the page.
        <button type="button" className="button button--secondary" onClick={() => !submitting && onBack()} aria-disabled={submitting}>
          Back
        </button>
      }
      busy={submitting}
      busyLabel="Submitting..."
      submitLabel="Submit Assessment"
      error={saveError}
    />
  );
}
