import { z } from 'zod';
import { MAX_USERNAME_LENGTH } from './constants';
import { passwordRuleMessage } from './password-rule';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE } from './text';
import { normaliseUsername } from './username-skeleton';

/**
 * A support username as typed, in Unicode's compatibility form (NFKC: fullwidth letters as plain ones)
 * and trimmed: required, at most MAX_USERNAME_LENGTH characters, and free of control and formatting
 * characters (which a terminal would obey when the name is listed).
 */
export const usernameSchema = z
  .string({ error: 'Username is required' })
  .transform(normaliseUsername)
  .pipe(
    z
      .string()
      .min(1, 'Username is required')
      .max(MAX_USERNAME_LENGTH, `Username at most ${MAX_USERNAME_LENGTH} characters`)
      .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'Username must not contain control or formatting characters'),
  );

/** POST /api/auth/login and the sign-in form. */
export const loginSchema = z.strictObject({
  username: usernameSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/password-reset/request and the first phase of the reset form. */
export const resetRequestSchema = z.strictObject({
  username: usernameSchema,
});

/**
 * The answer of POST /api/auth/password-reset/request and /confirm: a message in words. The browser reads it
 * with a hand-written check of the same shape, as that code loads on every page, without the validation library.
 */
export const resetAnswerSchema = z.strictObject({ message: z.string() });

/** A new password under the one password rule (password-rule.ts), wherever a password is set. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .max(1000)
  .superRefine((password, context) => {
    const message = passwordRuleMessage(password);
    if (message) context.addIssue({ code: 'custom', message });
  });

/** POST /api/auth/password-reset/confirm. */
export const resetConfirmSchema = z.strictObject({
  token: z.string({ error: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(200).regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE),
  password: newPasswordSchema,
});

/** The second phase of the reset form: the confirmation must match. */
export const resetFormSchema = resetConfirmSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** The message when a new password is the one it replaces. */
export const SAME_PASSWORD_MESSAGE = 'Choose a new password that differs from your current one';

/** The message of a current password that is not the account's. */
export const WRONG_CURRENT_PASSWORD = 'Your current password is not right';

/**
 * The current password asked again before a signed-in browser adds a way to sign in (a passkey, an
 * authenticator app) or makes recovery codes: POST /api/account/passkeys/options,
 * /api/account/authenticator/setup and /api/account/recovery-codes, and the fields of their forms.
 */
export const currentPasswordSchema = z.strictObject({
  currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(1000),
});
export type CurrentPasswordInput = z.infer<typeof currentPasswordSchema>;

/**
 * The body of the routes open at enrolment too (POST /api/account/authenticator/setup and
 * /api/account/passkeys/options): the current password from a signed-in browser; nothing from one at
 * enrolment, which gave its password moments ago.
 */
export const currentPasswordUnlessEnrollingSchema = z.union([currentPasswordSchema, z.strictObject({})]).nullish();

/** The fields of a password change: the current password as typed, and a new one under the password rule. */
const passwordChangeFields = z.strictObject({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1000),
  newPassword: newPasswordSchema,
});

/** Whether the new password differs from the current one. */
function isNewPassword(value: { currentPassword: string; newPassword: string }): boolean {
  return value.newPassword !== value.currentPassword;
}

/** POST /api/account/password: the signed-in user's current password, and a new one that differs from it. */
export const changePasswordSchema = passwordChangeFields.refine(isNewPassword, { message: SAME_PASSWORD_MESSAGE, path: ['newPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The answer of POST /api/account/password: the message in words, and when this browser's new session ends. */
export const passwordChangedSchema = z.strictObject({ message: z.string(), expiresAt: z.number() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** The change-password form: the same, and the new password typed twice alike. */
export const changePasswordFormSchema = passwordChangeFields
  .extend({ confirmNewPassword: z.string() })
  .refine(isNewPassword, { message: SAME_PASSWORD_MESSAGE, path: ['newPassword'] })
  .refine((value) => value.newPassword === value.confirmNewPassword, { message: 'Passwords do not match', path: ['confirmNewPassword'] });
