import { sql, type Kysely } from 'kysely';
import { sharedRequirementGroups } from '../../../domain/framework/shared-requirements';

/** Between the answer's part of a finding's fingerprint and its files' part (as `answerFingerprint` writes it). */
const FILES_SEPARATOR = '\n';

/** Where the findings this migration re-keys or removes are kept as they were, so that nothing is lost and `down` can put them back. */
const MERGED = 'assessment_findings_merged_031';

/** A finding's columns as they were before this migration: what the table of merged findings keeps of each. */
const FINDING_COLUMNS = ['assessment_id', 'requirement_id', 'outcome', 'test_method', 'evidence_quality', 'note', 'review_by', 'version', 'saved_at', 'saved_by', 'answer_fingerprint'];

/**
 * Why a finding is in the table of merged findings: `kept`, the finding kept for its requirement as it was before
 * (its entry's id and fingerprint); `older-same-outcome` and `older-other-outcome`, a finding of another entry of the
 * same requirement saved before the kept one, with the same outcome or another.
 */
type MergeReason = 'kept' | 'older-same-outcome' | 'older-other-outcome';

interface FindingKey {
  assessment_id: string;
  requirement_id: string;
  outcome: string;
  saved_at: number | string;
  answer_fingerprint: string;
}

/**
 * The target a review is made against, and one finding per requirement of the model (decisions 090 and 091):
 *
 * - `assessment_reviews.target_level` (the package's level the assessor agreed), `strategy_targets` (JSON text: the
 *   strategies kept at a level of their own) and `target_version`. A review finished before it was made against the
 *   whole model, so it is given Maturity Level Three, and what it was finished with (its report, the respondent's
 *   shared copy, its kept levels) stands; a review still open has none (null) until the assessor agrees one, the
 *   respondent's targets standing in.
 * - `assessment_findings.made_in` ('one-by-one' or 'batch'), `batch_id` (the batch of agreements that made it)
 *   and `accepted_by` (who accepted an alternate control's residual risk, in words).
 * - A requirement the model lists under several strategies has one finding, kept under its first entry's id:
 *   where several entries of one group have findings, the most recently saved is kept (on a tie, the earlier in
 *   the catalogue), also where the others found another outcome. Its fingerprint now compares the files of every
 *   entry; where another entry holds the respondent's files, the files it was saved against are not known, so it
 *   keeps the answer alone (as a finding saved before files counted, decision 088) until it is next saved.
 * - `assessment_findings_merged_031` keeps each finding removed, and the kept one as it was where it was moved or
 *   its fingerprint changed, with why (`MergeReason`) and the id it is kept under: nothing is lost, and `down`
 *   puts them back. It goes with its review.
 *
 * The groups are the catalogue's of this version of the product. SQLite runs migrations outside a transaction, so
 * there the whole of it is one transaction of its own (as migration 029's backfill is), and a run that stops half
 * way leaves nothing done; a run whose work committed but was not recorded as done finds the table of merged
 * findings and does nothing more. PostgreSQL runs each migration in a transaction with its record.
 */
export async function up<Tables>(db: Kysely<Tables>): Promise<void> {
  if ((await db.introspection.getTables()).some((table) => table.name === MERGED)) return;
  if (db.isTransaction) await change(db);
  else await db.transaction().execute(change);
}

async function change<Tables>(db: Kysely<Tables>): Promise<void> {
  await db.schema.alterTable('assessment_reviews').addColumn('target_level', 'integer').execute();
  await db.schema.alterTable('assessment_reviews').addColumn('strategy_targets', 'text', (column) => column.notNull().defaultTo('{}')).execute();
  await db.schema.alterTable('assessment_reviews').addColumn('target_version', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await sql`update assessment_reviews set target_level = 3 where finished_at is not null`.execute(db);
  await db.schema.alterTable('assessment_findings').addColumn('made_in', 'varchar(20)', (column) => column.notNull().defaultTo('one-by-one')).execute();
  await db.schema.alterTable('assessment_findings').addColumn('batch_id', 'varchar(36)').execute();
  await db.schema.alterTable('assessment_findings').addColumn('accepted_by', 'text', (column) => column.notNull().defaultTo('')).execute();
  await db.schema
    .createTable(MERGED)
    .addColumn('assessment_id', 'varchar(36)', (column) => column.notNull().references('assessment_reviews.assessment_id').onDelete('cascade'))
    .addColumn('requirement_id', 'varchar(200)', (column) => column.notNull())
    .addColumn('outcome', 'varchar(40)', (column) => column.notNull())
    .addColumn('test_method', 'varchar(40)')
    .addColumn('evidence_quality', 'varchar(20)')
    .addColumn('note', 'text', (column) => column.notNull())
    .addColumn('review_by', 'varchar(10)')
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('saved_at', 'bigint', (column) => column.notNull())
    .addColumn('saved_by', 'varchar(100)', (column) => column.notNull())
    .addColumn('answer_fingerprint', 'text', (column) => column.notNull())
    .addColumn('kept_as', 'varchar(200)', (column) => column.notNull())
    .addColumn('reason', 'varchar(40)', (column) => column.notNull())
    .addPrimaryKeyConstraint(`${MERGED}_key`, ['assessment_id', 'requirement_id'])
    .execute();
  for (const group of sharedRequirementGroups()) await keepOneFinding(db, group.map((requirement) => requirement.id));
}

/** Copies one finding into the table of merged findings, as it is now, with why and the id its requirement's finding is kept under. */
async function setAside<Tables>(db: Kysely<Tables>, finding: FindingKey, keptAs: string, reason: MergeReason): Promise<void> {
  const columns = sql.join(FINDING_COLUMNS.map((column) => sql.ref(column)));
  await sql`
    insert into ${sql.table(MERGED)} (${columns}, kept_as, reason)
    select ${columns}, ${keptAs}, ${reason} from assessment_findings where assessment_id = ${finding.assessment_id} and requirement_id = ${finding.requirement_id}
  `.execute(db);
}

/** Keeps one finding per assessment for a group of entries that are one requirement, under the group's first id; the others set aside, then removed. */
async function keepOneFinding<Tables>(db: Kysely<Tables>, ids: readonly string[]): Promise<void> {
  const [first] = ids;
  if (first === undefined) return;
  const { rows } = await sql<FindingKey>`
    select assessment_id, requirement_id, outcome, saved_at, answer_fingerprint from assessment_findings where requirement_id in (${sql.join(ids)})
  `.execute(db);
  const kept = new Map<string, FindingKey>();
  for (const row of rows) {
    const held = kept.get(row.assessment_id);
    const newer = held === undefined || Number(row.saved_at) > Number(held.saved_at) || (Number(row.saved_at) === Number(held.saved_at) && ids.indexOf(row.requirement_id) < ids.indexOf(held.requirement_id));
    if (newer) kept.set(row.assessment_id, row);
  }
  for (const row of rows) {
    const finding = kept.get(row.assessment_id);
    if (finding === undefined || row === finding) continue;
    await setAside(db, row, first, row.outcome === finding.outcome ? 'older-same-outcome' : 'older-other-outcome');
    await sql`delete from assessment_findings where assessment_id = ${row.assessment_id} and requirement_id = ${row.requirement_id}`.execute(db);
  }
  for (const finding of kept.values()) {
    const others = ids.filter((id) => id !== finding.requirement_id);
    const { rows: files } = await sql<{ id: string }>`
      select id from evidence_files where assessment_id = ${finding.assessment_id} and added_by is null and requirement_id in (${sql.join(others)})
    `.execute(db);
    const fingerprint = files.length > 0 ? (finding.answer_fingerprint.split(FILES_SEPARATOR)[0] ?? '') : finding.answer_fingerprint;
    if (finding.requirement_id === first && fingerprint === finding.answer_fingerprint) continue;
    await setAside(db, finding, first, 'kept');
    await sql`
      update assessment_findings set requirement_id = ${first}, answer_fingerprint = ${fingerprint}
      where assessment_id = ${finding.assessment_id} and requirement_id = ${finding.requirement_id}
    `.execute(db);
  }
}

/**
 * Drops the target and the way findings were made, and puts back the findings of shared requirements as they were:
 * the kept one under the entry it was kept from (with its old fingerprint unless saved again since: a finding saved
 * since is the assessor's, and stays as they saved it), and every one removed, unless a finding saved since holds
 * its place.
 */
export async function down<Tables>(db: Kysely<Tables>): Promise<void> {
  if (db.isTransaction) await undo(db);
  else await db.transaction().execute(undo);
}

async function undo<Tables>(db: Kysely<Tables>): Promise<void> {
  const { rows: moved } = await sql<FindingKey & { kept_as: string; version: number | string }>`
    select assessment_id, requirement_id, outcome, saved_at, answer_fingerprint, kept_as, version from ${sql.table(MERGED)} where reason = ${'kept' satisfies MergeReason}
  `.execute(db);
  for (const finding of moved) {
    await sql`
      update assessment_findings set requirement_id = ${finding.requirement_id},
        answer_fingerprint = case when version = ${finding.version} then ${finding.answer_fingerprint} else answer_fingerprint end
      where assessment_id = ${finding.assessment_id} and requirement_id = ${finding.kept_as}
    `.execute(db);
  }
  const columns = sql.join(FINDING_COLUMNS.map((column) => sql.ref(column)));
  await sql`
    insert into assessment_findings (${columns})
    select ${columns} from ${sql.table(MERGED)} where reason <> ${'kept' satisfies MergeReason}
    on conflict (assessment_id, requirement_id) do nothing
  `.execute(db);
  await db.schema.dropTable(MERGED).execute();
  for (const column of ['accepted_by', 'batch_id', 'made_in']) await db.schema.alterTable('assessment_findings').dropColumn(column).execute();
  for (const column of ['target_version', 'strategy_targets', 'target_level']) await db.schema.alterTable('assessment_reviews').dropColumn(column).execute();
}
