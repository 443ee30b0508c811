import { z } from 'zod';
import { dayInWords, dayOf } from './calendar-day';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE } from './text';

/**
 * Read-only API tokens: an administrator makes one for a reporting tool (Power BI, a spreadsheet's web query), with a
 * name, a scope and an expiry. The tool sends its secret as `Authorization: Bearer <secret>` to the few GET routes of
 * its scope; nothing that changes data ever takes one.
 */

/** What a token may read: `read` the assessment list and the dashboard's figures; `export` those, the list as CSV and one assessment as JSON. */
export const API_TOKEN_SCOPES = ['read', 'export'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const apiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, { error: 'Choose a scope: read, or export' });

/** Every secret starts with this, so a secret pasted where it should not be (a chat, a repository) is recognised as one. */
export const API_TOKEN_PREFIX = 'e8t_';

/** Days a token lasts when none are given. */
export const DEFAULT_API_TOKEN_DAYS = 90;
/** The longest a token may last: a year. */
export const MAX_API_TOKEN_DAYS = 365;
/** The longest name a token may have: it is the audit log's actor, after "token: ". */
export const MAX_API_TOKEN_NAME = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a token of one scope may call a route that asks for another: `export` includes `read`. */
export function scopeAllows(tokenScope: ApiTokenScope, routeScope: ApiTokenScope): boolean {
  return tokenScope === 'export' || routeScope === 'read';
}

/** A scope in words, for the portal's list and the audit log. */
export function scopeInWords(scope: ApiTokenScope): string {
  return scope === 'read' ? 'Read (list and dashboard)' : 'Export (read, CSV and one assessment as JSON)';
}

/** The audit log's actor for a use of a token: its name after "token: ", so it reads apart from a person's username. */
export function apiTokenActor(name: string): string {
  return `token: ${name}`;
}

/** A token's name, scope and expiry in words, as the audit log keeps them when it is made or revoked: never its secret. */
export function apiTokenInWords(token: { name: string; scope: ApiTokenScope; expiresAt: number }, timeZone: string): string {
  return `${token.name} (${token.scope} scope, expires ${dayInWords(dayOf(token.expiresAt, timeZone))})`;
}

/** When a token made at `now` to last `days` days expires (ms since the epoch). */
export function apiTokenExpiry(now: number, days: number): number {
  return now + days * DAY_MS;
}

/** POST /api/support/api-tokens: a name, a scope and how many days it lasts (1 to 365; 90 when absent). */
export const apiTokenInputSchema = z.strictObject({
  name: z
    .string({ error: 'Give the token a name' })
    .trim()
    .min(1, 'Give the token a name')
    .max(MAX_API_TOKEN_NAME, `A token's name is at most ${MAX_API_TOKEN_NAME} characters`)
    .regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE),
  scope: apiTokenScopeSchema,
  expiresInDays: z
    .number({ error: `Give the days until it expires, 1 to ${MAX_API_TOKEN_DAYS}` })
    .int(`Give the days until it expires, 1 to ${MAX_API_TOKEN_DAYS}`)
    .min(1, 'A token lasts at least a day')
    .max(MAX_API_TOKEN_DAYS, 'A token lasts at most a year (365 days)')
    .default(DEFAULT_API_TOKEN_DAYS),
});
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;

/** One token as the portal lists it: never its secret nor its hash. */
export const apiTokenSummarySchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  createdBy: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  lastUsedAt: z.number().nullable(),
  revokedAt: z.number().nullable(),
  revokedBy: z.string().nullable(),
});
export type ApiTokenSummary = z.infer<typeof apiTokenSummarySchema>;

/** GET /api/support/api-tokens: every token, newest first. */
export const apiTokenListSchema = z.strictObject({ tokens: z.array(apiTokenSummarySchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** The answer to making a token: the token and its secret, the one time the secret is ever sent. */
export const apiTokenCreatedSchema = z.strictObject({ token: apiTokenSummarySchema, secret: z.string().startsWith(API_TOKEN_PREFIX) });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

/** The :id of DELETE /api/support/api-tokens/:id. */
export const apiTokenIdParamsSchema = z.object({ id: z.uuid() });

/** Where a token stands at a moment: usable, expired or revoked. */
export function apiTokenState(token: Pick<ApiTokenSummary, 'expiresAt' | 'revokedAt'>, now: number): 'active' | 'expired' | 'revoked' {
  if (token.revokedAt !== null) return 'revoked';
  return token.expiresAt <= now ? 'expired' : 'active';
}

/** What a tool sending a bearer token to a route that never takes one is told. */
export const TOKENS_ONLY_READ_MESSAGE =
  'API tokens only read: they are accepted on the assessment list, the dashboard and the exports their scope allows, never on anything that changes data. Sign in to the support portal to make changes.';
/** What a tool whose read token asks for an export is told. */
export const TOKEN_SCOPE_MESSAGE = 'This API token has the read scope: the CSV export, an assessment as JSON and its OSCAL export need a token with the export scope.';
/** What a tool sending a secret that names no token is told. */
export const UNKNOWN_TOKEN_MESSAGE = 'This API token is not recognised. Ask an administrator for a new one.';
/** What a tool sending an expired token's secret is told. */
export const EXPIRED_TOKEN_MESSAGE = 'This API token has expired. Ask an administrator for a new one.';
/** What a tool sending a revoked token's secret is told. */
export const REVOKED_TOKEN_MESSAGE = 'This API token has been revoked. Ask an administrator for a new one.';
