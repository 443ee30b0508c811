import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../router';

export interface StepNames<Step> {
  /** The step shown when the address names none. */
  first: Step;
  /** The step's name in the address, or undefined for the first step (which has none). */
  toParam: (step: Step) => string | undefined;
  /** The step an address names, or undefined when it names none. */
  fromParam: (param: string) => Step | undefined;
}

/** The search parameter that marks a step opened from the review, so it offers a way back there. */
const RETURN_TO_REVIEW = 'from';

/** The address's search for a step: `?step=…`, and the mark of a step opened from the review. */
function searchFor(name: string | undefined, fromReview: boolean): string {
  const search = new URLSearchParams();
  if (name !== undefined) search.set('step', name);
  if (fromReview && name !== undefined && name !== 'review') search.set(RETURN_TO_REVIEW, 'review');
  return search.toString();
}

/**
 * A wizard's step kept in the address (`?step=`), each step a history entry, so the browser's Back
 * and Forward move between steps. Opening the wizard without a step resumes at `resumeAt` (the saved
 * step). `reachable` gives the step to show for the one asked for (not past an unanswered question);
 * when it differs, or when resuming, the address is corrected in place rather than adding an entry,
 * so Back still leaves the wizard from its first entry. `fromReview` is true on a step opened from
 * the review's Change links; moving on keeps it until the review is reached. `goTo` adds an entry.
 */
export function useStepHistory<Step>(names: StepNames<Step>, resumeAt: Step | undefined, reachable: (step: Step) => Step) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [openedAt] = useState(location.key);
  const param = searchParams.get('step');
  const fromReview = searchParams.get(RETURN_TO_REVIEW) === 'review';
  const resuming = param === null && location.key === openedAt && resumeAt !== undefined;
  const requested = resuming ? resumeAt : param === null ? names.first : (names.fromParam(param) ?? names.first);
  const step = reachable(requested);
  const shownSearch = searchFor(names.toParam(step), fromReview);
  const addressSearch = location.search.replace(/^\?/, '');

  useEffect(() => {
    // The router may render new answers before it renders an address already pushed (Start over
    // does both at once); correcting that stale address would undo the push, so wait for the next render.
    if (window.location.search.replace(/^\?/, '') !== addressSearch) return;
    if (shownSearch !== addressSearch) void navigate({ search: shownSearch }, { replace: true });
  }, [shownSearch, addressSearch, navigate]);

  // A step that cannot be reached yet gives way to the question that must come first; on the way
  // back to the review, that question keeps the mark, so it too leads back.
  const goTo = (next: Step, { fromReview: marked = fromReview } = {}) => {
    void navigate({ search: searchFor(names.toParam(reachable(next)), marked) });
  };

  /** The address of a step, for a link; `fromReview` marks it as opened from the review. */
  const hrefFor = (target: Step, { fromReview: marked = fromReview } = {}) => `?${searchFor(names.toParam(target), marked)}`;

  return { step, fromReview, goTo, hrefFor };
}
