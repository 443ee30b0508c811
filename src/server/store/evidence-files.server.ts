import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { evidenceFileSchema, type EvidenceFile, type EvidenceMediaType } from '../../domain/evidence-files';
import { isPostgres } from './dialect.server';
import type { Database } from './schema.server';

/** A file to keep: its content and what was read from it. */
export interface NewEvidenceFile {
  assessmentId: string;
  requirementId: string;
  fileName: string;
  mediaType: EvidenceMediaType;
  sha256: string;
  content: Buffer;
  createdAt: number;
}

/** How many files an assessment keeps and their bytes together. */
export interface EvidenceTotals {
  files: number;
  bytes: number;
}

/** What an insert within limits did: stored the file, refused it for one of the limits (with the totals it found), or found no assessment. */
export type EvidenceInsertResult = { stored: EvidenceFile } | { refused: 'files' | 'bytes'; totals: EvidenceTotals } | { gone: true };

const METADATA = ['id', 'requirement_id', 'file_name', 'size', 'media_type', 'sha256'] as const;

/** A row's metadata as the API describes it; PostgreSQL returns bigint columns as strings. */
function toEvidenceFile(row: { id: string; requirement_id: string; file_name: string; size: number | string; media_type: string; sha256: string }): EvidenceFile {
  return evidenceFileSchema.parse({ id: row.id, requirementId: row.requirement_id, fileName: row.file_name, size: Number(row.size), mediaType: row.media_type, sha256: row.sha256 });
}

/** How many evidence files an assessment keeps, and their bytes together. */
export async function evidenceTotalsOf(db: Kysely<Database>, assessmentId: string): Promise<EvidenceTotals> {
  const row = await db
    .selectFrom('evidence_files')
    .select((eb) => [eb.fn.countAll<number | string>().as('files'), eb.fn.coalesce(eb.fn.sum<number | string>('size'), sql<number>`0`).as('bytes')])
    .where('assessment_id', '=', assessmentId)
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes) };
}

/**
 * Keeps a file unless the assessment would then hold more than `limits.files` files or `limits.bytes` bytes.
 * The count and the insert run in one transaction under the assessment's row lock on PostgreSQL (SQLite runs
 * one write transaction at a time), so two uploads at once cannot both pass the last free place.
 */
export async function insertEvidenceFileWithinLimits(db: Kysely<Database>, file: NewEvidenceFile, limits: EvidenceTotals): Promise<EvidenceInsertResult> {
  return db.transaction().execute(async (trx): Promise<EvidenceInsertResult> => {
    const assessment = isPostgres(db)
      ? (await sql<{ id: string }>`select id from assessments where id = ${file.assessmentId} for update`.execute(trx)).rows[0]
      : await trx.selectFrom('assessments').select('id').where('id', '=', file.assessmentId).executeTakeFirst();
    if (!assessment) return { gone: true };
    const totals = await evidenceTotalsOf(trx, file.assessmentId);
    if (totals.files + 1 > limits.files) return { refused: 'files', totals };
    if (totals.bytes + file.content.length > limits.bytes) return { refused: 'bytes', totals };
    const id = randomUUID();
    await trx
      .insertInto('evidence_files')
      .values({
        id,
        assessment_id: file.assessmentId,
        requirement_id: file.requirementId,
        file_name: file.fileName,
        size: file.content.length,
        media_type: file.mediaType,
        sha256: file.sha256,
        content: file.content,
        created_at: file.createdAt,
      })
      .execute();
    return { stored: { id, requirementId: file.requirementId, fileName: file.fileName, size: file.content.length, mediaType: file.mediaType, sha256: file.sha256 } };
  });
}

/** The evidence files of an assessment, without their content, oldest first. */
export async function evidenceFilesOf(db: Kysely<Database>, assessmentId: string): Promise<EvidenceFile[]> {
  const rows = await db.selectFrom('evidence_files').select(METADATA).where('assessment_id', '=', assessmentId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toEvidenceFile);
}

/** One evidence file of an assessment with its content, or undefined when the assessment has no such file. */
export async function evidenceFileWithContent(db: Kysely<Database>, assessmentId: string, evidenceId: string): Promise<(EvidenceFile & { content: Buffer }) | undefined> {
  const row = await db.selectFrom('evidence_files').select([...METADATA, 'content']).where('assessment_id', '=', assessmentId).where('id', '=', evidenceId).executeTakeFirst();
  return row ? { ...toEvidenceFile(row), content: Buffer.from(row.content) } : undefined;
}

/** Deletes one evidence file of an assessment; false when the assessment has no such file. */
export async function deleteEvidenceFile(db: Kysely<Database>, assessmentId: string, evidenceId: string): Promise<boolean> {
  const result = await db.deleteFrom('evidence_files').where('assessment_id', '=', assessmentId).where('id', '=', evidenceId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** How many evidence files are stored for every assessment together: for tests that check nothing is left behind. */
export async function countEvidenceFiles(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('evidence_files').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
