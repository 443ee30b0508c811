import type { FollowUp } from '../../domain/follow-up';
import type { ApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { NotesPanel } from './NotesPanel';

/**
 * The consultant's notes on an assessment and the changes of its organisation's follow-up, as one timeline, with the
 * form for a new note; `onAdded` after a note is added (the history shows it).
 */
export function NotesSection({ assessmentId, followUpQuery, onAdded }: { assessmentId: string; followUpQuery: ApiQuery<FollowUp>; onAdded: () => void }) {
  const { data: followUp, error } = followUpQuery;
  return (
    <section className="card" aria-labelledby="notes-section-title">
      <h2 id="notes-section-title">Notes</h2>
      <ErrorBox>{error && `Error: ${error.message}`}</ErrorBox>
      {!followUp && !error && <p role="status">Loading notes...</p>}
      {followUp && <NotesPanel assessmentId={assessmentId} notes={followUp.notes} changes={followUp.changes} onAdded={onAdded} />}
    </section>
  );
}
