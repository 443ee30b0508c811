import { sql, type Kysely } from 'kysely';
import { sharedRequirementGroups } from '../../../domain/framework/shared-requirements';

/** Between the answer's part of a finding's fingerprint and its files' part (as `answerFingerprint` writes it). */
const FILES_SEPARATOR = '\n';

interface FindingKey {
  assessment_id: string;
  requirement_id: string;
  saved_at: number | string;
  answer_fingerprint: string;
}

/**
 * The target a review is made against, and one finding per requirement of the model (decisions 090 and 091):
 *
 * - `assessment_reviews.target_level` (the package's level the assessor agreed; null until agreed),
 *   `strategy_targets` (JSON text: the strategies kept at a level of their own) and `target_version`.
 * - `assessment_findings.made_in` ('one-by-one' or 'batch'), `batch_id` (the batch of agreements that made it)
 *   and `accepted_by` (who accepted an alternate control's residual risk, in words).
 * - A requirement the model lists under several strategies has one finding, kept under its first entry's id:
 *   where several entries of one group have findings, the most recently saved is kept (on a tie, the earlier in
 *   the catalogue) and the others are deleted. Its fingerprint now compares the files of every entry; where
 *   another entry holds the respondent's files, the files it was saved against are not known, so it keeps the
 *   answer alone (as a finding saved before files counted, decision 088) until it is next saved.
 *
 * The groups are the catalogue's of this version of the product.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('assessment_reviews').addColumn('target_level', 'integer').execute();
  await db.schema.alterTable('assessment_reviews').addColumn('strategy_targets', 'text', (column) => column.notNull().defaultTo('{}')).execute();
  await db.schema.alterTable('assessment_reviews').addColumn('target_version', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('assessment_findings').addColumn('made_in', 'varchar(20)', (column) => column.notNull().defaultTo('one-by-one')).execute();
  await db.schema.alterTable('assessment_findings').addColumn('batch_id', 'varchar(36)').execute();
  await db.schema.alterTable('assessment_findings').addColumn('accepted_by', 'text', (column) => column.notNull().defaultTo('')).execute();
  for (const group of sharedRequirementGroups()) await keepOneFinding(db, group.map((requirement) => requirement.id));
}

/** Keeps one finding per assessment for a group of entries that are one requirement, under the group's first id. */
async function keepOneFinding(db: Kysely<unknown>, ids: readonly string[]): Promise<void> {
  const [first] = ids;
  if (first === undefined) return;
  const { rows } = await sql<FindingKey>`
    select assessment_id, requirement_id, saved_at, answer_fingerprint from assessment_findings where requirement_id in (${sql.join(ids)})
  `.execute(db);
  const kept = new Map<string, FindingKey>();
  for (const row of rows) {
    const held = kept.get(row.assessment_id);
    const newer = held === undefined || Number(row.saved_at) > Number(held.saved_at) || (Number(row.saved_at) === Number(held.saved_at) && ids.indexOf(row.requirement_id) < ids.indexOf(held.requirement_id));
    if (newer) kept.set(row.assessment_id, row);
  }
  for (const finding of kept.values()) {
    const others = ids.filter((id) => id !== finding.requirement_id);
    await sql`delete from assessment_findings where assessment_id = ${finding.assessment_id} and requirement_id in (${sql.join(others)})`.execute(db);
    const { rows: files } = await sql<{ id: string }>`
      select id from evidence_files where assessment_id = ${finding.assessment_id} and added_by is null and requirement_id in (${sql.join(others)})
    `.execute(db);
    const fingerprint = files.length > 0 ? finding.answer_fingerprint.split(FILES_SEPARATOR)[0] : finding.answer_fingerprint;
    await sql`
      update assessment_findings set requirement_id = ${first}, answer_fingerprint = ${fingerprint}
      where assessment_id = ${finding.assessment_id} and requirement_id = ${finding.requirement_id}
    `.execute(db);
  }
}

/** Drops the target and the way findings were made; the findings of a shared requirement deleted by `up` do not come back. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['accepted_by', 'batch_id', 'made_in']) await db.schema.alterTable('assessment_findings').dropColumn(column).execute();
  for (const column of ['target_version', 'strategy_targets', 'target_level']) await db.schema.alterTable('assessment_reviews').dropColumn(column).execute();
}
