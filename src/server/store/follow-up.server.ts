import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { FOLLOW_UP_FIELDS, toFollowUpStatus, type ConsultantNote, type FollowUpChange, type FollowUpState, type FollowUpStatus } from '../../domain/follow-up';
import type { FollowUpFieldChange } from '../../domain/follow-up-timeline';
import { isPostgres } from './dialect.server';
import type { Database } from './schema.server';

/** An assessment's follow-up status, or undefined when there is no such assessment. */
export async function followUpStatusOf(db: Kysely<Database>, assessmentId: string): Promise<FollowUpStatus | undefined> {
  const row = await db.selectFrom('assessments').select('follow_up_status').where('id', '=', assessmentId).executeTakeFirst();
  return row ? toFollowUpStatus(row.follow_up_status) : undefined;
}

/**
 * An assessment's follow-up: status, owner and next-action day, or undefined when there is no such assessment. Inside
 * a transaction on PostgreSQL it holds the row until the end, so a change reads what it replaces and two changes
 * queue (SQLite writes one transaction at a time).
 */
export async function followUpStateOf(db: Kysely<Database>, assessmentId: string): Promise<FollowUpState | undefined> {
  const row = await db
    .selectFrom('assessments')
    .select(['follow_up_status', 'follow_up_owner', 'next_action_on'])
    .where('id', '=', assessmentId)
    .$if(isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
  return row ? { status: toFollowUpStatus(row.follow_up_status), owner: row.follow_up_owner, nextActionOn: row.next_action_on } : undefined;
}

/** Sets an assessment's follow-up status, owner and next-action day; false when there is no such assessment. */
export async function setFollowUpState(db: Kysely<Database>, assessmentId: string, state: FollowUpState): Promise<boolean> {
  const result = await db
    .updateTable('assessments')
    .set({ follow_up_status: state.status, follow_up_owner: state.owner, next_action_on: state.nextActionOn })
    .where('id', '=', assessmentId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records the changes one save made to a follow-up, each an entry of the notes timeline. */
export async function insertFollowUpChanges(
  db: Kysely<Database>,
  entry: { assessmentId: string; changedBy: string; changedAt: number; changes: readonly FollowUpFieldChange[] },
): Promise<void> {
  if (entry.changes.length === 0) return;
  await db
    .insertInto('follow_up_changes')
    .values(
      entry.changes.map((change) => ({
        id: randomUUID(),
        assessment_id: entry.assessmentId,
        changed_by: entry.changedBy,
        changed_at: entry.changedAt,
        field: change.field,
        from_value: change.from,
        to_value: change.to,
      })),
    )
    .execute();
}

/** The follow-up changes of an assessment, newest first (those of one save in the order it made them: status, owner, next action). */
export async function followUpChangesFor(db: Kysely<Database>, assessmentId: string): Promise<FollowUpChange[]> {
  const rows = await db
    .selectFrom('follow_up_changes')
    .select(['id', 'changed_by', 'changed_at', 'field', 'from_value', 'to_value'])
    .where('assessment_id', '=', assessmentId)
    .orderBy('changed_at', 'desc')
    .execute();
  const place = (field: string) => FOLLOW_UP_FIELDS.findIndex((known) => known === field);
  return rows
    .flatMap((row): FollowUpChange[] => {
      const field = FOLLOW_UP_FIELDS.find((known) => known === row.field);
      // PostgreSQL returns bigint columns as strings.
      return field ? [{ id: row.id, changedBy: row.changed_by, changedAt: Number(row.changed_at), field, from: row.from_value, to: row.to_value }] : [];
    })
    .sort((first, second) => second.changedAt - first.changedAt || place(first.field) - place(second.field));
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
