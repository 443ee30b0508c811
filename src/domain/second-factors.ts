import { z } from 'zod';
import { signedInSchema } from './sign-in';

// The answers of the account page's second factors (the authenticator app and the recovery codes), as the
// routes under /api/account declare them and the page reads them.

/** GET /api/account/factors: the account's second factors, and whether the team requires one. */
export const factorsSchema = z.strictObject({
  passkeys: z.number().int().min(0),
  authenticatorApp: z.boolean(),
  recoveryCodes: z.number().int().min(0),
  requireMfa: z.boolean(),
});
export type Factors = z.infer<typeof factorsSchema>;

/**
 * POST /api/account/authenticator/setup: a new authenticator secret waiting for its first code: the set-up's
 * id, the key to type by hand, its otpauth:// address and that address as a QR code (an SVG document).
 */
export const authenticatorSetupSchema = z.strictObject({ setupId: z.uuid(), secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type AuthenticatorSetup = z.infer<typeof authenticatorSetupSchema>;

/** A fresh set of recovery codes, each shown once. */
const recoveryCodeListSchema = z.array(z.string());

/** POST /api/account/recovery-codes: ten new recovery codes; the old ones no longer work. */
export const recoveryCodesSchema = z.strictObject({ recoveryCodes: recoveryCodeListSchema });

/**
 * POST /api/account/authenticator: the app is confirmed. With an account's first second factor come its
 * recovery codes; at enrolment, the answer is also the signed-in session the app completed, in the same object.
 */
export const authenticatorAddedSchema = z.union([
  z.strictObject({ recoveryCodes: recoveryCodeListSchema.optional() }),
  signedInSchema.extend({ recoveryCodes: recoveryCodeListSchema.optional() }),
]);

/** How signing in works once a second step of this kind is set up, as the page that set it up says. */
export function signInFromNowOn(kind: 'passkey' | 'app'): string {
  return kind === 'passkey'
    ? 'From now on, sign in with your passkey, or with your password and then your passkey.'
    : 'From now on, signing in asks for your password and then a code from your authenticator app.';
}

/** Whether an account has a factor that a second step can use (a passkey or an authenticator app; recovery codes only stand in for one). */
export function hasSecondFactor(factors: { passkeys: number; authenticatorApp: boolean }): boolean {
  return factors.passkeys > 0 || factors.authenticatorApp;
}
