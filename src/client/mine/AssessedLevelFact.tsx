import type { AssessedVerdict } from '../../domain/review/assessed-verdict';

/**
 * "Assessed by {consultancy}" with the overall level as assessed, first among the facts of a completed detailed
 * assessment in "Your assessments" once the consultancy has shared its review: ASD's rule on the assessor's
 * findings, within the review's target, as the results say it.
 */
export function AssessedLevelFact({ verdict }: { verdict: AssessedVerdict }) {
  return (
    <div className="own-assessment__assessed">
      <dt>{verdict.assessedBy}</dt>
      <dd>{verdict.levelName}</dd>
    </div>
  );
}
