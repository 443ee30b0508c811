import { z } from 'zod';

/**
 * One of the signed-in user's own sessions, as GET /api/account/sessions sends it. `id` is a public
 * handle (a hash of the stored token hash): it names the session to end, and can never be turned back
 * into the cookie that holds it.
 */
export const ownSessionSchema = z.strictObject({
  id: z.string(),
  /** Whether this is the session of the browser asking. */
  current: z.boolean(),
  startedAt: z.number(),
  lastActiveAt: z.number(),
  expiresAt: z.number(),
  rememberMe: z.boolean(),
  /** The client address the session was started from ('' for a session older than the address record). */
  address: z.string(),
  /** The browser in words, from its User-Agent: "Firefox on Windows". */
  device: z.string(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

/** GET /api/account/sessions: the signed-in sessions, the most recently active first. */
export const ownSessionsSchema = z.strictObject({ sessions: z.array(ownSessionSchema) });

/** POST /api/account/sessions/end-others: how many other sessions were ended. */
export const endedSessionsSchema = z.strictObject({ ended: z.number() });

/**
 * The :id of DELETE /api/account/sessions/:id: a session's handle (64 hex digits). Any text is taken here:
 * an id that names none of the user's own sessions, well formed or not, gets the same 404 from the lookup.
 * The URL is checked before the body, so a stricter schema would answer 404 where a body with fields has
 * always been refused first with 400.
 */
export const ownSessionParamsSchema = z.object({ id: z.string() });

/** "203.0.113.9", or words for a session started before addresses were kept. */
export function sessionAddressInWords(address: string): string {
  return address || 'Not recorded';
}
