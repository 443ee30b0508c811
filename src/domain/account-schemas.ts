import { z } from 'zod';
import { draftEmailSchema } from './assessment';
import { countOf } from './format';
import { newPasswordSchema, usernameSchema } from './auth-schemas';
import { roleSchema, type Role } from './roles';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE } from './text';

/**
 * The inputs and answers of account management (an administrator's /support/accounts) and of accepting
 * an invitation (/invitation), shared by the forms and the route handlers.
 */

/** POST /api/support/invitations and the "Invite someone" form: a free username, an optional address to mail the link to, a role. */
export const invitationSchema = z.strictObject({
  username: usernameSchema,
  email: draftEmailSchema,
  role: roleSchema,
});
export type InvitationInput = z.infer<typeof invitationSchema>;

/** PUT /api/support/accounts/:id/role. */
export const roleChangeSchema = z.strictObject({ role: roleSchema });

/** The :id of an account route: account ids are UUIDs, so anything else names nothing. */
export const accountIdParamsSchema = z.object({ id: z.uuid() });

/** The :username of DELETE /api/support/invitations/:username. */
export const invitationUsernameParamsSchema = z.object({ username: usernameSchema });

/** The secret of an invitation link, as the invitation page reads it from the link's fragment. */
export const invitationTokenSchema = z
  .string({ error: 'The invitation link is incomplete' })
  .trim()
  .min(1, 'The invitation link is incomplete')
  .max(200)
  .regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE);

/** POST /api/invitations/lookup. */
export const invitationLookupSchema = z.strictObject({ token: invitationTokenSchema });

/** POST /api/invitations/accept: the invitee's own password, under the one password rule. */
export const invitationAcceptSchema = z.strictObject({ token: invitationTokenSchema, password: newPasswordSchema });

/** The invitation page's form: the password typed twice. */
export const invitationAcceptFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** One account as GET /api/support/accounts lists it: never a hash or a secret, only which second factors it has. */
export const accountSummarySchema = z.strictObject({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  disabled: z.boolean(),
  createdAt: z.number(),
  lastSignInAt: z.number().nullable(),
  factors: z.strictObject({ passkeys: z.number(), authenticatorApp: z.boolean() }),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/** An invitation not yet accepted and not expired, as GET /api/support/accounts lists it (without its link). */
export const pendingInvitationSchema = z.strictObject({
  username: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  invitedBy: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/support/accounts: the accounts, oldest first, the pending invitations, and whether invitations can be mailed here. */
export const accountsAnswerSchema = z.strictObject({
  accounts: z.array(accountSummarySchema),
  invitations: z.array(pendingInvitationSchema),
  mailAvailable: z.boolean(),
});
export type AccountsAnswer = z.infer<typeof accountsAnswerSchema>;

/** POST /api/support/invitations: the link, shown once, or word that it was mailed (with the link again if mailing failed). */
export const invitationMadeSchema = z.union([z.strictObject({ sent: z.literal(true) }), z.strictObject({ link: z.string(), mailFailed: z.boolean().optional() })]);
export type InvitationMade = z.infer<typeof invitationMadeSchema>;

/** What an invitation's link shows before its password is set (POST /api/invitations/lookup). */
export const invitationDetailsSchema = z.strictObject({ username: z.string(), role: roleSchema, expiresAt: z.number() });
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** POST /api/invitations/accept: the username of the account just made, to sign in with. */
export const invitationAcceptedSchema = z.strictObject({ username: z.string() });

/** A role change in the words the audit log keeps: "consultant → administrator". */
export function roleChangeInWords(from: Role, to: Role): string {
  return `${from} → ${to}`;
}

/**
 * The audit details of disabling or demoting an account, with the pending invitations it had made that
 * were cancelled with its authority: "consultant → administrator; 2 pending invitations cancelled".
 * Nothing is added when there were none.
 */
export function withInvitationsCancelled(details: string, cancelled: number): string {
  if (cancelled === 0) return details;
  const words = `${countOf(cancelled, 'pending invitation')} cancelled`;
  return details === '' ? words : `${details}; ${words}`;
}

/** An account's second step in words, as the accounts table shows it: "Passkey ×2, Authenticator app", or "None". */
export function secondStepInWords(factors: AccountSummary['factors']): string {
  const parts = [...(factors.passkeys > 0 ? [`Passkey ×${factors.passkeys}`] : []), ...(factors.authenticatorApp ? ['Authenticator app'] : [])];
  return parts.length > 0 ? parts.join(', ') : 'None';
}
