import {
  accountsAnswerSchema,
  invitationAcceptedSchema,
  invitationDetailsSchema,
  invitationMadeSchema,
  type AccountsAnswer,
  type InvitationDetails,
  type InvitationInput,
  type InvitationMade,
} from '../../domain/account-schemas';
import type { Role } from '../../domain/roles';
import { requestJson, requestNoContent } from './http';

/** The account routes that change one account: each answers 204. */
export type AccountAction = 'disable' | 'enable' | 'reset-factors';

/** The accounts, the pending invitations, and whether invitations can be mailed (administrators only: 403 otherwise). */
export function fetchAccounts(): Promise<AccountsAnswer> {
  return requestJson('/api/support/accounts', accountsAnswerSchema.parse);
}

/** Disables, enables or resets the second factors of an account. */
export function changeAccount(id: string, action: AccountAction): Promise<void> {
  return requestNoContent(`/api/support/accounts/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: '{}' });
}

/** Gives an account a role; the server refuses to demote the last active administrator. */
export function setAccountRole(id: string, role: Role): Promise<void> {
  return requestNoContent(`/api/support/accounts/${encodeURIComponent(id)}/role`, { method: 'PUT', body: JSON.stringify({ role }) });
}

/** Invites someone: the answer says the link was mailed, or carries the link to show once. */
export function inviteAccount(input: InvitationInput): Promise<InvitationMade> {
  return requestJson('/api/support/invitations', invitationMadeSchema.parse, { method: 'POST', body: JSON.stringify(input) });
}

/** Cancels a pending invitation: its link stops working. */
export function cancelInvitation(username: string): Promise<void> {
  return requestNoContent(`/api/support/invitations/${encodeURIComponent(username)}`, { method: 'DELETE' });
}

/** What an invitation link is for, before its password is set. */
export function lookupInvitation(token: string): Promise<InvitationDetails> {
  return requestJson('/api/invitations/lookup', invitationDetailsSchema.parse, { method: 'POST', body: JSON.stringify({ token }) });
}

/** Accepts an invitation with the invitee's own password; the account exists from then on. */
export async function acceptInvitation(token: string, password: string): Promise<string> {
  const answer = await requestJson('/api/invitations/accept', invitationAcceptedSchema.parse, { method: 'POST', body: JSON.stringify({ token, password }) });
  return answer.username;
}
