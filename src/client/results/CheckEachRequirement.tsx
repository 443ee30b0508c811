import { Link } from '../router';
import type { Assessment } from '../../domain/assessment';
import { paths } from '../paths';

/** A quick check's invitation to the detailed assessment, which starts from the ratings given here. */
export function CheckEachRequirement({ assessment }: { assessment: Assessment }) {
  return (
    <section className="card check-requirements" aria-labelledby="check-title">
      <div>
        <h2 id="check-title">Get your level by ASD&apos;s method</h2>
        <p>
          ASD counts a level only when every requirement of it is met, so the levels of this quick check are indicative, from your ratings. ASD&apos;s
          method needs the detailed assessment: checking each requirement, starting from your ratings, gives the levels it would.
        </p>
      </div>
      <Link className="button button--primary" to={paths.detailedAssessment} state={{ startFrom: assessment }}>
        Check each requirement
      </Link>
    </section>
  );
}
