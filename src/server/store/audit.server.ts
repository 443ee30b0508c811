import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { READ_REPEAT_MS, auditEventSchema, historyEventSchema, type AuditAction, type AuditEvent, type HistoryEvent, type NoChangeAction, type RepeatableAction } from '../../domain/audit';
import type { Database } from './schema.server';

/** An event to record: the address it came from is required (null only for work without a request); the account it was about is optional. */
export type NewAuditEvent = Omit<AuditEvent, 'account'> & { account?: string | null };

/**
 * Appends one event to the audit log, whatever it records. Only changeWithAudit (audited-change.server.ts)
 * and insertNoChangeAuditEvent call it: an event that records a change is written in that change's
 * transaction, and a test of the architecture keeps it so.
 */
export async function insertAuditEvent(db: Kysely<Database>, event: NewAuditEvent): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      id: randomUUID(),
      at: event.at,
      actor: event.actor,
      action: event.action,
      assessment_id: event.assessmentId,
      details: event.details,
      address: event.address,
      account: event.account ?? null,
    })
    .execute();
}

/**
 * Appends an event that records no change (a view, an export, a failed sign-in or second step): one
 * statement, as there is nothing it must be kept together with.
 */
export function insertNoChangeAuditEvent(db: Kysely<Database>, event: NewAuditEvent & { action: NoChangeAction }): Promise<void> {
  return insertAuditEvent(db, event);
}

/**
 * Appends a read or a refusal to the audit log unless the same one (actor, action, assessment, details and
 * address) was recorded in the last READ_REPEAT_MS: one statement, an insert guarded by a look at the last
 * minute's events through the index on their time. Two identical reads in the same instant may both be
 * kept; that is a repeated row, never a lost one.
 */
export async function insertRepeatableAuditEvent(db: Kysely<Database>, event: NewAuditEvent & { action: RepeatableAction }): Promise<void> {
  const assessmentId = event.assessmentId;
  const address = event.address;
  // Typed casts: PostgreSQL cannot tell the type of a bare parameter in a select list.
  await sql`
    insert into audit_events (id, at, actor, action, assessment_id, details, address, account)
    select cast(${randomUUID()} as varchar(36)), cast(${event.at} as bigint), cast(${event.actor} as varchar(100)), cast(${event.action} as varchar(40)),
      cast(${assessmentId} as varchar(36)), cast(${event.details} as text), cast(${address} as varchar(64)), cast(${event.account ?? null} as varchar(100))
    where not exists (
      select 1 from audit_events
      where at > ${event.at - READ_REPEAT_MS} and actor = ${event.actor} and action = ${event.action} and details = ${event.details}
        and ${assessmentId === null ? sql`assessment_id is null` : sql`assessment_id = ${assessmentId}`}
        and ${address === null ? sql`address is null` : sql`address = ${address}`}
    )`.execute(db);
}

/**
 * The history of one assessment, newest first, without addresses and accounts (any support user reads
 * it; addresses are for the administrators' audit log); a row with an action the log does not know is an error.
 */
export async function auditEventsForAssessment(db: Kysely<Database>, assessmentId: string): Promise<HistoryEvent[]> {
  const rows = await db
    .selectFrom('audit_events')
    .select(['at', 'actor', 'action', 'assessment_id', 'details'])
    .where('assessment_id', '=', assessmentId)
    .orderBy('at', 'desc')
    .execute();
  return rows.map((row) =>
    historyEventSchema.parse({
      // PostgreSQL returns bigint columns as strings.
      at: Number(row.at),
      actor: row.actor,
      action: row.action,
      assessmentId: row.assessment_id,
      details: row.details,
    }),
  );
}

/** Which events a page of the audit log shows: by whom, which action, and from `start` (included) to `end` (left out), in milliseconds. */
export interface AuditLogFilter {
  actor?: string | undefined;
  action?: AuditAction | undefined;
  /** The assessment the events were about, by its id. */
  assessmentId?: string | undefined;
  start?: number | undefined;
  end?: number | undefined;
}

/** An event of the audit log page, with the organisation of its assessment while that assessment exists (null otherwise). */
export type AuditLogRow = AuditEvent & { organisation: string | null };

function filteredEvents(db: Kysely<Database>, filter: AuditLogFilter) {
  let query = db.selectFrom('audit_events');
  if (filter.actor !== undefined) query = query.where('audit_events.actor', '=', filter.actor);
  if (filter.action !== undefined) query = query.where('audit_events.action', '=', filter.action);
  if (filter.assessmentId !== undefined) query = query.where('audit_events.assessment_id', '=', filter.assessmentId);
  if (filter.start !== undefined) query = query.where('audit_events.at', '>=', filter.start);
  if (filter.end !== undefined) query = query.where('audit_events.at', '<', filter.end);
  return query;
}

/**
 * One page of the audit log, newest first (events of the same millisecond in a fixed order, so pages
 * neither repeat nor skip one), with how many events the filter matches in all. The organisation comes
 * from the assessment by a left join: a deleted assessment's events keep their place with none.
 */
export async function auditLogPage(
  db: Kysely<Database>,
  filter: AuditLogFilter,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ total: number; rows: AuditLogRow[] }> {
  const [counted, rows] = await Promise.all([
    filteredEvents(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
    selectLogRows(filteredEvents(db, filter))
      .offset(offset)
      .limit(limit)
      .execute(),
  ]);
  return { total: Number(counted.count), rows: rows.map(auditLogRowOf) };
}

/** Where a batch of the audit log's CSV starts: below this event, in the log's newest-first order. */
export interface AuditLogCursor {
  at: number;
  id: string;
}

/**
 * The next batch of the audit log's CSV: up to `limit` events the filter matches, newest first, below
 * `cursor` in the order (time, then id), so batches neither repeat nor skip an event however many are
 * written meanwhile; with the cursor of the batch's last event, for the next one.
 */
export async function auditLogBatchBelow(
  db: Kysely<Database>,
  filter: AuditLogFilter,
  cursor: AuditLogCursor,
  limit: number,
): Promise<{ rows: AuditLogRow[]; next: AuditLogCursor | undefined }> {
  const rows = await selectLogRows(
    filteredEvents(db, filter).where((eb) => eb.or([eb('audit_events.at', '<', cursor.at), eb.and([eb('audit_events.at', '=', cursor.at), eb('audit_events.id', '<', cursor.id)])])),
  )
    .limit(limit)
    .execute();
  const last = rows.at(-1);
  return { rows: rows.map(auditLogRowOf), next: last ? { at: Number(last.at), id: last.id } : undefined };
}

function selectLogRows(query: ReturnType<typeof filteredEvents>) {
  return query
    .leftJoin('assessments', 'assessments.id', 'audit_events.assessment_id')
    .select([
      'audit_events.id',
      'audit_events.at',
      'audit_events.actor',
      'audit_events.action',
      'audit_events.assessment_id',
      'audit_events.details',
      'audit_events.address',
      'audit_events.account',
      'assessments.organisation_name',
    ])
    .orderBy('audit_events.at', 'desc')
    .orderBy('audit_events.id', 'desc');
}

type LogRow = Awaited<ReturnType<ReturnType<typeof selectLogRows>['execute']>>[number];

/** A stored event as the log presents it: parsed, with the organisation of its assessment while that exists. */
function auditLogRowOf(row: LogRow): AuditLogRow {
  return {
    ...auditEventSchema.parse({
      // PostgreSQL returns bigint columns as strings.
      at: Number(row.at),
      actor: row.actor,
      action: row.action,
      assessmentId: row.assessment_id,
      details: row.details,
      address: row.address,
      account: row.account,
    }),
    organisation: row.organisation_name,
  };
}

/** Actions whose actor is the name someone typed, not a signed-in user. */
const TYPED_NAME_ACTIONS: readonly AuditAction[] = ['sign-in-failed', 'password-reset-requested'];

/**
 * The people the audit log's Person filter offers, A to Z: everyone who acted as a support user. A failed
 * sign-in and a reset request record the name that was typed, whoever typed it, so those alone do not add
 * a name: a stranger's guesses would otherwise fill the list.
 */
export async function auditLogActors(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_events')
    .select('actor')
    .distinct()
    .where('actor', 'is not', null)
    .where('action', 'not in', TYPED_NAME_ACTIONS)
    .execute();
  // Sorted here, so both databases give the same order whatever their collation.
  return rows.flatMap((row) => (row.actor === null ? [] : [row.actor])).sort((a, b) => a.localeCompare(b, 'en-AU'));
}
