import { useLocation, useNavigate } from '../../router';
import { startReviewCopy } from '../../api/review';
import { ErrorBox } from '../../ErrorBox';
import { useAction } from '../../forms/useAction';
import { paths } from '../../paths';
import { failureText } from '../failure-text';

/**
 * "Assessor's review" of a completed quick check: a quick check rates each strategy as a whole, so it is
 * reviewed through a detailed assessment made from it, which this starts and opens in review mode.
 */
export function ReviewCopyCard({ quickCheckId }: { quickCheckId: string }) {
  const navigate = useNavigate();
  const { state: listState } = useLocation();
  const start = useAction(failureText('The review could not be started'));
  const startReview = () =>
    void start.run(async () => {
      const id = await startReviewCopy(quickCheckId);
      // The list the detail page goes back to comes along.
      await navigate(`${paths.supportResult(id)}?mode=review`, { state: listState });
    });
  return (
    <section className="card" aria-labelledby="review-card-title">
      <h2 id="review-card-title">Assessor&apos;s review</h2>
      <p>
        A quick check rates each strategy as a whole. To review it requirement by requirement, start a detailed assessment from it: every requirement begins
        not assessed, with the outcome its strategy&apos;s rating suggests, and the assessed levels come from your findings. The copy joins this
        organisation&apos;s assessments; the respondent neither sees nor changes it, and it is deleted with this quick check.
      </p>
      <button type="button" className="button button--primary" aria-disabled={start.busy} onClick={startReview}>
        {start.busy ? 'Starting...' : 'Start a review from this quick check'}
      </button>
      <ErrorBox>{start.error}</ErrorBox>
    </section>
  );
}
