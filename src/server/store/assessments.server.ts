import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { CONTROL_IDS, type ControlId } from '../../domain/controls';
import { resumeStepSchema, timelineSchema, type Assessment } from '../../domain/assessment';
import { requirementAnswerSchema, type RequirementAnswers } from '../../domain/framework/outcomes';
import { nextReviewDay } from '../../domain/framework/outcome-rules';
import { DEFAULT_TIME_ZONE, dayOf, type CalendarDay } from '../../domain/calendar-day';
import { evidenceLevels } from '../../domain/detailed-assessment';
import { controlLevelsText, evidenceLevelsText, readEvidenceLevels } from '../../domain/control-levels';
import { assessmentSearchText } from '../../domain/search-text';
import { isPostgres } from './dialect.server';
import { groupCommitted } from './group-commit.server';
import { followUpOnReassessment, seriesFollowUpOf } from './follow-up.server';
import type { AssessmentControlsTable, AssessmentsTable, Database } from './schema.server';
import { inTransaction } from './transaction.server';

/** An assessment with the hash of its respondent access key, as the store keeps it. */
export interface StoredAssessment {
  assessment: Assessment;
  accessKeyHash: string;
}

/** The advisory locks PostgreSQL's dashboard triggers recount a series under (migration 018): a class and how many. */
const SERIES_LOCK_CLASS = 15;
const SERIES_LOCKS = 1024;

const CONTROL_ID_SET = new Set<string>(CONTROL_IDS);

function isControlId(value: string): value is ControlId {
  return CONTROL_ID_SET.has(value);
}

/** An assessment's level rows, one per strategy with a target or a current level (also how `npm run seed` writes them). */
export function controlRows(assessment: Assessment): AssessmentControlsTable[] {
  return CONTROL_IDS.flatMap((controlId) => {
    const target = assessment.targetAssessments[controlId];
    const current = assessment.assessments[controlId];
    if (target === undefined && current === undefined) return [];
    return [{ assessment_id: assessment.id, control_id: controlId, target_level: target ?? null, current_level: current ?? null }];
  });
}

/**
 * A row's requirement outcomes. What the API wrote was checked on the way in; an answer that no
 * longer reads (a hand-edited row) is left out rather than shown wrong, and counts as not assessed.
 */
export function readRequirementOutcomes(json: string): RequirementAnswers {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const answers: RequirementAnswers = {};
  for (const [id, value] of Object.entries(parsed)) {
    const answer = requirementAnswerSchema.safeParse(value);
    if (answer.success) answers[id] = answer.data;
  }
  return answers;
}

/**
 * The day of an assessment's last save when its saver names no day: in the default zone (Sydney's), as for the
 * sample data and tests. The routes name the day in the deployment's zone (E8_TIME_ZONE).
 */
function lastSavedDay(assessment: Assessment): CalendarDay {
  return dayOf(assessment.updatedAt, DEFAULT_TIME_ZONE);
}

/**
 * The next review date kept with an assessment (migration 029): for a completed detailed one, the earliest review
 * date of its alternate controls not passed on `levelsDay`, the day its levels were worked out; otherwise null.
 */
export function nextReviewOn(assessment: Assessment, levelsDay: CalendarDay = lastSavedDay(assessment)): CalendarDay | null {
  return assessment.status === 'completed' && assessment.kind === 'detailed' ? nextReviewDay(assessment.requirementOutcomes, levelsDay) : null;
}

/**
 * An assessment's row without its access key hash and list position (also how `npm run seed` writes it).
 * `levelsDay` is the day its levels were worked out: the day of its last save, unless the daily refresh worked
 * them out again since (lapsed-reviews.server.ts).
 */
export function assessmentRow(assessment: Assessment, levelsDay: CalendarDay = lastSavedDay(assessment)): Omit<Insertable<AssessmentsTable>, 'access_key_hash' | 'seq'> {
  const currents = Object.values(assessment.assessments).filter((level): level is number => typeof level === 'number');
  const nextReview = nextReviewOn(assessment, levelsDay);
  return {
    current_level_sum: currents.reduce((sum, level) => sum + level, 0),
    current_level_min: currents.length > 0 ? Math.min(...currents) : 0,
    target_count: Object.values(assessment.targetAssessments).filter((level) => typeof level === 'number').length,
    current_count: currents.length,
    id: assessment.id,
    status: assessment.status,
    kind: assessment.kind,
    requirement_outcomes: JSON.stringify(assessment.requirementOutcomes),
    created_at: assessment.createdAt,
    updated_at: assessment.updatedAt,
    organisation_name: assessment.organizationName,
    respondent_name: assessment.respondentName,
    respondent_email: assessment.respondentEmail,
    timeline: assessment.timeline,
    priorities: JSON.stringify(assessment.priorities),
    constraints: assessment.constraints,
    // Written only when given (migration 028), so rows are written alike before it, and a save that names no
    // earlier assessment keeps the one its re-assessment started from.
    ...(assessment.stepsPerQuarter === undefined ? {} : { steps_per_quarter: assessment.stepsPerQuarter }),
    ...(assessment.reassessmentOf === undefined ? {} : { reassessment_of: assessment.reassessmentOf }),
    resume_step: assessment.status === 'draft' ? (assessment.resumeStep ?? null) : null,
    control_levels: controlLevelsText(assessment),
    search_text: assessmentSearchText(assessment),
    evidence_levels: evidenceLevelsText({ kind: assessment.kind, evidenceLevels: assessment.evidenceLevels ?? evidenceLevels(assessment.requirementOutcomes, levelsDay) }),
    // Written only when there is one (migration 029), as the steps a quarter are; an update clears it otherwise.
    ...(nextReview === null ? {} : { next_review_on: nextReview }),
  };
}

function toAssessment(row: Selectable<AssessmentsTable>, controls: Selectable<AssessmentControlsTable>[]): Assessment {
  const targetAssessments: Assessment['targetAssessments'] = {};
  const assessments: Assessment['assessments'] = {};
  for (const control of controls) {
    if (!isControlId(control.control_id)) continue;
    if (control.target_level !== null) targetAssessments[control.control_id] = Number(control.target_level);
    if (control.current_level !== null) assessments[control.control_id] = Number(control.current_level);
  }
  const requirementOutcomes = readRequirementOutcomes(row.requirement_outcomes);
  // A detailed row written around the store (no kept levels) has them worked out from its answers, as on the day it was saved.
  const evidence =
    row.kind !== 'detailed' ? undefined : row.evidence_levels === null ? evidenceLevels(requirementOutcomes, dayOf(Number(row.updated_at), DEFAULT_TIME_ZONE)) : readEvidenceLevels(row.evidence_levels);
  const priorities: unknown = JSON.parse(row.priorities);
  // Parsed only when there is one to read: a failed parse builds an error, and a completed assessment has no step.
  const timeline = row.timeline === null ? undefined : timelineSchema.safeParse(row.timeline);
  const resumeStep = row.status === 'draft' && row.resume_step !== null ? resumeStepSchema.safeParse(row.resume_step) : undefined;
  return {
    id: row.id,
    status: row.status === 'draft' ? 'draft' : 'completed',
    kind: row.kind === 'detailed' ? 'detailed' : 'quick',
    // PostgreSQL returns bigint columns as strings.
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    organizationName: row.organisation_name,
    respondentName: row.respondent_name,
    respondentEmail: row.respondent_email,
    targetAssessments,
    assessments,
    ...(evidence ? { evidenceLevels: evidence } : {}),
    requirementOutcomes,
    timeline: timeline?.success ? timeline.data : null,
    priorities: Array.isArray(priorities) ? priorities.filter((p): p is ControlId => typeof p === 'string' && isControlId(p)) : [],
    constraints: row.constraints,
    ...(row.steps_per_quarter === null ? {} : { stepsPerQuarter: Number(row.steps_per_quarter) }),
    // PostgreSQL returns bigint columns as strings.
    ...(row.reassessment_of === null ? {} : { reassessmentOf: Number(row.reassessment_of) }),
    resumeStep: resumeStep?.success ? resumeStep.data : null,
  };
}

/**
 * The next list position. SQLite runs one write at a time, so the largest plus one is safe there;
 * PostgreSQL takes it from a sequence, as concurrent saves would otherwise pick the same number.
 */
function nextListPosition(db: Kysely<Database>) {
  return isPostgres(db) ? sql<string>`nextval('assessments_seq_numbers')` : sql<number>`(select coalesce(max(seq), 0) + 1 from assessments)`;
}

const insertRows = groupCommitted<StoredAssessment & { seriesId: string | null; submissionKeyHash: string | null; levelsDay: CalendarDay }>(async (trx, { assessment, accessKeyHash, seriesId, submissionKeyHash, levelsDay }) => {
  // A new assessment of a series takes the series' follow-up (decision 101).
  const followUp = seriesId === null ? undefined : await seriesFollowUpOf(trx, seriesId);
  const carried = followUp && { follow_up_status: followUp.status, follow_up_owner: followUp.owner, next_action_on: followUp.nextActionOn, next_action_text: followUp.nextActionText ?? null };
  await trx
    .insertInto('assessments')
    .values({
      ...assessmentRow(assessment, levelsDay),
      ...carried,
      access_key_hash: accessKeyHash,
      series_id: seriesId,
      seq: nextListPosition(trx),
      // Written only when there is one (migration 035), so rows are written alike before it.
      ...(submissionKeyHash === null ? {} : { submission_key_hash: submissionKeyHash }),
    })
    .execute();
  const rows = controlRows(assessment);
  if (rows.length > 0) await trx.insertInto('assessment_controls').values(rows).execute();
});

/**
 * Inserts a new assessment and its levels, all or nothing; resolves once committed. A re-assessment
 * names the series it joins (the id of the series' first assessment). A submission sent with a
 * submission key keeps its hash, which no other row may hold: a second insert with the same hash
 * throws (see `isUniqueViolation`) and writes nothing. `levelsDay` is the day its levels are worked out on: the
 * day of its save in the deployment's zone (E8_TIME_ZONE).
 */
export async function insertAssessment(
  db: Kysely<Database>,
  assessment: Assessment,
  accessKeyHash: string,
  seriesId: string | null = null,
  submissionKeyHash: string | null = null,
  levelsDay: CalendarDay = lastSavedDay(assessment),
): Promise<void> {
  await insertRows(db, { assessment, accessKeyHash, seriesId, submissionKeyHash, levelsDay });
}

/** Whether an error is the database refusing a second row with the same value in a unique column, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Replaces an assessment's fields and levels; id, createdAt and the access key stay. With `lastSavedAt`,
 * only while the stored copy is still the one saved then, so two saves that read the same copy cannot
 * both write. `levelsDay` is the day its levels were worked out, when not the day of its last save.
 * Returns false if absent (or, with `lastSavedAt`, saved again since).
 */
export async function updateAssessment(db: Kysely<Database>, assessment: Assessment, lastSavedAt?: number, levelsDay?: CalendarDay): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const { id, created_at: _createdAt, ...fields } = assessmentRow(assessment, levelsDay);
    const before = assessment.status === 'completed' ? await trx.selectFrom('assessments').select('status').where('id', '=', id).executeTakeFirst() : undefined;
    // A save without the steps a quarter clears them, as it replaces every other answer; so for the next review date.
    let update = trx.updateTable('assessments').set({ steps_per_quarter: null, next_review_on: null, ...fields }).where('id', '=', id);
    if (lastSavedAt !== undefined) update = update.where('updated_at', '=', lastSavedAt);
    const result = await update.executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await trx.deleteFrom('assessment_controls').where('assessment_id', '=', id).execute();
    const rows = controlRows(assessment);
    if (rows.length > 0) await trx.insertInto('assessment_controls').values(rows).execute();
    // A re-assessment submitted now is the organisation back: its series' follow-up says so (decision 101).
    if (before?.status === 'draft') await followUpOnReassessment(trx, id, assessment.updatedAt);
    return true;
  });
}

/**
 * An assessment's levels as one JSON array of [control, target, current], read in the same statement
 * as its row: one statement instead of two was a fifth of a read's time.
 */
function levelsJson(db: Kysely<Database>) {
  const triple = isPostgres(db) ? sql`json_agg(json_build_array(control_id, target_level, current_level))` : sql`json_group_array(json_array(control_id, target_level, current_level))`;
  return sql<unknown>`(select ${triple} from assessment_controls where assessment_id = assessments.id)`;
}

/** The level rows of a levelsJson column (PostgreSQL parses JSON itself; SQLite gives text). */
function levelRows(id: string, levels: unknown): Selectable<AssessmentControlsTable>[] {
  const parsed: unknown = typeof levels === 'string' ? JSON.parse(levels) : levels;
  if (!Array.isArray(parsed)) return [];
  const level = (value: unknown) => (typeof value === 'number' ? value : null);
  return parsed.flatMap((triple: unknown) =>
    Array.isArray(triple) && typeof triple[0] === 'string'
      ? [{ assessment_id: id, control_id: triple[0], target_level: level(triple[1]), current_level: level(triple[2]) }]
      : [],
  );
}

/** One assessment with its access key hash, or undefined. */
export async function findAssessmentById(db: Kysely<Database>, id: string): Promise<StoredAssessment | undefined> {
  const row = await db.selectFrom('assessments').selectAll().select(levelsJson(db).as('levels')).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { levels, ...assessment } = row;
  return { assessment: toAssessment(assessment, levelRows(id, levels)), accessKeyHash: row.access_key_hash };
}

/** The assessment submitted with a submission key (by the key's hash), or undefined; read through its unique index. */
export async function findAssessmentBySubmissionKey(db: Kysely<Database>, submissionKeyHash: string): Promise<StoredAssessment | undefined> {
  const row = await db.selectFrom('assessments').select('id').where('submission_key_hash', '=', submissionKeyHash).executeTakeFirst();
  return row ? findAssessmentById(db, row.id) : undefined;
}

/**
 * Whether an assessment exists, holding its row until the transaction ends on PostgreSQL (SQLite writes one
 * transaction at a time): a change that must see the assessment as it stands (an upload counting against the
 * limits, a change to its review) takes it first, as a delete of the assessment does, so the two queue
 * rather than deadlock.
 */
export async function lockAssessmentRow(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = isPostgres(db)
    ? (await sql<{ id: string }>`select id from assessments where id = ${id} for update`.execute(db)).rows[0]
    : await db.selectFrom('assessments').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** How many assessments are stored. */
export async function countAssessments(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('assessments').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes an assessment and its levels. Returns false if there was none. */
export async function deleteAssessment(db: Kysely<Database>, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('assessment_controls').where('assessment_id', '=', id).execute();
    const result = await trx.deleteFrom('assessments').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}

/** Deletes every assessment created before a moment (data retention, APP 11); returns how many. */
export async function deleteAssessmentsCreatedBefore(db: Kysely<Database>, before: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const old = trx.selectFrom('assessments').select('id').where('created_at', '<', before);
    await trx.deleteFrom('assessment_controls').where('assessment_id', 'in', old).execute();
    if (isPostgres(db)) {
      // The delete recounts the series of every completed row it removes, each under its series' lock. Every
      // writer locks its rows, then a series, then the counters; so does this delete, taking its rows and then
      // all the series locks in order, so a save waits for it (or it for the save) instead of deadlocking.
      await sql`select id from assessments where created_at < ${before} for update`.execute(trx);
      await sql`select pg_advisory_xact_lock(${SERIES_LOCK_CLASS}, lock) from generate_series(0, ${SERIES_LOCKS - 1}) as lock`.execute(trx);
    }
    const result = await trx.deleteFrom('assessments').where('created_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Deletes every draft last saved before a moment (E8_DRAFT_DAYS); completed assessments stay. Returns how many. */
export async function deleteDraftsSavedBefore(db: Kysely<Database>, before: number): Promise<number> {
  return inTransaction(db, async (trx) => {
    const expired = trx.selectFrom('assessments').select('id').where('status', '=', 'draft').where('updated_at', '<', before);
    await trx.deleteFrom('assessment_controls').where('assessment_id', 'in', expired).execute();
    const result = await trx.deleteFrom('assessments').where('status', '=', 'draft').where('updated_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** A batch of assessments past a review date, and where the next batch starts. */
export interface PastReviewBatch {
  assessments: Assessment[];
  /** The list position of the batch's last assessment: the next batch starts after it; undefined when there is none. */
  lastSeq: number | undefined;
}

/**
 * Up to `limit` completed detailed assessments, after list position `afterSeq`, one of whose alternate controls has
 * passed its review date since their levels were last worked out (`next_review_on` before `today`): the only ones
 * whose levels can have changed with the date. Read through the partial index on `next_review_on`, so the cost
 * follows how many have lapsed, not how many assessments are kept.
 */
export async function assessmentsPastReview(db: Kysely<Database>, today: CalendarDay, afterSeq: number, limit: number): Promise<PastReviewBatch> {
  const rows = await db
    .selectFrom('assessments')
    .selectAll()
    .select(levelsJson(db).as('levels'))
    .where('next_review_on', 'is not', null)
    .where('next_review_on', '<', today)
    .where('status', '=', 'completed')
    .where('kind', '=', 'detailed')
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
  const last = rows[rows.length - 1];
  return { assessments: rows.map(({ levels, ...row }) => toAssessment(row, levelRows(row.id, levels))), lastSeq: last ? Number(last.seq) : undefined };
}
