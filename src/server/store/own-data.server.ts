import type { Kysely } from 'kysely';
import type { HistoryEvent } from '../../domain/audit';
import type { ListedEvidenceFile } from '../../domain/evidence-files';
import type { FollowUpStatus } from '../../domain/follow-up';
import type { EvidenceRequest } from '../../domain/review/evidence-requests';
import { evidenceFilesOf } from './evidence-files.server';
import { evidenceRequestsOf } from './evidence-requests.server';
import { auditEventsForAssessment } from './audit.server';
import { followUpStatusOf, noteCountOf } from './follow-up.server';
import { reviewStatusColumnOf } from './review.server';
import type { Database } from './schema.server';
import { seriesIdOf } from './series.server';

/** What is held about an assessment beside its record, as its respondent's download needs it: its series, follow-up status, how many notes, audit events, files, requests for evidence, and whether its review is shared. */
export interface HeldAboutAssessment {
  seriesId: string;
  followUpStatus: FollowUpStatus;
  noteCount: number;
  events: HistoryEvent[];
  evidenceFiles: ListedEvidenceFile[];
  evidenceRequests: EvidenceRequest[];
  reviewShared: boolean;
}

/** Everything the respondent's download needs beside the record, read together (the notes counted, never read; the evidence files described, not their content); undefined when there is no such assessment. */
export async function ownDataOf(db: Kysely<Database>, id: string): Promise<HeldAboutAssessment | undefined> {
  const [seriesId, followUpStatus, noteCount, events, evidenceFiles, evidenceRequests, reviewStatus] = await Promise.all([
    seriesIdOf(db, id),
    followUpStatusOf(db, id),
    noteCountOf(db, id),
    auditEventsForAssessment(db, id),
    evidenceFilesOf(db, id),
    evidenceRequestsOf(db, id),
    reviewStatusColumnOf(db, id),
  ]);
  if (seriesId === undefined || followUpStatus === undefined) return undefined;
  return { seriesId, followUpStatus, noteCount, events, evidenceFiles, evidenceRequests, reviewShared: reviewStatus === 'shared' };
}
