import { z } from 'zod';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE } from './text';

/** The one answer to a wrong second step, whichever kind of code was typed, so it says nothing about the account. */
export const WRONG_SECOND_STEP_MESSAGE = 'That code is not right. Check your authenticator app and try again.';

/**
 * The answer to an authenticator code that is right but was already used to sign in (a code is taken
 * once only): only someone who has seen the code learns this, and they are asked for the app's next one.
 */
export const USED_SECOND_STEP_MESSAGE = 'That code was just used. Wait for your authenticator app to show the next code, then type that one.';

/** An authenticator app's code: six digits (spaces a person types between them are dropped). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** A code as typed, without the spaces a person puts between groups of digits or letters. */
export function withoutSpaces(code: string): string {
  return code.replace(/\s+/g, '');
}

/** Whether a typed code is shaped like an authenticator app's code (rather than a recovery code). */
export function isTotpCode(code: string): boolean {
  return TOTP_CODE_PATTERN.test(withoutSpaces(code));
}

/**
 * POST /api/auth/second-step and the "Confirm it's you" form: a code from the authenticator app or
 * one of the recovery codes. Only its presence and size are checked here; the server says whether it is right.
 */
export const secondStepSchema = z.strictObject({
  code: z
    .string({ error: 'Enter the code from your authenticator app or a recovery code' })
    .trim()
    .min(1, 'Enter the code from your authenticator app or a recovery code')
    .max(40, 'That code is too long: an app code has 6 digits, a recovery code 10 letters and digits')
    .regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE),
});
export type SecondStepInput = z.infer<typeof secondStepSchema>;

/** The six-digit code a person types to confirm an authenticator app. */
const appCodeSchema = z
  .string({ error: 'Enter the 6-digit code your authenticator app shows' })
  .transform(withoutSpaces)
  .pipe(z.string().regex(TOTP_CODE_PATTERN, 'Enter the 6-digit code your authenticator app shows'));

/** POST /api/account/authenticator and the set-up form: which set-up, and a code the app shows for it. */
export const authenticatorConfirmSchema = z.strictObject({
  setupId: z.uuid('This set-up is not valid. Start the set-up again.'),
  code: appCodeSchema,
});
export type AuthenticatorConfirmInput = z.infer<typeof authenticatorConfirmSchema>;

/** The part of the set-up form a person fills in: the code alone (the set-up id comes from the server). */
export const authenticatorCodeFormSchema = authenticatorConfirmSchema.pick({ code: true });

/** A base32 secret in groups of four characters, for typing into an app by hand: "ABCD EFGH ...". */
export function secretInGroups(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}
