import { Link, useLocation } from '../../router';
import { REVIEW_STATUS_NAMES, type Review } from '../../../domain/review/review';
import { ErrorBox } from '../../ErrorBox';

/** The words of the way into review mode: to start, to go on, or to read a finished review. */
function enterLabel(review: Review): string {
  if (review.status === 'not-started') return 'Review this assessment';
  return review.status === 'in-review' ? 'Continue the review' : 'Open the review';
}

/**
 * "Assessor's review" outside review mode: where the review stands and the way into review mode, kept in
 * the address (`?mode=review`) so Back leaves it and a reload stays in it.
 */
export function ReviewCard({ review, error, reviewAddress }: { review: Review | undefined; error: Error | undefined; reviewAddress: string }) {
  // The navigation state carries the list to go back to; review mode keeps it.
  const { state: listState } = useLocation();
  return (
    <section className="card" aria-labelledby="review-card-title">
      <h2 id="review-card-title">Assessor&apos;s review</h2>
      {error ? (
        <ErrorBox>The review could not be loaded: {error.message}. Reload the page to try again.</ErrorBox>
      ) : !review ? (
        <p role="status">Loading the review...</p>
      ) : (
        <>
          <p>
            Status: <strong>{REVIEW_STATUS_NAMES[review.status]}</strong>
          </p>
          <Link className="button button--primary" to={reviewAddress} state={listState}>
            {enterLabel(review)}
          </Link>
        </>
      )}
    </section>
  );
}
