import { describe, expect, it } from 'vitest';
import { invitationAcceptFormSchema, invitationSchema, roleChangeInWords, secondStepInWords, withInvitationsCancelled } from './account-schemas';

describe('account management in words', () => {
  it("words an account's second step as the accounts table shows it", () => {
    expect(secondStepInWords({ passkeys: 0, authenticatorApp: false })).toBe('None');
    expect(secondStepInWords({ passkeys: 2, authenticatorApp: false })).toBe('Passkey ×2');
    expect(secondStepInWords({ passkeys: 1, authenticatorApp: true })).toBe('Passkey ×1, Authenticator app');
    expect(secondStepInWords({ passkeys: 0, authenticatorApp: true })).toBe('Authenticator app');
  });

  it('words a role change as the audit log keeps it', () => {
    expect(roleChangeInWords('consultant', 'administrator')).toBe('consultant → administrator');
  });

  it('adds the pending invitations cancelled with a disabled or demoted account to the audit details, and nothing when none', () => {
    expect(withInvitationsCancelled('administrator → consultant', 0)).toBe('administrator → consultant');
    expect(withInvitationsCancelled('administrator → consultant', 2)).toBe('administrator → consultant; 2 pending invitations cancelled');
    expect(withInvitationsCancelled('', 1)).toBe('1 pending invitation cancelled');
    expect(withInvitationsCancelled('', 0)).toBe('');
  });
});

describe('the invitation schemas', () => {
  it('takes a username, an optional address and a role; the address may be left empty', () => {
    expect(invitationSchema.parse({ username: ' Casey ', role: 'consultant' })).toEqual({ username: 'Casey', email: '', role: 'consultant' });
    expect(invitationSchema.safeParse({ username: 'Casey', email: 'casey@', role: 'consultant' }).success).toBe(false);
    expect(invitationSchema.safeParse({ username: '', role: 'consultant' }).success).toBe(false);
  });

  it('wants the new password twice and under the password rule', () => {
    expect(invitationAcceptFormSchema.safeParse({ password: 'Casey-Passw0rd!Long', confirmPassword: 'Casey-Passw0rd!Long' }).success).toBe(true);
    const mismatch = invitationAcceptFormSchema.safeParse({ password: 'Casey-Passw0rd!Long', confirmPassword: 'other' });
    expect(mismatch.error?.issues[0]?.message).toBe('Passwords do not match');
    expect(invitationAcceptFormSchema.safeParse({ password: 'short', confirmPassword: 'short' }).success).toBe(false);
  });
});
