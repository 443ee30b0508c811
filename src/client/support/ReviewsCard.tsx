import { Link } from '../router';
import { assessedBelowInWords, assessedBelowPercent, type DashboardReviews } from '../../domain/dashboard-reviews';
import { listPageAddress } from './list-address';

/**
 * The dashboard's "Reviews": how many consultants' reviews are in progress and were finished in the last 30 days,
 * and how often the assessed level falls below the respondent's, in words and as a bar whose accessible name says
 * the same.
 */
export function ReviewsCard({ reviews }: { reviews: DashboardReviews }) {
  const below = assessedBelowInWords(reviews);
  const atOrAbove = reviews.finished - reviews.assessedBelow;
  return (
    <section className="card" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      <dl className="movement-figures">
        <div className="movement-figure">
          <dt>In progress</dt>
          <dd>{reviews.inReview}</dd>
        </div>
        <div className="movement-figure">
          <dt>Finished in the last 30 days</dt>
          <dd>{reviews.finishedLast30Days}</dd>
        </div>
      </dl>
      {reviews.finished === 0 ? (
        <p>{below}. Once one is, this shows how often the assessed level is below the level the respondent&apos;s answers reach.</p>
      ) : (
        <figure className="review-share">
          <div className="review-share__track" role="img" aria-label={`${reviews.assessedBelow} assessed below the respondent's level, ${atOrAbove} at or above it`}>
            <span className="review-share__below" style={{ width: `${assessedBelowPercent(reviews)}%` }} />
          </div>
          <p className="review-share__legend" aria-hidden="true">
            <span>
              <span className="review-share__swatch review-share__swatch--below" />
              Below the respondent&apos;s level
            </span>
            <span>
              <span className="review-share__swatch" />
              At or above it
            </span>
          </p>
          <figcaption>{below}.</figcaption>
        </figure>
      )}
      <p className="hint">
        The assessed level is the overall level the consultant&apos;s findings alone reach; the respondent&apos;s is the overall level their answers
        reach by ASD&apos;s method. Both are kept as they stood when the review was finished. A shared review counts as finished; a reopened one is
        in progress again.
      </p>
      <p>
        <Link to={listPageAddress({ status: 'completed', review: 'in-review' })}>See the reviews in progress</Link>
      </p>
    </section>
  );
}
