import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { EvidenceRequestState } from '../../domain/review/evidence-request-words';
import { evidenceRequestSchema, type EvidenceRequest } from '../../domain/review/evidence-requests';
import type { Database, EvidenceRequestsTable } from './schema.server';

/** A request to write: its id, assessment, what is asked and by when, who asked and when. */
export interface NewEvidenceRequest {
  id: string;
  assessmentId: string;
  requirementIds: readonly string[];
  wanted: string;
  dueOn: string;
  askedAt: number;
  askedBy: string;
}

const requirementIdsSchema = z.array(z.string());

// PostgreSQL returns bigint columns as strings.
const optionalTime = (value: number | string | null) => (value === null ? null : Number(value));

function toRequest(row: Selectable<EvidenceRequestsTable>): EvidenceRequest {
  return evidenceRequestSchema.parse({
    id: row.id,
    requirementIds: requirementIdsSchema.parse(JSON.parse(row.requirement_ids)),
    wanted: row.wanted,
    dueOn: row.due_on,
    state: row.state,
    askedAt: Number(row.asked_at),
    askedBy: row.asked_by,
    answer: row.answer,
    answeredAt: optionalTime(row.answered_at),
    uploadCount: Number(row.upload_count),
    acceptedAt: optionalTime(row.accepted_at),
    acceptedBy: row.accepted_by,
    withdrawnAt: optionalTime(row.withdrawn_at),
    withdrawnBy: row.withdrawn_by,
  });
}

/** Keeps a new request, open. */
export async function insertEvidenceRequest(db: Kysely<Database>, request: NewEvidenceRequest): Promise<void> {
  await db
    .insertInto('evidence_requests')
    .values({
      id: request.id,
      assessment_id: request.assessmentId,
      requirement_ids: JSON.stringify(request.requirementIds),
      wanted: request.wanted,
      due_on: request.dueOn,
      asked_at: request.askedAt,
      asked_by: request.askedBy,
    })
    .execute();
}

/** Every request of an assessment, oldest first. */
export async function evidenceRequestsOf(db: Kysely<Database>, assessmentId: string): Promise<EvidenceRequest[]> {
  const rows = await db.selectFrom('evidence_requests').selectAll().where('assessment_id', '=', assessmentId).orderBy('asked_at').orderBy('id').execute();
  return rows.map(toRequest);
}

/** One request of an assessment, or undefined when it has no such request. */
export async function evidenceRequestOf(db: Kysely<Database>, assessmentId: string, requestId: string): Promise<EvidenceRequest | undefined> {
  const row = await db.selectFrom('evidence_requests').selectAll().where('assessment_id', '=', assessmentId).where('id', '=', requestId).executeTakeFirst();
  return row ? toRequest(row) : undefined;
}

/** Records the respondent's answer in words, answering the request, while it is in one of `from`; false when it is not. */
export async function answerEvidenceRequest(db: Kysely<Database>, assessmentId: string, requestId: string, answer: string, at: number, from: readonly EvidenceRequestState[]): Promise<boolean> {
  const result = await db
    .updateTable('evidence_requests')
    .set({ answer, answered_at: at, state: 'answered' })
    .where('assessment_id', '=', assessmentId)
    .where('id', '=', requestId)
    .where('state', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Counts a file the respondent uploaded for a request, answering it, while it is in one of `from`; false when it is not. */
export async function countUploadForRequest(db: Kysely<Database>, assessmentId: string, requestId: string, at: number, from: readonly EvidenceRequestState[]): Promise<boolean> {
  const result = await db
    .updateTable('evidence_requests')
    .set((eb) => ({ upload_count: eb('upload_count', '+', 1), answered_at: at, state: 'answered' }))
    .where('assessment_id', '=', assessmentId)
    .where('id', '=', requestId)
    .where('state', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Accepts a request, by a consultant, while it is in one of `from`; false when it is not. */
export async function acceptEvidenceRequest(db: Kysely<Database>, assessmentId: string, requestId: string, by: string, at: number, from: readonly EvidenceRequestState[]): Promise<boolean> {
  const result = await db
    .updateTable('evidence_requests')
    .set({ state: 'accepted', accepted_at: at, accepted_by: by })
    .where('assessment_id', '=', assessmentId)
    .where('id', '=', requestId)
    .where('state', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Withdraws a request, by a consultant, while it is in one of `from`; false when it is not. */
export async function withdrawEvidenceRequest(db: Kysely<Database>, assessmentId: string, requestId: string, by: string, at: number, from: readonly EvidenceRequestState[]): Promise<boolean> {
  const result = await db
    .updateTable('evidence_requests')
    .set({ state: 'withdrawn', withdrawn_at: at, withdrawn_by: by })
    .where('assessment_id', '=', assessmentId)
    .where('id', '=', requestId)
    .where('state', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many requests are stored for every assessment together: for tests that check nothing is left behind. */
export async function countEvidenceRequests(db: Kysely<Database>): Promise<number> {
  return Number((await db.selectFrom('evidence_requests').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()).count);
}
