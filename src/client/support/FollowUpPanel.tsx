import { fetchFollowUp, fetchFollowUpOwners } from '../api/support';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { FollowUpForm } from './FollowUpForm';
import { NotesPanel } from './NotesPanel';

/**
 * The consultant's follow-up of an assessment: its status, owner and next-action date, and the timeline of notes and
 * changes; `onChanged` after either is saved (the history shows it).
 */
export function FollowUpPanel({ assessmentId, onChanged }: { assessmentId: string; onChanged: () => void }) {
  const { data: followUp, error, reload } = useApiQuery(`follow-up:${assessmentId}`, () => fetchFollowUp(assessmentId));
  const owners = useApiQuery('follow-up-owners', fetchFollowUpOwners);
  const saved = () => {
    reload();
    onChanged();
  };
  const failure = error ?? owners.error;
  return (
    <section className="card" aria-labelledby="follow-up-title">
      <h2 id="follow-up-title">Follow-up</h2>
      <ErrorBox>{failure && `Error: ${failure.message}`}</ErrorBox>
      {(!followUp || !owners.data) && !failure && <p role="status">Loading follow-up...</p>}
      {followUp && owners.data && (
        <>
          <FollowUpForm key={assessmentId} assessmentId={assessmentId} saved={followUp} owners={owners.data} onSaved={saved} />
          <NotesPanel assessmentId={assessmentId} notes={followUp.notes} changes={followUp.changes} onAdded={saved} />
        </>
      )}
    </section>
  );
}
