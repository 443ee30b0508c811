import type { AuditAction, HistoryEvent } from './audit';
import type { ListedEvidenceFile } from './evidence-files';
import { countOf } from './format';

/**
 * The audit actions that record a consultant's review: its findings (each naming a requirement and the outcome
 * found, or a batch agreeing with the respondent and its undoing), scope, target, finishing, reopening, sharing,
 * the assessor's files (by name) and the detailed copy of a quick check made for review.
 */
export const REVIEW_ACTIONS = [
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
] as const satisfies readonly AuditAction[];

/** The stored details of a browser export of a review's assessment report. */
const ASSESSMENT_REPORT_EXPORTS: readonly string[] = ['assessment-report-pdf', 'assessment-report-docx'];

/** What an event held back from the respondent's download says in place of its details. */
export const HELD_BACK_DETAILS = 'Held back until the review is shared with you';

/** What the respondent's download keeps of the audit events and files while a review is not shared with them, and how much it held back. */
export interface ReviewHeldBack {
  events: HistoryEvent[];
  evidenceFiles: ListedEvidenceFile[];
  heldBackEvents: number;
  heldBackFiles: number;
}

/** "name.pdf (requirement-id)": how the audit log names an evidence file. */
function fileInLog(file: Pick<ListedEvidenceFile, 'fileName' | 'requirementId'>): string {
  return `${file.fileName} (${file.requirementId})`;
}

/**
 * Whether an event tells of the review: a review action, an export of the assessment report, or a
 * consultant's read of one of the assessor's files (named in the log as it was added, or as it is kept now).
 */
function isOfReview(event: HistoryEvent, assessorFiles: ReadonlySet<string>): boolean {
  if ((REVIEW_ACTIONS as readonly AuditAction[]).includes(event.action)) return true;
  if (event.action === 'export') return ASSESSMENT_REPORT_EXPORTS.includes(event.details);
  if (event.action === 'evidence-read') return event.details.startsWith('Evidence file ') && assessorFiles.has(event.details.slice('Evidence file '.length));
  return false;
}

/**
 * The audit events and evidence files of the respondent's download, with the review held back unless it is
 * shared with them (decision 088): each event of the review keeps its time, action and "a consultant", but
 * its details (requirements and outcomes, file names, the copy's id) say only that they are held back; the
 * assessor's files are left out. Once shared, everything is given.
 */
export function holdBackUnsharedReview(input: { events: readonly HistoryEvent[]; evidenceFiles: readonly ListedEvidenceFile[]; reviewShared: boolean }): ReviewHeldBack {
  const { events, evidenceFiles, reviewShared } = input;
  if (reviewShared) return { events: [...events], evidenceFiles: [...evidenceFiles], heldBackEvents: 0, heldBackFiles: 0 };
  const assessorFiles = new Set([
    ...evidenceFiles.filter((file) => file.addedBy === 'assessor').map(fileInLog),
    ...events.filter((event) => event.action === 'assessor-evidence-added').map((event) => event.details),
  ]);
  let heldBackEvents = 0;
  const kept = events.map((event) => {
    if (!isOfReview(event, assessorFiles)) return event;
    heldBackEvents += 1;
    return { ...event, details: HELD_BACK_DETAILS };
  });
  const respondentsFiles = evidenceFiles.filter((file) => file.addedBy === 'respondent');
  return { events: kept, evidenceFiles: respondentsFiles, heldBackEvents, heldBackFiles: evidenceFiles.length - respondentsFiles.length };
}

/** What the download held back of an unshared review and why, in words; null when it held nothing back. */
export function heldBackInWords(heldBack: Pick<ReviewHeldBack, 'heldBackEvents' | 'heldBackFiles'>, holder: { companyName: string; contactEmail: string }): string | null {
  const { heldBackEvents, heldBackFiles } = heldBack;
  if (heldBackEvents === 0 && heldBackFiles === 0) return null;
  const parts = [
    heldBackEvents > 0 ? `the details of ${countOf(heldBackEvents, 'audit event')} of a consultant's review (which requirements were found how, the assessor's file names, a copy made for review)` : '',
    heldBackFiles > 0 ? `${countOf(heldBackFiles, 'evidence file')} the assessor added` : '',
  ].filter((part) => part !== '');
  return `Held back until ${holder.companyName} shares its review of this assessment with you: ${parts.join(', and ')}. Until then the review is the firm's unfinished work and may still change; once it is shared, its findings, its events and the assessor's files are in this file. To ask about it, contact ${holder.contactEmail}.`;
}
