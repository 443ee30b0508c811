import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toFollowUpStatus, type ConsultantNote, type FollowUpStatus } from '../../domain/follow-up';
import type { Database } from './schema.server';

/** An assessment's follow-up status, or undefined when there is no such assessment. */
export async function followUpStatusOf(db: Kysely<Database>, assessmentId: string): Promise<FollowUpStatus | undefined> {
  const row = await db.selectFrom('assessments').select('follow_up_status').where('id', '=', assessmentId).executeTakeFirst();
  return row ? toFollowUpStatus(row.follow_up_status) : undefined;
}

/** Sets an assessment's follow-up status; false when there is no such assessment. */
export async function setFollowUpStatus(db: Kysely<Database>, assessmentId: string, status: FollowUpStatus): Promise<boolean> {
  const result = await db.updateTable('assessments').set({ follow_up_status: status }).where('id', '=', assessmentId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Adds a note to an assessment and returns it as stored. */
export async function insertNote(db: Kysely<Database>, note: Omit<ConsultantNote, 'id'> & { assessmentId: string }): Promise<ConsultantNote> {
  const id = randomUUID();
  await db
    .insertInto('assessment_notes')
    .values({ id, assessment_id: note.assessmentId, author: note.author, created_at: note.createdAt, text: note.text })
    .execute();
  return { id, author: note.author, createdAt: note.createdAt, text: note.text };
}

/** The notes of an assessment, newest first (two written in the same millisecond in a fixed, arbitrary order). */
export async function notesForAssessment(db: Kysely<Database>, assessmentId: string): Promise<ConsultantNote[]> {
  const rows = await db
    .selectFrom('assessment_notes')
    .select(['id', 'author', 'created_at', 'text'])
    .where('assessment_id', '=', assessmentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // PostgreSQL returns bigint columns as strings.
  return rows.map((row) => ({ id: row.id, author: row.author, createdAt: Number(row.created_at), text: row.text }));
}

/** How many notes an assessment has, without reading them (the respondent's download gives the count only). */
export async function noteCountOf(db: Kysely<Database>, assessmentId: string): Promise<number> {
  const row = await db
    .selectFrom('assessment_notes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('assessment_id', '=', assessmentId)
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string.
  return Number(row.count);
}
