import type { FollowUp } from '../../domain/follow-up';
import { fetchFollowUpOwners } from '../api/support';
import { useApiQuery, type ApiQuery } from '../api/useApiQuery';
import { ErrorBox } from '../ErrorBox';
import { FollowUpForm } from './FollowUpForm';

/**
 * The follow-up at the top of the detail page, in its summary: the organisation's status, owner and next action (what
 * and when) as a compact form, loaded by the page; `onSaved` after a save (the notes timeline and the history show it).
 */
export function FollowUpPanel({ assessmentId, followUpQuery, onSaved }: { assessmentId: string; followUpQuery: ApiQuery<FollowUp>; onSaved: () => void }) {
  const { data: followUp, error } = followUpQuery;
  const owners = useApiQuery('follow-up-owners', fetchFollowUpOwners);
  const failure = error ?? owners.error;
  return (
    <section className="detail-summary__follow-up" aria-labelledby="follow-up-title">
      <h3 id="follow-up-title">Follow-up</h3>
      <p className="hint">The organisation&apos;s: it carries to its re-assessments. Its changes are in the notes below.</p>
      <ErrorBox>{failure && `Error: ${failure.message}`}</ErrorBox>
      {(!followUp || !owners.data) && !failure && <p role="status">Loading follow-up...</p>}
      {followUp && owners.data && <FollowUpForm key={assessmentId} assessmentId={assessmentId} saved={followUp} owners={owners.data} onSaved={onSaved} />}
    </section>
  );
}
