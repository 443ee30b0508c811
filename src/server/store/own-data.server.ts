import type { Kysely } from 'kysely';
import type { HistoryEvent } from '../../domain/audit';
import type { ConsultantNote, FollowUpStatus } from '../../domain/follow-up';
import { auditEventsForAssessment } from './audit.server';
import { followUpStatusOf, notesForAssessment } from './follow-up.server';
import type { Database } from './schema.server';
import { seriesIdOf } from './series.server';

/** What is held about an assessment beside its record: its series, follow-up status, notes and audit events. */
export interface HeldAboutAssessment {
  seriesId: string;
  followUpStatus: FollowUpStatus;
  notes: ConsultantNote[];
  events: HistoryEvent[];
}

/** Everything held about an assessment beside its record, read together; undefined when there is no such assessment. */
export async function ownDataOf(db: Kysely<Database>, id: string): Promise<HeldAboutAssessment | undefined> {
  const [seriesId, followUpStatus, notes, events] = await Promise.all([seriesIdOf(db, id), followUpStatusOf(db, id), notesForAssessment(db, id), auditEventsForAssessment(db, id)]);
  if (seriesId === undefined || followUpStatus === undefined) return undefined;
  return { seriesId, followUpStatus, notes, events };
}
