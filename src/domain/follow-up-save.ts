import type { FollowUpState, FollowUpUpdate } from './follow-up';

/** The account a requested owner names, as the store finds it (username compared with case ignored); undefined when there is none. */
export interface OwnerAccount {
  username: string;
  disabled: boolean;
}

/** What a save of the follow-up comes to: the follow-up as saved, or why the owner is refused, in words. */
export type FollowUpSaveOutcome = { saved: FollowUpState } | { ownerRefused: string };

/**
 * The follow-up a save leaves, from the one it replaces and the body sent: an owner, a next-action day or its text left out
 * stays as it was, null clears it. A new owner must be an enabled account, and is kept as the account spells its
 * username; an owner kept as it was stays, even if the account has been disabled since.
 */
export function followUpAfterSave(before: FollowUpState, update: FollowUpUpdate, account: OwnerAccount | undefined): FollowUpSaveOutcome {
  let owner = before.owner;
  if (update.owner === null) owner = null;
  else if (update.owner !== undefined && update.owner !== before.owner) {
    if (!account) return { ownerRefused: `There is no support account ${update.owner}: choose another owner, or nobody` };
    if (account.disabled) return { ownerRefused: `${account.username}'s account is disabled: choose another owner, or nobody` };
    owner = account.username;
  }
  const nextActionOn = update.nextActionOn === undefined ? before.nextActionOn : update.nextActionOn;
  const nextActionText = update.nextActionText === undefined ? before.nextActionText : update.nextActionText;
  return { saved: { status: update.status, owner, nextActionOn, ...(nextActionText ? { nextActionText } : {}) } };
}
