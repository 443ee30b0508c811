import type { Assessment } from './assessment';
import { actorInWords, type AuditAction, type HistoryEvent } from './audit';
import { countOf, daysInWords } from './format';
import { FOLLOW_UP_NAMES, type ConsultantNote, type FollowUpStatus } from './follow-up';

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
  };
  assessment: Assessment;
  seriesId: string;
  followUp: {
    status: FollowUpStatus;
    statusInWords: string;
    consultantNotes: { writtenAt: string; author: string; text: string }[];
  };
  auditEvents: { at: string; action: AuditAction; by: string; details: string }[];
}

/** The rules that delete an assessment, in words: the retention period (if any), the draft keeping time, and deletion on request. */
export function retentionInWords({ companyName, retentionMonths, draftDays }: DataHolder): string[] {
  return [
    retentionMonths === undefined
      ? `${companyName} has set no automatic retention period: a completed assessment is kept until you or ${companyName} delete it.`
      : `An assessment is deleted ${countOf(retentionMonths, 'month')} after it was created.`,
    `A saved draft is deleted ${daysInWords(draftDays)} after its last save.`,
    'You can delete this assessment at any time from "Your assessments" in the browser that holds its access key. The record of the deletion (when, and the organisation name) stays in the audit log.',
  ];
}

/**
 * Everything held about an assessment, for the holder of its access key: the record with all its
 * answers, its series, the consultant's follow-up status and notes, and the audit log's events about
 * it, each with an ISO time, plus what the file is, who holds the data and for how long. Never the
 * access key or its hash.
 */
export function ownDataExport(input: {
  assessment: Assessment;
  seriesId: string;
  followUpStatus: FollowUpStatus;
  notes: readonly ConsultantNote[];
  events: readonly HistoryEvent[];
  holder: DataHolder;
  at: number;
}): OwnData {
  const { assessment, seriesId, followUpStatus, notes, events, holder, at } = input;
  return {
    about: {
      whatThisIs: `Everything ${holder.companyName} holds about the Essential Eight assessment of ${assessment.organizationName || 'an unnamed organisation'}: your answers, the consultant's follow-up status and notes, and the audit log's record of who viewed, exported or changed it and when. You asked for it under Australian Privacy Principle 12 (access to personal information).`,
      heldBy: holder.companyName,
      contact: holder.contactEmail,
      retention: retentionInWords(holder),
      downloadedAt: new Date(at).toISOString(),
    },
    assessment,
    seriesId,
    followUp: {
      status: followUpStatus,
      statusInWords: FOLLOW_UP_NAMES[followUpStatus],
      consultantNotes: notes.map((note) => ({ writtenAt: new Date(note.createdAt).toISOString(), author: note.author, text: note.text })),
    },
    auditEvents: events.map((event) => ({ at: new Date(event.at).toISOString(), action: event.action, by: actorInWords(event.actor), details: event.details })),
  };
}
