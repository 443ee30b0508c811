import { useAuth } from '../../AuthProvider';
import { ErrorBox } from '../../ErrorBox';
import type { SaveFailure } from './save-failure';

/**
 * A failed save in words. When the session has ended, "Sign in again" asks the server for the session
 * once more; finding none, the portal sends the person to sign in and back to this page as it was, its
 * unsaved work kept in the tab.
 */
export function SaveFailureBox({ failure }: { failure: SaveFailure | undefined }) {
  const { refresh } = useAuth();
  if (!failure) return null;
  return (
    <ErrorBox>
      {failure.text}
      {failure.signIn && (
        <>
          {' '}
          <button type="button" className="button--link" onClick={() => void refresh()}>
            Sign in again
          </button>
        </>
      )}
    </ErrorBox>
  );
}
