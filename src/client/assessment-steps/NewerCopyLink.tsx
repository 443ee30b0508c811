import { Link } from '../router';
import { paths } from '../paths';

/**
 * The way on when a save or Submit was refused because the assessment was saved or submitted from
 * another browser or tab since: the answers on screen stay, and the newer copy opens from its resume
 * page (which asks before replacing answers in this browser, and opens results once submitted).
 */
export function NewerCopyLink({ draftId }: { draftId: string }) {
  return (
    <p>
      Your answers on this page stay in this browser. <Link to={paths.resume(draftId)}>Open the newer saved copy</Link> to see it; if it has been submitted, its results open.
    </p>
  );
}
