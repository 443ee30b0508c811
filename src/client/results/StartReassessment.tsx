import { useNavigate } from '../router';
import type { Assessment } from '../../domain/assessment';
import { accessKeyFor } from '../api/assessments';
import { startReassessment } from '../api/series';
import { ErrorBox } from '../ErrorBox';
import { ownMessage, useAction } from '../forms/useAction';
import { paths } from '../paths';

/**
 * "Start a re-assessment from these answers": a new draft prefilled with this assessment's answers, in its
 * series, opened in the wizard at its review. Offered on a completed assessment whose key this browser holds.
 */
export function StartReassessment({ assessment }: { assessment: Assessment }) {
  const navigate = useNavigate();
  const { busy, error, run } = useAction(ownMessage('The re-assessment could not be started. Please try again.'));
  if (assessment.status !== 'completed' || accessKeyFor(assessment.id) === undefined) return null;
  const start = () =>
    run(async () => {
      const draft = await startReassessment(assessment.id);
      void navigate(paths.resume(draft.id));
    });
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => void start()} aria-disabled={busy ? 'true' : undefined}>
        {busy ? 'Starting…' : 'Start a re-assessment from these answers'}
      </button>
      <ErrorBox>{error && `The re-assessment could not be started: ${error}`}</ErrorBox>
    </>
  );
}
