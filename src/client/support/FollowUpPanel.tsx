import { fetchFollowUp } from '../api/support';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { FollowUpStatusForm } from './FollowUpStatusForm';
import { NotesPanel } from './NotesPanel';

/** The consultant's follow-up of an assessment: its status and the private notes; `onChanged` after either is saved (the history shows it). */
export function FollowUpPanel({ assessmentId, onChanged }: { assessmentId: string; onChanged: () => void }) {
  const { data: followUp, error, reload } = useApiQuery(`follow-up:${assessmentId}`, () => fetchFollowUp(assessmentId));
  return (
    <section className="card" aria-labelledby="follow-up-title">
      <h2 id="follow-up-title">Follow-up</h2>
      <ErrorBox>{error && `Error: ${error.message}`}</ErrorBox>
      {!followUp && !error && <p role="status">Loading follow-up...</p>}
      {followUp && (
        <>
          <FollowUpStatusForm key={followUp.status} assessmentId={assessmentId} saved={followUp.status} onSaved={onChanged} />
          <NotesPanel
            assessmentId={assessmentId}
            notes={followUp.notes}
            onAdded={() => {
              reload();
              onChanged();
            }}
          />
        </>
      )}
    </section>
  );
}
