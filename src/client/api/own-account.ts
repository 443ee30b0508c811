import { passwordChangedSchema, type PasswordChanged } from '../../domain/auth-schemas';
import { endedSessionsSchema, ownSessionsSchema, type OwnSession } from '../../domain/own-sessions';
import { requestJson, requestNoContent } from './http';

/** Changes the signed-in user's password; the server ends every other session and renews this one. */
export function changeOwnPassword(input: { currentPassword: string; newPassword: string }): Promise<PasswordChanged> {
  return requestJson('/api/account/password', passwordChangedSchema.parse, { method: 'POST', body: JSON.stringify(input) });
}

/** The signed-in user's own signed-in sessions, the most recently active first. */
export async function fetchOwnSessions(): Promise<OwnSession[]> {
  return (await requestJson('/api/account/sessions', ownSessionsSchema.parse)).sessions;
}

/** Ends one of the signed-in user's own sessions, named by its public handle. */
export function endOwnSession(id: string): Promise<void> {
  return requestNoContent(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Ends every session of the signed-in user but this browser's; how many ended. */
export async function endOtherSessions(): Promise<number> {
  return (await requestJson('/api/account/sessions/end-others', endedSessionsSchema.parse, { method: 'POST', body: '{}' })).ended;
}
