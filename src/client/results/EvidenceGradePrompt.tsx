import { useNavigate } from '../router';
import { sharedCountNote, ungradedByStrategy, ungradedEvidenceLead, type UngradedEvidence } from '../../domain/framework/ungraded-evidence-words';
import { accessKeyFor } from '../api/assessments';
import { ErrorBox } from '../ErrorBox';
import { ownMessage, useAction } from '../forms/useAction';

/** The code that starts the re-assessment and finds where it opens: fetched on the press, so the results' own script stays light. */
const loadOpening = () => import('./grade-evidence');

/**
 * Where met requirements of a detailed assessment carry no evidence grade, which the level supported by evidence
 * therefore cannot count: how many, strategy by strategy, and a button that opens the detailed assessment (as a
 * re-assessment from these answers) at the first of them, on its grade. Nothing when every met requirement is graded.
 */
export function EvidenceGradePrompt({ assessmentId, ungraded }: { assessmentId: string; ungraded: UngradedEvidence }) {
  const navigate = useNavigate();
  const { busy, error, run } = useAction(ownMessage('The detailed assessment could not be opened. Please try again.'));
  const first = ungraded.first;
  if (!first) return null;
  const note = sharedCountNote(ungraded);
  const grade = () =>
    run(async () => {
      const place = await (await loadOpening()).openToGrade(assessmentId, first);
      void navigate(place.to, place.state ? { state: place.state } : undefined);
    });
  return (
    <div className="evidence-grades" role="group" aria-labelledby="evidence-grades-title">
      <h3 id="evidence-grades-title">Evidence grades missing</h3>
      <p>{ungradedEvidenceLead(ungraded)}</p>
      <ul aria-label="Met requirements without an evidence grade, by strategy">
        {ungradedByStrategy(ungraded).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {note !== '' && <p className="hint">{note}</p>}
      {accessKeyFor(assessmentId) === undefined ? (
        <p className="hint">Open these results in the browser that holds their key to grade the evidence.</p>
      ) : (
        <>
          <button type="button" className="button button--secondary" onClick={() => void grade()} aria-disabled={busy ? 'true' : undefined}>
            {busy ? 'Opening…' : 'Grade the evidence, from the first ungraded requirement'}
          </button>
          <p className="hint">
            This starts a re-assessment from these answers, open at that requirement: these results stay as they are until you submit it.
          </p>
        </>
      )}
      <ErrorBox>{error && `The detailed assessment could not be opened: ${error}`}</ErrorBox>
    </div>
  );
}
