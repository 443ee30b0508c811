import { z } from 'zod';
import { requestJson, requestNoContent } from './http';
import { signedInSession, type SignedInSession } from './auth';
import { isRecord } from './json';

/** What GET /api/account/factors says: the account's second factors, and whether the team requires one. */
export interface Factors {
  passkeys: number;
  authenticatorApp: boolean;
  recoveryCodes: number;
  requireMfa: boolean;
}

const factorsSchema = z.object({ passkeys: z.number(), authenticatorApp: z.boolean(), recoveryCodes: z.number(), requireMfa: z.boolean() });

/** A new authenticator secret waiting for its first code: its QR code (an SVG document) and the key to type by hand. */
export interface AuthenticatorSetup {
  setupId: string;
  secret: string;
  uri: string;
  qrSvg: string;
}

const setupSchema = z.object({ setupId: z.string(), secret: z.string(), uri: z.string(), qrSvg: z.string() });

/** What confirming an app answers: recovery codes when it was the first factor, and a signed-in session at enrolment. */
export interface AuthenticatorAdded {
  recoveryCodes: string[] | undefined;
  signedIn: SignedInSession | undefined;
}

const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The signed-in (or enrolling) user's second factors. */
export function fetchFactors(): Promise<Factors> {
  return requestJson('/api/account/factors', (body) => factorsSchema.parse(body));
}

/** Starts setting up an authenticator app: a new secret to scan, kept for 10 minutes. A signed-in browser gives its current password; one at enrolment need not. */
export function startAuthenticatorSetup(currentPassword?: string): Promise<AuthenticatorSetup> {
  const body = JSON.stringify(currentPassword === undefined ? {} : { currentPassword });
  return requestJson('/api/account/authenticator/setup', (answer) => setupSchema.parse(answer), { method: 'POST', body });
}

/** Confirms the app with a code it shows. */
export function confirmAuthenticator(input: { setupId: string; code: string }): Promise<AuthenticatorAdded> {
  return requestJson(
    '/api/account/authenticator',
    (body) => {
      const codes = recoveryCodesSchema.safeParse(body);
      const signedIn = isRecord(body) && body.authenticated === true ? signedInSession(body) : undefined;
      return { recoveryCodes: codes.success ? codes.data.recoveryCodes : undefined, signedIn };
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
