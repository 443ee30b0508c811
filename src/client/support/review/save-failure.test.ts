import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { saveFailure } from './save-failure';

describe('a failed save of the review, in words', () => {
  it('says the session ended and asks to sign in again, keeping what was typed', () => {
    expect(saveFailure(new ApiError('Sign in first', 401), 'the finding')).toEqual({
      text: 'Your session has ended, so the finding was not saved. What you typed is kept in this tab: sign in again, then save it.',
      signIn: true,
    });
  });

  it('says a disabled account or a finished review stopped it, and otherwise gives the server’s reason', () => {
    expect(saveFailure(new ApiError('Account disabled', 403, {}, 'account_disabled'), 'the scope').text).toMatch(/^Your account has been disabled, so the scope was not saved\./);
    expect(saveFailure(new ApiError('Finished', 409, {}, 'review_finished'), 'the finding').text).toMatch(/^The review has been finished, so the finding was not saved\. Reopen the review/);
    expect(saveFailure(new ApiError('Choose how Effective was tested', 400), 'the finding')).toEqual({
      text: 'The finding was not saved: Choose how Effective was tested. What you typed is still here.',
      signIn: false,
    });
  });
});
