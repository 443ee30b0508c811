import { ApiError } from '../../api/http';

/** Why a save of the review failed, in words, and whether the person must sign in again first. */
export interface SaveFailure {
  text: string;
  signIn: boolean;
}

/**
 * A failed save of `what` ("the finding", "the scope") in words a consultant can act on. Whatever the
 * failure, the form keeps what was typed, and each message says so.
 */
export function saveFailure(failure: unknown, what: string): SaveFailure {
  const status = failure instanceof ApiError ? failure.status : undefined;
  const code = failure instanceof ApiError ? failure.code : undefined;
  if (status === 401) return { text: `Your session has ended, so ${what} was not saved. What you typed is kept in this tab: sign in again, then save it.`, signIn: true };
  if (status === 403 && code === 'account_disabled') {
    return { text: `Your account has been disabled, so ${what} was not saved. What you typed is still here; an administrator can enable your account again.`, signIn: false };
  }
  if (code === 'review_finished') return { text: `The review has been finished, so ${what} was not saved. Reopen the review to change it; what you typed is still here.`, signIn: false };
  const reason = failure instanceof Error && failure.message ? failure.message : 'the server did not say why';
  return { text: `${what.charAt(0).toUpperCase()}${what.slice(1)} was not saved: ${reason}${/[.!?]$/.test(reason) ? '' : '.'} What you typed is still here.`, signIn: false };
}
