import { Link, useNavigate } from '../router';
import { paths } from '../paths';
import { KIND_NAMES } from '../../domain/assessment-kinds';
import { forgetJustSubmitted, type Journey } from '../progress/just-submitted';

/**
 * What the steps of a journey say once its assessment was submitted and its answers left this browser (Back from
 * the results, or a reload of a tab left open): that it was submitted, its results, and a way to start afresh,
 * never a blank first question as if nothing had happened. `onStartNew` shows the steps again from the welcome.
 */
export function SubmittedNotice({ journey, id, onStartNew }: { journey: Journey; id: string; onStartNew: () => void }) {
  const navigate = useNavigate();
  const startNew = () => {
    forgetJustSubmitted(journey);
    void navigate({ search: '' }, { replace: true });
    onStartNew();
  };
  return (
    <section className="card wizard-step" aria-labelledby="submitted-heading">
      <h2 id="submitted-heading">This {KIND_NAMES[journey].toLowerCase()} has been submitted</h2>
      <p>Its answers were sent and are no longer kept in this browser as a draft. Open the results to read them, or start a new assessment.</p>
      <div className="button-row">
        <Link to={paths.results(id)} className="button button--primary">
          Open the results
        </Link>
        <button type="button" className="button button--secondary" onClick={startNew}>
          Start a new assessment
        </button>
      </div>
    </section>
  );
}

/** Said on the review when Submit found the assessment submitted already from another tab or window: its results, linked. */
export function AlreadySubmitted({ id }: { id: string }) {
  return (
    <div className="notice notice--info" role="alert">
      <p>
        <strong>Already submitted.</strong> This assessment was submitted from another tab or window, so it was not submitted again.{' '}
        <Link to={paths.results(id)}>Open the results</Link>
      </p>
    </div>
  );
}
