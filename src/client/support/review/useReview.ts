import { useCallback, useState } from 'react';
import type { Review } from '../../../domain/review/review';
import { fetchReview } from '../../api/review';
import { useApiQuery } from '../../api/useApiQuery';

/** The review of an assessment as the page holds it: read from the server, then changed by each save and step. */
export interface ReviewState {
  review: Review | undefined;
  error: Error | undefined;
  update: (change: (review: Review) => Review) => void;
  reload: () => void;
}

/** Reads the review of an assessment (none when `assessmentId` is null: a quick check or a draft has none). */
export function useReview(assessmentId: string | null): ReviewState {
  const loaded = useApiQuery(assessmentId === null ? null : `review:${assessmentId}`, () => fetchReview(assessmentId ?? ''));
  // What the page changed since the last read, for that read only: reading again starts from the server's copy.
  const [changed, setChanged] = useState<{ from: Review; review: Review }>();
  const review = changed && changed.from === loaded.data ? changed.review : loaded.data;
  const base = loaded.data;
  const update = useCallback(
    (change: (review: Review) => Review) =>
      setChanged((current) => {
        if (!base) return current;
        const latest = current && current.from === base ? current.review : base;
        return { from: base, review: change(latest) };
      }),
    [base],
  );
  return { review, error: loaded.error, update, reload: loaded.reload };
}
