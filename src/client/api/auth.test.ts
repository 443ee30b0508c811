import { describe, expect, it, vi } from 'vitest';
import { secondStepSignInSchema, sessionSchema, signedInSchema } from '../../domain/sign-in';
import { secondStep, sessionState, signedInSession } from './auth';

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

describe('the answers the sign-in routes declare', () => {
  // Each answer is first checked against the schema its route declares, so these examples follow the
  // server's contract; the reader, which loads with the landing page and checks by hand, must take each whole.
  const methods = { passkey: false, authenticatorApp: true, recoveryCode: true };
  const signedIn = { authenticated: true, username: 'pat', role: 'administrator', expiresAt: 5 };
  const answers = [signedIn, { authenticated: false }, { authenticated: false, username: 'pat', next: 'second-step', methods }, { authenticated: false, username: 'pat', next: 'enrolment' }];

  it('reads every answer of GET /api/auth/session and the sign-ins whole', () => {
    for (const answer of answers) {
      expect(sessionSchema.parse(answer)).toEqual(answer);
      expect(sessionState(answer)).toEqual(answer);
    }
    expect(signedInSchema.parse(signedIn)).toEqual(signedInSession(signedIn));
  });

  it('reads how many recovery codes are left after a second step', async () => {
    const answer = secondStepSignInSchema.parse({ ...signedIn, recoveryCodesLeft: 9 });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
    try {
      expect(await secondStep('ABCDE-FGHIJ')).toEqual(answer);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
