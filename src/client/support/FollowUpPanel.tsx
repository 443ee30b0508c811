import type { FollowUp } from '../../domain/follow-up';
import { fetchFollowUpOwners } from '../api/support';
import { useApiQuery, type ApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { FollowUpForm } from './FollowUpForm';
import { NotesPanel } from './NotesPanel';

/**
 * The consultant's follow-up of an assessment: its status, owner and next-action date, and the timeline of notes and
 * changes, loaded by the page (its summary shows the follow-up too); `onChanged` after either is saved (the history
 * shows it).
 */
export function FollowUpPanel({ assessmentId, followUpQuery, onChanged }: { assessmentId: string; followUpQuery: ApiQuery<FollowUp>; onChanged: () => void }) {
  const { data: followUp, error, reload } = followUpQuery;
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
