import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { FOLLOW_UP_FIELDS, statusOnReassessment, toFollowUpStatus, type ConsultantNote, type FollowUpChange, type FollowUpState, type FollowUpStatus } from '../../domain/follow-up';
import type { FollowUpFieldChange } from '../../domain/follow-up-timeline';
import { isPostgres } from './dialect.server';
import type { Database } from './schema.server';

/** An assessment's follow-up status, or undefined when there is no such assessment. */
export async function followUpStatusOf(db: Kysely<Database>, assessmentId: string): Promise<FollowUpStatus | undefined> {
  const row = await db.selectFrom('assessments').select('follow_up_status').where('id', '=', assessmentId).executeTakeFirst();
  return row ? toFollowUpStatus(row.follow_up_status) : undefined;
}

/** The columns that hold a follow-up, on each assessment of its series (decision 101). */
const FOLLOW_UP_COLUMNS = ['follow_up_status', 'follow_up_owner', 'next_action_on', 'next_action_text'] as const;

/** A follow-up as its columns store it. */
function stateOfRow(row: { follow_up_status: string; follow_up_owner: string | null; next_action_on: string | null; next_action_text: string | null }): FollowUpState {
  const state: FollowUpState = { status: toFollowUpStatus(row.follow_up_status), owner: row.follow_up_owner, nextActionOn: row.next_action_on };
  return row.next_action_text === null ? state : { ...state, nextActionText: row.next_action_text };
}

/**
 * The assessments of a series, by the series' id (its first assessment's, which may have been deleted since: its
 * re-assessments still name it), through the primary key and the index on `series_id`.
 */
function inSeries(seriesId: string) {
  return sql<boolean>`(id = ${seriesId} or series_id = ${seriesId})`;
}

/**
 * An assessment's follow-up (its series'): status, owner, next-action day and text, or undefined when there is no such assessment. Inside
 * a transaction on PostgreSQL it holds the row until the end, so a change reads what it replaces and two changes
 * queue (SQLite writes one transaction at a time).
 */
export async function followUpStateOf(db: Kysely<Database>, assessmentId: string): Promise<FollowUpState | undefined> {
  const row = await db
    .selectFrom('assessments')
    .select(FOLLOW_UP_COLUMNS)
    .where('id', '=', assessmentId)
    .$if(isPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
  return row ? stateOfRow(row) : undefined;
}

/**
 * The follow-up of a series as a new assessment of it takes it: that of its latest assessment (every assessment of a
 * series holds the same one); undefined when none is left.
 */
export async function seriesFollowUpOf(db: Kysely<Database>, seriesId: string): Promise<FollowUpState | undefined> {
  const row = await db.selectFrom('assessments').select(FOLLOW_UP_COLUMNS).where(inSeries(seriesId)).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row && stateOfRow(row);
}

/**
 * Sets the follow-up status, owner, next-action day and text of the series an assessment belongs to, on each of its
 * assessments (decision 101); false when there is no such assessment.
 */
export async function setFollowUpState(db: Kysely<Database>, assessmentId: string, state: FollowUpState): Promise<boolean> {
  const row = await db.selectFrom('assessments').select(['id', 'series_id']).where('id', '=', assessmentId).executeTakeFirst();
  if (!row) return false;
  await db
    .updateTable('assessments')
    .set({ follow_up_status: state.status, follow_up_owner: state.owner, next_action_on: state.nextActionOn, next_action_text: state.nextActionText ?? null })
    .where(inSeries(row.series_id ?? row.id))
    .execute();
  return true;
}

/**
 * A re-assessment just submitted (a draft of a series now completed): a series whose follow-up was past "new" becomes
 * "re-assessed", on each of its assessments, and the notes timeline records the change with nobody as who made it.
 * Owner and next action stay. Nothing for an assessment that starts a series or a series still "new".
 */
export async function followUpOnReassessment(db: Kysely<Database>, assessmentId: string, at: number): Promise<void> {
  const row = await db.selectFrom('assessments').select(['series_id', ...FOLLOW_UP_COLUMNS]).where('id', '=', assessmentId).executeTakeFirst();
  if (!row?.series_id) return;
  const before = stateOfRow(row);
  const status = statusOnReassessment(before.status);
  if (status === before.status) return;
  await setFollowUpState(db, assessmentId, { ...before, status });
  await insertFollowUpChanges(db, { assessmentId, changedBy: '', changedAt: at, changes: [{ field: 'status', from: before.status, to: status }] });
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

/**
 * The follow-up changes of the series an assessment belongs to (made through any of its assessments still kept), newest
 * first (those of one save in the order it made them: status, owner, next action's day and text).
 */
export async function followUpChangesFor(db: Kysely<Database>, assessmentId: string): Promise<FollowUpChange[]> {
  const seriesOf = db.selectFrom('assessments').select((eb) => eb.fn.coalesce('series_id', 'id').as('series')).where('id', '=', assessmentId);
  const rows = await db
    .selectFrom('follow_up_changes')
    .select(['id', 'changed_by', 'changed_at', 'field', 'from_value', 'to_value'])
    .where('assessment_id', 'in', db.selectFrom('assessments').select('id').where((eb) => eb.or([eb('id', '=', seriesOf), eb('series_id', '=', seriesOf)])))
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
