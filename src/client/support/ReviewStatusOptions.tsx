import { REVIEW_STATUS_NAMES, REVIEW_STATUSES } from '../../domain/review/review';

/** One option per review status, in the order a review goes through them, each in its name. */
export function ReviewStatusOptions() {
  return REVIEW_STATUSES.map((status) => (
    <option key={status} value={status}>
      {REVIEW_STATUS_NAMES[status]}
    </option>
  ));
}
