/**
 * The audit log page (/support/audit) and its route: every action in words, the filter query both
 * share, and the whole Australian days a date filter means.
 */

import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditAction } from './audit';
import { DEFAULT_TIME_ZONE, formatterFor } from './calendar-day';
import { NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE } from './text';

/** Events on one page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/** Each action as the log page says it: "Signed in", "Changed a role". A record, so a new action cannot go without words. */
const ACTION_WORDS: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'second-step-failed': 'Failed second step',
  view: 'Viewed',
  export: 'Exported',
  delete: 'Deleted',
  'password-reset-requested': 'Asked for a password reset',
  'password-reset': 'Reset the password',
  'password-changed': 'Changed the password',
  note: 'Added a note',
  'follow-up': 'Changed the follow-up',
  'passkey-added': 'Added a passkey',
  'passkey-removed': 'Removed a passkey',
  'authenticator-added': 'Set up the authenticator app',
  'authenticator-removed': 'Removed the authenticator app',
  'recovery-codes-made': 'Made new recovery codes',
  'recovery-code-used': 'Used a recovery code',
  'session-ended': 'Ended a session',
  'account-invited': 'Invited an account',
  'invitation-accepted': 'Accepted an invitation',
  'account-disabled': 'Disabled an account',
  'account-enabled': 'Enabled an account',
  'factors-reset': 'Reset second steps',
  'role-changed': 'Changed a role',
  'invitation-cancelled': 'Cancelled an invitation',
  refused: 'Was refused',
  'list-read': 'Read the assessment list',
  search: 'Searched the assessments',
  'dashboard-read': 'Read the dashboard',
  'notes-read': 'Read the notes',
  'audit-log-read': 'Read the audit log',
  'evidence-read': 'Read evidence files',
  'finding-saved': 'Saved a finding',
  'review-scope-saved': 'Saved the scope of a review',
  'review-target-saved': 'Agreed the target of a review',
  'findings-agreed': 'Agreed with the respondent in a batch',
  'findings-agreement-undone': 'Undid a batch of agreements',
  'report-words-saved': 'Saved the words and marking of a review’s report',
  'review-finished': 'Finished a review',
  'review-reopened': 'Reopened a review',
  'review-shared': 'Shared a review with the respondent',
  'review-unshared': 'Withdrew a shared review',
  'assessor-evidence-added': 'Added an assessor’s evidence file',
  'assessor-evidence-removed': 'Removed an assessor’s evidence file',
  'assessor-import-added': 'Imported an export of the organisation’s systems into a review',
  'findings-imported': 'Recorded findings from an imported export',
  'review-copy-made': 'Made a detailed copy of a quick check for review',
  'evidence-requested': 'Asked the respondent for evidence',
  'evidence-request-answered': 'Answered a request for evidence',
  'evidence-request-accepted': 'Accepted the evidence asked for',
  'evidence-request-withdrawn': 'Withdrew a request for evidence',
  'results-link-replaced': 'Replaced the link to the results',
  'results-link-copied': 'Copied a fresh link to the results for the respondent',
  'results-link-emailed': 'Emailed the respondent a fresh link to the results',
  'api-token-created': 'Made an API token',
  'api-token-revoked': 'Revoked an API token',
};

/** An audit action in words, for the log page's table and its Action filter. */
export function auditActionInWords(action: AuditAction): string {
  return ACTION_WORDS[action];
}

/** A calendar date as a date field sends it: "2026-11-23", a day that exists. */
const dateFilter = (which: string) => z.iso.date({ error: `${which} date must be a date like 2026-11-23` });

/** Said when the assessment filter holds something that is not an assessment's reference. */
export const ASSESSMENT_REFERENCE_MESSAGE = "An assessment's reference looks like 0f8e6c2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b: copy it from the assessment's address";

/**
 * The query of GET /api/support/audit and of the page's address: page (from 1), the person who acted
 * (a username as the log records it), the action, the assessment the events were about (its reference,
 * the id in its address), and the first and last whole days (Australian dates, both included). A last
 * day before the first is refused, as it can match nothing.
 */
export const auditLogQuerySchema = z
  .object({
    page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page starts at 1').max(1_000_000, 'No such page').default(1),
    actor: z.string().trim().min(1, 'Choose a person').max(100, 'A person is at most 100 characters').regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE).optional(),
    action: z.enum(AUDIT_ACTIONS, { error: 'Choose an action from the list' }).optional(),
    assessment: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.uuid({ error: ASSESSMENT_REFERENCE_MESSAGE }))
      .optional(),
    from: dateFilter('The from').optional(),
    to: dateFilter('The to').optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    path: ['to'],
    error: 'The to date must be on or after the from date',
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** The filter query a page address asks for; a value the schema refuses falls back to none (or page 1). */
export function auditLogQueryFromSearch(params: Record<string, string>): AuditLogQuery {
  const parsed = auditLogQuerySchema.safeParse(params);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = auditLogQuerySchema.safeParse(Object.fromEntries(Object.entries(params).filter(([name]) => !refused.has(name))));
  return kept.success ? kept.data : { page: 1 };
}

/** The query string of a filter query, leaving out what is empty and page 1: the page's address and the API call share it. */
export function auditLogQueryString(query: Partial<AuditLogQuery>): string {
  const params = new URLSearchParams();
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.actor) params.set('actor', query.actor);
  if (query.action) params.set('action', query.action);
  if (query.assessment) params.set('assessment', query.assessment);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  return params.toString();
}

const zoneParts = new Map<string, Intl.DateTimeFormat>();
const ZONE_PARTS: Intl.DateTimeFormatOptions = { hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds (10 or 11 hours in Sydney, 8 in Perth). */
function zoneOffsetMs(timestamp: number, timeZone: string): number {
  const parts = Object.fromEntries(formatterFor(zoneParts, timeZone, ZONE_PARTS).formatToParts(timestamp).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(timestamp / 1000) * 1000;
}

/**
 * The instant a day begins in a zone: midnight of "2026-11-23" in Sydney (by default), in milliseconds.
 * Australia's clocks change at 2 or 3 in the morning, never at midnight, so every day has exactly one
 * midnight; the offset is read at a first guess and then at the midnight it gives, which settles it.
 */
export function australianDayStart(date: string, timeZone: string = DEFAULT_TIME_ZONE): number {
  const [year, month, day] = date.split('-').map(Number);
  const wallMidnight = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  const guess = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  return wallMidnight - zoneOffsetMs(guess, timeZone);
}

/** The day after a calendar date: "2026-12-31" → "2027-01-01". */
function nextDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1)).toISOString().slice(0, 10);
}

/** The times a date filter lets through: from `start` (included) to `end` (left out), in milliseconds; either may be open. */
export interface TimeRange {
  start?: number;
  end?: number;
}

/**
 * The whole days of a zone (Sydney's by default) from `from` to `to` (both included) as [start, end) in
 * milliseconds: the start of the first day and the start of the day after the last. A day is 23 to 25
 * hours long when the clock changes, which is why this is not `start + DAY_MS`.
 */
export function auditTimeRange({ from, to }: { from?: string | undefined; to?: string | undefined }, timeZone: string = DEFAULT_TIME_ZONE): TimeRange {
  return {
    ...(from === undefined ? {} : { start: australianDayStart(from, timeZone) }),
    ...(to === undefined ? {} : { end: australianDayStart(nextDate(to), timeZone) }),
  };
}

const whenFormats = new Map<string, Intl.DateTimeFormat>();
const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
};

/**
 * When an event happened, on the log's clock (Sydney's by default) with its zone named: "23 Nov 2026,
 * 11:59:30 pm AEDT". The log shows the same clock its date filters use, whatever zone the reader's
 * computer is set to.
 */
export function auditTimeInWords(timestamp: number, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatterFor(whenFormats, timeZone, WHEN).format(timestamp);
}

/** One event as the audit log page shows it: the stored event with the actor and action in words and the organisation it was about. */
export const auditLogItemSchema = z.object({
  at: z.number(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actionInWords: z.string(),
  assessmentId: z.string().nullable(),
  /** The organisation of the assessment the event was about, while that assessment still exists; null otherwise. */
  organisation: z.string().nullable(),
  account: z.string().nullable(),
  address: z.string().nullable(),
  details: z.string(),
});
export type AuditLogItem = z.infer<typeof auditLogItemSchema>;

/** The answer of GET /api/support/audit: a page of events newest first, the paging, and the people the Person filter offers. */
export const auditLogPageSchema = z.object({
  items: z.array(auditLogItemSchema),
  total: z.number(),
  page: z.number(),
  totalPages: z.number(),
  actors: z.array(z.string()),
  /** The zone whose days the filters meant and whose clock the page shows (E8_TIME_ZONE). */
  timeZone: z.string(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
