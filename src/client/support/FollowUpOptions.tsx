import { FOLLOW_UP_NAMES, FOLLOW_UP_STATUSES } from '../../domain/follow-up';

/** One option per follow-up status, in the order support works through them, each in its name. */
export function FollowUpOptions() {
  return FOLLOW_UP_STATUSES.map((status) => (
    <option key={status} value={status}>
      {FOLLOW_UP_NAMES[status]}
    </option>
  ));
}
