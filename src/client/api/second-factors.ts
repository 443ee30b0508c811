import { authenticatorAddedSchema, authenticatorSetupSchema, factorsSchema, recoveryCodesSchema, type AuthenticatorSetup, type Factors } from '../../domain/second-factors';
import type { SignedIn } from '../../domain/sign-in';
import { requestJson, requestNoContent } from './http';

export type { AuthenticatorSetup, Factors };

/** What confirming an app answers: recovery codes when it was the first factor, and a signed-in session at enrolment. */
export interface AuthenticatorAdded {
  recoveryCodes: string[] | undefined;
  signedIn: SignedIn | undefined;
}

/** The signed-in (or enrolling) user's second factors. */
export function fetchFactors(): Promise<Factors> {
  return requestJson('/api/account/factors', (body) => factorsSchema.parse(body));
}

/** Starts setting up an authenticator app: a new secret to scan, kept for 10 minutes. A signed-in browser gives its current password; one at enrolment need not. */
export function startAuthenticatorSetup(currentPassword?: string): Promise<AuthenticatorSetup> {
  const body = JSON.stringify(currentPassword === undefined ? {} : { currentPassword });
  return requestJson('/api/account/authenticator/setup', (answer) => authenticatorSetupSchema.parse(answer), { method: 'POST', body });
}

/** Confirms the app with a code it shows. */
export function confirmAuthenticator(input: { setupId: string; code: string }): Promise<AuthenticatorAdded> {
  return requestJson(
    '/api/account/authenticator',
    (body) => {
      const { recoveryCodes, ...session } = authenticatorAddedSchema.parse(body);
      return { recoveryCodes, signedIn: 'authenticated' in session ? session : undefined };
    },
    { method: 'POST', body: JSON.stringify(input) },
  );
}

/** Removes the authenticator app, after the current password. */
export function removeAuthenticator(currentPassword: string): Promise<void> {
  return requestNoContent('/api/account/authenticator', { method: 'DELETE', body: JSON.stringify({ currentPassword }) });
}

/** Makes ten new recovery codes, after the current password; the old ones stop working. */
export function makeRecoveryCodes(currentPassword: string): Promise<string[]> {
  return requestJson('/api/account/recovery-codes', (body) => recoveryCodesSchema.parse(body).recoveryCodes, { method: 'POST', body: JSON.stringify({ currentPassword }) });
}
