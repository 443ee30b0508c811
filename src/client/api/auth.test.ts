import { describe, expect, it } from 'vitest';
import { sessionState, signedInSession } from './auth';

describe('reading a session answer', () => {
  it('reads a signed-in session, a signed-out one, and a sign-in waiting for its second step or an enrolment', () => {
    expect(sessionState({ authenticated: true, username: 'pat', role: 'consultant', expiresAt: 5 })).toEqual({
      authenticated: true,
      username: 'pat',
      role: 'consultant',
      expiresAt: 5,
    });
    expect(sessionState({ authenticated: false })).toEqual({ authenticated: false });
    const methods = { passkey: true, authenticatorApp: false, recoveryCode: true };
    expect(sessionState({ authenticated: false, username: 'pat', next: 'second-step', methods })).toEqual({
      authenticated: false,
      username: 'pat',
      next: 'second-step',
      methods,
    });
    expect(sessionState({ authenticated: false, username: 'pat', next: 'enrolment' })).toEqual({ authenticated: false, username: 'pat', next: 'enrolment' });
  });

  it('reads a pending answer it cannot fully understand as signed out, and refuses what is no session', () => {
    expect(sessionState({ authenticated: false, username: 'pat', next: 'second-step', methods: { passkey: 'yes' } })).toEqual({ authenticated: false });
    expect(sessionState({ authenticated: false, next: 'elsewhere', username: 'pat' })).toEqual({ authenticated: false });
    expect(() => sessionState({ authenticated: true, username: 'pat' })).toThrow(TypeError);
    expect(() => signedInSession({ authenticated: false })).toThrow(TypeError);
  });
});
