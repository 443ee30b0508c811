import type { PasskeyAdded } from '../../domain/passkeys';
import type { SessionState } from '../api/auth';
import { ApiError } from '../api/http';

/** What a cancelled or timed-out passkey prompt says. */
export const PASSKEY_CANCELLED = 'The passkey request was cancelled or timed out.';

/**
 * The WebAuthn library, loaded only when a passkey is used, so the pages that never use one (the
 * landing page above all) do not carry it.
 */
function webauthn() {
  return import('@simplewebauthn/browser');
}

/**
 * The passkey calls to the server, which parse its answers with the shared schemas (and so bring zod):
 * loaded, with the library, only when a passkey is used, so the sign-in form paints without them.
 */
function passkeyApi() {
  return import('../api/passkeys');
}

/** A failure of the browser's passkey prompt in words, as an ApiError so forms show it like a server's refusal. */
function promptFailure(failure: unknown): ApiError {
  const name = failure instanceof Error ? failure.name : '';
  const code = failure instanceof Error && 'code' in failure ? failure.code : '';
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return new ApiError(PASSKEY_CANCELLED, 0);
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return new ApiError('This passkey is already added to your account.', 0);
  return new ApiError('Your browser could not complete the passkey request. Try again, or use another browser or device.', 0);
}

/** Runs the browser's side of a ceremony, turning its failures into words. */
async function prompt<T>(ceremony: (library: Awaited<ReturnType<typeof webauthn>>) => Promise<T>): Promise<T> {
  const library = await webauthn();
  if (!library.browserSupportsWebAuthn()) throw new ApiError('This browser cannot use passkeys. Sign in with your password instead.', 0);
  try {
    return await ceremony(library);
  } catch (failure) {
    throw promptFailure(failure);
  }
}

/** Signs in with any passkey of this site the browser or a security key holds: no username needed. */
export async function signInWithPasskey(rememberMe: boolean): Promise<SessionState> {
  const api = await passkeyApi();
  const { challengeId, options } = await api.passkeySignInOptions();
  const response = await prompt((library) => library.startAuthentication({ optionsJSON: options }));
  return api.passkeySignIn(challengeId, response, rememberMe);
}

/** The second step after a password, with one of the account's passkeys. */
export async function passkeySecondStep(): Promise<SessionState> {
  const api = await passkeyApi();
  const { challengeId, options } = await api.passkeySecondStepOptions();
  const response = await prompt((library) => library.startAuthentication({ optionsJSON: options }));
  return api.passkeySecondStep(challengeId, response);
}

/**
 * Makes a new passkey for the signed-in (or enrolling) account and stores it under a name; answers the
 * passkey, the recovery codes to show once when it is the account's first second factor, and the
 * signed-in session when it completed an enrolment (for `useAuth().adopt`).
 */
export async function addPasskey(name: string, currentPassword?: string): Promise<PasskeyAdded> {
  const api = await passkeyApi();
  const { challengeId, options } = await api.passkeyRegistrationOptions(currentPassword);
  const response = await prompt((library) => library.startRegistration({ optionsJSON: options }));
  return api.savePasskey(challengeId, response, name);
}
