import { z } from 'zod';

/** What the audit log records: sign-ins, views, exports, deletes, password changes, and a consultant's notes and follow-up status changes. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'view',
  'export',
  'delete',
  'password-reset-requested',
  'password-reset',
  'note',
  'follow-up',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The actor of an event the respondent made with the assessment's access key (a deletion): no support
 * user, so no name. Every support action names its user, so an empty actor reads as the respondent.
 */
export const RESPONDENT_ACTOR = null;

/** Who made an audit event, in words: the support user's name, or "the respondent" (RESPONDENT_ACTOR). */
export function actorInWords(actor: string | null): string {
  return actor ?? 'the respondent';
}

/** One entry of the audit log, as the store keeps it and GET /api/assessments/:id/history sends it. */
export const auditEventSchema = z.object({
  at: z.number(),
  actor: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  assessmentId: z.string().nullable(),
  details: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** The reports a browser makes itself and notes in the audit log (POST /api/assessments/:id/exports). */
export const BROWSER_EXPORT_FORMATS = ['summary-pdf', 'detailed-pdf', 'docx'] as const;
export type BrowserExportFormat = (typeof BROWSER_EXPORT_FORMATS)[number];

/** The body of POST /api/assessments/:id/exports. */
export const exportNoteSchema = z.object({ format: z.enum(BROWSER_EXPORT_FORMATS) });
