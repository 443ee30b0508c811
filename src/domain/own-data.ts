import type { Assessment } from './assessment';
import { RESPONDENT_ACTOR, type AuditAction, type HistoryEvent } from './audit';
import type { EvidenceFile, ListedEvidenceFile } from './evidence-files';
import { countOf, daysInWords } from './format';
import { FOLLOW_UP_NAMES, type FollowUpStatus } from './follow-up';
import { heldBackInWords, holdBackUnsharedReview } from './own-data-review';
import { forRespondent, type EvidenceRequest, type RespondentEvidenceRequest } from './review/evidence-requests';

/** Who holds the data and how long, as the "about" block of a respondent's own data says. */
export interface DataHolder {
  companyName: string;
  contactEmail: string;
  /** Months an assessment is kept after it was created (E8_RETENTION_MONTHS); undefined: no set period. */
  retentionMonths: number | undefined;
  /** Days a draft is kept after its last save (E8_DRAFT_DAYS). */
  draftDays: number;
}

/** Everything held about one assessment, as its respondent downloads it (Australian Privacy Principle 12). */
export interface OwnData {
  about: {
    whatThisIs: string;
    heldBy: string;
    contact: string;
    retention: string[];
    downloadedAt: string;
    /** What is held back of a consultant's review not shared with the respondent, and why; null when nothing is (decision 088). */
    heldBack: string | null;
  };
  assessment: Assessment;
  seriesId: string;
  followUp: {
    status: FollowUpStatus;
    statusInWords: string;
    /** How many internal notes the consultants keep about the assessment; the notes themselves stay with the firm. */
    internalNoteCount: number;
    internalNotes: string;
  };
  auditEvents: { at: string; action: AuditAction; by: string; details: string }[];
  /** The evidence files kept with the assessment, described (name, kind, size, SHA-256); their content comes in the evidence ZIP. The assessor's only once the review is shared. */
  evidenceFiles: EvidenceFile[];
  /**
   * The consultancy's requests to the respondent for evidence, with their answers: addressed to the respondent, so
   * given once made, whether or not the review is shared (decision 096); no consultant is named.
   */
  evidenceRequests: RespondentEvidenceRequest[];
}

/** The rules that delete an assessment, in words: the retention period (if any), the draft keeping time, and deletion on request. */
export function retentionInWords({ companyName, retentionMonths, draftDays }: DataHolder): string[] {
  return [
    retentionMonths === undefined
      ? `${companyName} has set no automatic retention period: a completed assessment is kept until you or ${companyName} delete it.`
      : `An assessment is deleted ${countOf(retentionMonths, 'month')} after it was created.`,
    `A saved draft is deleted ${daysInWords(draftDays)} after its last save.`,
    'You can delete this assessment at any time from "Your assessments" in the browser that holds its access key; any copy a consultant made of it for review is deleted with it. The record of the deletion (when, and the organisation name) stays in the audit log.',
  ];
}

/** Who made an audit event, as the respondent's download names them: "the respondent", or "a consultant" for any support account. */
export function actorForRespondent(actor: string | null): string {
  // A staff member's username is theirs, not the respondent's; the respondent learns that the firm acted, and when.
  return actor === RESPONDENT_ACTOR ? 'the respondent' : 'a consultant';
}

/** That the firm keeps internal notes about the assessment, how many, and whom to ask about them, in words. */
export function internalNotesInWords({ companyName, contactEmail }: DataHolder, noteCount: number): string {
  if (noteCount === 0) return `${companyName} keeps no internal notes about this assessment.`;
  return `${companyName} keeps ${countOf(noteCount, 'internal note')} about this assessment, written by its consultants for their own work. The notes are not in this file: to ask about them, or for any personal information in them, contact ${contactEmail}.`;
}

/**
 * Everything held about an assessment that its respondent is given, for the holder of its access key:
 * the record with all its answers, its series, the follow-up status, how many internal notes the
 * consultants keep (never the notes nor their authors), and the audit log's events about it with every
 * staff member as "a consultant", each with an ISO time, the evidence files described (not their content), plus what the file is, who holds the data and
 * for how long. A consultant's review is held back until it is shared (`reviewShared`): the details of its events and the assessor's
 * files, with words saying so (decision 088). Never the access key or its hash.
 */
export function ownDataExport(input: {
  assessment: Assessment;
  seriesId: string;
  followUpStatus: FollowUpStatus;
  noteCount: number;
  events: readonly HistoryEvent[];
  evidenceFiles: readonly ListedEvidenceFile[];
  evidenceRequests: readonly EvidenceRequest[];
  /** Whether the consultant's review of the assessment is shared with the respondent now. */
  reviewShared: boolean;
  holder: DataHolder;
  at: number;
}): OwnData {
  const { assessment, seriesId, followUpStatus, noteCount, holder, at } = input;
  const given = holdBackUnsharedReview(input);
  return {
    about: {
      whatThisIs: `What ${holder.companyName} holds about the Essential Eight assessment of ${assessment.organizationName || 'an unnamed organisation'}: your answers, the follow-up status, the requests for evidence ${holder.companyName} sent you with your answers, and the audit log's record of what was viewed, exported or changed, when, and whether by you or by a consultant. The consultants' internal notes are counted here, not included. You asked for it under Australian Privacy Principle 12 (access to personal information).`,
      heldBy: holder.companyName,
      contact: holder.contactEmail,
      retention: retentionInWords(holder),
      downloadedAt: new Date(at).toISOString(),
      heldBack: heldBackInWords(given, holder),
    },
    assessment,
    seriesId,
    followUp: {
      status: followUpStatus,
      statusInWords: FOLLOW_UP_NAMES[followUpStatus],
      internalNoteCount: noteCount,
      internalNotes: internalNotesInWords(holder, noteCount),
    },
    auditEvents: given.events.map((event) => ({ at: new Date(event.at).toISOString(), action: event.action, by: actorForRespondent(event.actor), details: event.details })),
    evidenceFiles: given.evidenceFiles,
    evidenceRequests: input.evidenceRequests.map(forRespondent),
  };
}
