import { z } from 'zod';

/**
 * What the audit log records: sign-ins and second steps, views, exports, deletes, password changes, a
 * consultant's notes and follow-up status changes, changes to an account's second factors and sessions,
 * an administrator's management of accounts, a consultant's review of an assessment (each finding, the
 * scope, finishing, reopening, sharing and withdrawing it, the assessor's evidence files, a detailed copy
 * of a quick check made for review), a consultant's requests to the respondent for evidence (asked, answered
 * by the respondent, accepted, withdrawn), results links (replaced by the respondent, or a fresh one copied or emailed from
 * the portal; never the link itself), an administrator's API tokens (made and revoked, by name; never the secret; a
 * token's own reads and exports name it as their actor, "token: Power BI"), refused requests, and reads of the list, the search, the dashboard,
 * an assessment's notes, its evidence files and the audit log itself.
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'second-step-failed',
  'view',
  'export',
  'delete',
  'password-reset-requested',
  'password-reset',
  'password-changed',
  'note',
  'follow-up',
  'passkey-added',
  'passkey-removed',
  'authenticator-added',
  'authenticator-removed',
  'recovery-codes-made',
  'recovery-code-used',
  'session-ended',
  'account-invited',
  'invitation-accepted',
  'account-disabled',
  'account-enabled',
  'factors-reset',
  'role-changed',
  'invitation-cancelled',
  'refused',
  'list-read',
  'search',
  'dashboard-read',
  'notes-read',
  'audit-log-read',
  'evidence-read',
  'finding-saved',
  'review-scope-saved',
  'review-target-saved',
  'findings-agreed',
  'findings-agreement-undone',
  'report-words-saved',
  'review-finished',
  'review-reopened',
  'review-shared',
  'review-unshared',
  'assessor-evidence-added',
  'assessor-evidence-removed',
  'assessor-import-added',
  'findings-imported',
  'review-copy-made',
  'evidence-requested',
  'evidence-request-answered',
  'evidence-request-accepted',
  'evidence-request-withdrawn',
  'results-link-replaced',
  'results-link-copied',
  'results-link-emailed',
  'api-token-created',
  'api-token-revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The actor of an event the respondent made with the assessment's access key (a deletion): no support
 * user, so no name. Every support action names its user, so an empty actor reads as the respondent.
 */
export const RESPONDENT_ACTOR = null;

/**
 * The address recorded for a respondent's own action (a deletion, a data download): none. The log keeps
 * the addresses support users act from; a respondent's address is personal information the log does not need.
 */
export const RESPONDENT_ADDRESS = null;

/**
 * The reads the audit log keeps once a minute: the same read by the same account from the same address
 * within READ_REPEAT_MS adds no row (the dashboard is polled, and a page is read again on every return to it).
 * Refusals are kept the same way, so a script repeating one refused request cannot grow the log without end.
 */
export const REPEATABLE_ACTIONS = ['refused', 'list-read', 'search', 'dashboard-read', 'notes-read', 'audit-log-read', 'evidence-read'] as const satisfies readonly AuditAction[];
export type RepeatableAction = (typeof REPEATABLE_ACTIONS)[number];

/**
 * The events that record something which changed no data: a view, an export, a failed sign-in or
 * second step. Each is written alone, in one statement. Every other action (but the reads and refusals
 * above) records a change, and is written in the change's own transaction, so that both are kept or neither.
 */
export const NO_CHANGE_ACTIONS = ['view', 'export', 'sign-in-failed', 'second-step-failed'] as const satisfies readonly AuditAction[];
export type NoChangeAction = (typeof NO_CHANGE_ACTIONS)[number];

/** How long an identical read or refusal adds no new row: one minute. */
export const READ_REPEAT_MS = 60_000;

/**
 * The actor of a refusal without a session: nobody known. In brackets, as "(unknown passkey)" is, so it
 * reads apart from the names of support users.
 */
export const ANONYMOUS_ACTOR = '(anonymous)';

/**
 * The actor of a failed sign-in whose username names no account. The text typed is never kept: people type
 * their password into the username field. The details carry at most a short keyed hash of it.
 */
export const UNKNOWN_USERNAME_ACTOR = '(unknown username)';

/** Who made an audit event, in words: the support user's name, or "the respondent" (RESPONDENT_ACTOR). */
export function actorInWords(actor: string | null): string {
  return actor ?? 'the respondent';
}

/** One entry of the audit log, as the store keeps it and the audit log page (administrators only) sends it. */
export const auditEventSchema = z.object({
  at: z.number(),
  actor: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  assessmentId: z.string().nullable(),
  details: z.string(),
  /** The client address the request came from; null for events recorded before addresses were kept, and for work without a request. */
  address: z.string().nullable().default(null),
  /** The support account the action was about (an invitation, a role change), by username; null otherwise. */
  account: z.string().nullable().default(null),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/**
 * One entry of an assessment's history, as GET /api/assessments/:id/history sends it to any support user
 * and the respondent's data download lists it: when, what, by whom, without the address and the account,
 * which only administrators see on the audit log page (a consultant has no need of colleagues' addresses).
 */
export const historyEventSchema = z.strictObject(auditEventSchema.shape).omit({ address: true, account: true });
export type HistoryEvent = z.infer<typeof historyEventSchema>;

/** The reports a browser makes itself and notes in the audit log (POST /api/assessments/:id/exports): the summary, detailed and Word reports, and a review's assessment report. */
export const BROWSER_EXPORT_FORMATS = ['summary-pdf', 'detailed-pdf', 'docx', 'assessment-report-pdf', 'assessment-report-docx'] as const;
export type BrowserExportFormat = (typeof BROWSER_EXPORT_FORMATS)[number];

/** The body of POST /api/assessments/:id/exports. */
export const exportNoteSchema = z.strictObject({ format: z.enum(BROWSER_EXPORT_FORMATS) });
