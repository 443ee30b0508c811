import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import {
  passkeyAddedSchema,
  passkeyListSchema,
  passkeyRegistrationCeremonySchema,
  passkeySignInCeremonySchema,
  type PasskeyAdded,
  type PasskeySummary,
} from '../../domain/passkeys';
import { sessionState, type SessionState } from './auth';
import { requestJson, requestNoContent } from './http';

/** A challenge from the server: its id, sent back with the answer, and the options for the browser's passkey prompt. */
export interface PasskeyCeremony<Options> {
  challengeId: string;
  options: Options;
}

/**
 * Reads a `{ challengeId, options }` answer with the schema the route declares. The options go to the
 * WebAuthn library as they are: the schema reads only what the library decodes and keeps the rest, the
 * browser checks them, and the server checks whatever comes back.
 */
function signInCeremonyOf(body: unknown): PasskeyCeremony<PublicKeyCredentialRequestOptionsJSON> {
  const { challengeId, options } = passkeySignInCeremonySchema.parse(body);
  return { challengeId, options: options as PublicKeyCredentialRequestOptionsJSON };
}

/** Reads a `{ challengeId, options }` answer to make a new passkey, as `signInCeremonyOf` reads one to sign in. */
function registrationCeremonyOf(body: unknown): PasskeyCeremony<PublicKeyCredentialCreationOptionsJSON> {
  const { challengeId, options } = passkeyRegistrationCeremonySchema.parse(body);
  return { challengeId, options: options as PublicKeyCredentialCreationOptionsJSON };
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** Asks for a challenge to sign in with any passkey of this site. */
export function passkeySignInOptions(): Promise<PasskeyCeremony<PublicKeyCredentialRequestOptionsJSON>> {
  return requestJson('/api/auth/passkey/options', signInCeremonyOf, post({}));
}

/** Signs in with the browser's answer to a sign-in challenge; the server sets the session cookie. */
export function passkeySignIn(challengeId: string, response: unknown, rememberMe: boolean): Promise<SessionState> {
  return requestJson('/api/auth/passkey', sessionState, post({ challengeId, response, rememberMe }));
}

/** Asks for a challenge for the second step, for the passkeys of the account whose password was just given. */
export function passkeySecondStepOptions(): Promise<PasskeyCeremony<PublicKeyCredentialRequestOptionsJSON>> {
  return requestJson('/api/auth/second-step/passkey/options', signInCeremonyOf, post({}));
}

/** Completes the second step with the browser's answer; the server sets the signed-in session's cookie. */
export function passkeySecondStep(challengeId: string, response: unknown): Promise<SessionState> {
  return requestJson('/api/auth/second-step/passkey', sessionState, post({ challengeId, response }));
}

/** The signed-in account's passkeys. */
export async function fetchPasskeys(): Promise<PasskeySummary[]> {
  return (await requestJson('/api/account/passkeys', passkeyListSchema.parse)).passkeys;
}

/** Asks for a challenge to make a new passkey for this account; a signed-in browser gives its current password, one at enrolment need not. */
export function passkeyRegistrationOptions(currentPassword?: string): Promise<PasskeyCeremony<PublicKeyCredentialCreationOptionsJSON>> {
  return requestJson('/api/account/passkeys/options', registrationCeremonyOf, post(currentPassword === undefined ? {} : { currentPassword }));
}

/** Stores the passkey the browser just made, under a name; answers it and, with a first second factor, the recovery codes. */
export function savePasskey(challengeId: string, response: unknown, name: string): Promise<PasskeyAdded> {
  return requestJson('/api/account/passkeys', passkeyAddedSchema.parse, post({ challengeId, response, name }));
}

/** Removes one of this account's passkeys, after the current password. */
export function removePasskey(id: string, currentPassword: string): Promise<void> {
  return requestNoContent(`/api/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE', body: JSON.stringify({ currentPassword }) });
}
