/**
 * What the audit log says about a read and a refusal: the list and the search with the query that was
 * asked, the audit log with its filters, a refused request with its route and why.
 */

import type { AuditAction } from './audit';
import { auditActionInWords, type AuditLogQuery } from './audit-log';
import { FOLLOW_UP_NAMES } from './follow-up';
import { REVIEW_STATUS_NAMES } from './review/review';
import type { AssessmentListQuery } from './support-views';

const SORT_WORDS: Record<AssessmentListQuery['sort'], string> = { date: 'date', organisation: 'organisation', average: 'average maturity', level: "ASD's level", review: 'review status' };

/** Which read of the support list a query is: a search when it carries search text, otherwise a read of the list. */
export function listReadAction(query: Pick<AssessmentListQuery, 'search'>): Extract<AuditAction, 'list-read' | 'search'> {
  return query.search ? 'search' : 'list-read';
}

/**
 * A read of the support list in words: the search text as typed (a consultant's words, kept so a search
 * for one organisation can be found again), the page, the filters and the sort: `"Acme" page 2; completed;
 * follow-up Won; review In review; by organisation, ascending`.
 */
export function listReadInWords(query: AssessmentListQuery): string {
  const parts = [query.search ? `"${query.search}" page ${query.page}` : `Page ${query.page}`];
  if (query.status) parts.push(query.status === 'draft' ? 'drafts' : 'completed');
  if (query.followUp) parts.push(`follow-up ${FOLLOW_UP_NAMES[query.followUp]}`);
  if (query.owner) parts.push(`owner ${query.owner}`);
  if (query.nextAction) parts.push('next action overdue');
  if (query.review) parts.push(`review ${REVIEW_STATUS_NAMES[query.review]}`);
  if (query.sort !== 'date' || query.direction !== 'desc') parts.push(`by ${SORT_WORDS[query.sort]}, ${query.direction === 'asc' ? 'ascending' : 'descending'}`);
  return parts.join('; ');
}

/** The audit log's filters in words, each one asked for: `person Alex; action Viewed; assessment 0f8e…; from 2026-11-23`; "" for none. */
export function auditLogFiltersInWords(query: Omit<AuditLogQuery, 'page'>): string {
  const parts: string[] = [];
  if (query.actor) parts.push(`person ${query.actor}`);
  if (query.action) parts.push(`action ${auditActionInWords(query.action)}`);
  if (query.assessment) parts.push(`assessment ${query.assessment}`);
  if (query.from) parts.push(`from ${query.from}`);
  if (query.to) parts.push(`to ${query.to}`);
  return parts.join('; ');
}

/** A read of the audit log in words: the page and each filter asked for: `Page 2; person Alex; action Viewed; from 2026-11-23`. */
export function auditLogReadInWords(query: AuditLogQuery): string {
  return [`Page ${query.page}`, auditLogFiltersInWords(query)].filter((part) => part !== '').join('; ');
}

/** Why a request was refused, in words, by the error code the answer carried: every code a 403 answer of this server carries. */
export const REFUSAL_WORDS: Readonly<Record<string, string>> = {
  administrators_only: 'administrators only',
  forbidden_origin: 'the request came from another site',
  not_signed_in: 'the sign-in is not finished (second step or enrolment)',
  account_disabled: 'the account is disabled',
  support_reads_only: "support staff may only read a respondent's evidence files",
  assessors_file: "only the consultant who added an assessor's evidence file may remove it",
  tokens_only_read: 'API tokens only read',
  token_scope: "outside the API token's scope",
  token_expired: 'the API token has expired',
  token_revoked: 'the API token has been revoked',
  forbidden: 'not allowed',
};

/** Why a request was refused in words, by its error code; a code without words reads as "not allowed" rather than as the code. */
export function refusalReasonInWords(errorCode: string): string {
  return REFUSAL_WORDS[errorCode] ?? REFUSAL_WORDS.forbidden ?? 'not allowed';
}

/**
 * A refused request in words: its method, its route (the pattern, so no id or query text is copied) and
 * why: `GET /api/support/audit: administrators only`.
 */
export function refusalInWords(method: string, route: string, errorCode: string): string {
  return `${method} ${route}: ${refusalReasonInWords(errorCode)}`;
}
