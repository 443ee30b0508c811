import { z } from 'zod';
import { draftEmailSchema } from './assessment';
import { newPasswordSchema, usernameSchema } from './auth-schemas';
import { roleSchema, type Role } from './roles';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE } from './text';

/**
 * The inputs and answers of account management (an administrator's /support/accounts) and of accepting
 * an invitation (/invitation), shared by the forms and the route handlers.
 */

/** POST /api/support/invitations and the "Invite someone" form: a free username, an optional address to mail the link to, a role. */
export const invitationSchema = z.object({
  username: usernameSchema,
  email: draftEmailSchema,
  role: roleSchema,
});
export type InvitationInput = z.infer<typeof invitationSchema>;

/** PUT /api/support/accounts/:id/role. */
export const roleChangeSchema = z.object({ role: roleSchema });

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
export const invitationLookupSchema = z.object({ token: invitationTokenSchema });

/** POST /api/invitations/accept: the invitee's own password, under the one password rule. */
export const invitationAcceptSchema = z.object({ token: invitationTokenSchema, password: newPasswordSchema });

/** The invitation page's form: the password typed twice. */
export const invitationAcceptFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** One account as GET /api/support/accounts lists it: never a hash or a secret, only which second factors it has. */
export interface AccountSummary {
  id: string;
  username: string;
  email: string | null;
  role: Role;
  disabled: boolean;
  createdAt: number;
  lastSignInAt: number | null;
  factors: { passkeys: number; authenticatorApp: boolean };
}

/** An invitation not yet accepted and not expired, as GET /api/support/accounts lists it (without its link). */
export interface PendingInvitation {
  username: string;
  email: string | null;
  role: Role;
  invitedBy: string;
  createdAt: number;
  expiresAt: number;
}

/** GET /api/support/accounts: the accounts, oldest first, the pending invitations, and whether invitations can be mailed here. */
export interface AccountsAnswer {
  accounts: AccountSummary[];
  invitations: PendingInvitation[];
  mailAvailable: boolean;
}

/** What an invitation's link shows before its password is set (POST /api/invitations/lookup). */
export interface InvitationDetails {
  username: string;
  role: Role;
  expiresAt: number;
}

/** A role change in the words the audit log keeps: "consultant → administrator". */
export function roleChangeInWords(from: Role, to: Role): string {
  return `${from} → ${to}`;
}

/** An account's second step in words, as the accounts table shows it: "Passkey ×2, Authenticator app", or "None". */
export function secondStepInWords(factors: AccountSummary['factors']): string {
  const parts = [...(factors.passkeys > 0 ? [`Passkey ×${factors.passkeys}`] : []), ...(factors.authenticatorApp ? ['Authenticator app'] : [])];
  return parts.length > 0 ? parts.join(', ') : 'None';
}
