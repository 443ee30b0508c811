import { setImmediate } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { evidenceFileName } from '../../domain/evidence-file-name';
import { listedEvidenceFileSchema, type EvidenceAdder, type EvidenceFile, type EvidenceMediaType, type ListedEvidenceFile } from '../../domain/evidence-files';
import { lockAssessmentRow } from './assessments.server';
import { addWithinCount, currentCount } from './rate-limit-counters.server';
import type { Database } from './schema.server';
import { inTransaction } from './transaction.server';

/** A file to keep: its content and what was read from it. */
export interface NewEvidenceFile {
  assessmentId: string;
  requirementId: string;
  fileName: string;
  mediaType: EvidenceMediaType;
  sha256: string;
  content: Buffer;
  createdAt: number;
  /** Null for the respondent's file; the username of the consultant who added an assessor's file. */
  addedBy: string | null;
}

/** How many files an assessment keeps and their bytes together. */
export interface EvidenceTotals {
  files: number;
  bytes: number;
}

/**
 * The caps beyond one assessment's limits: the bytes of evidence the whole installation keeps and, for an
 * anonymous upload, the bytes one address may upload in a day, counted under `key` in `rate_limit_counters`.
 */
export interface EvidenceCaps {
  installationBytes: number;
  dailyVolume?: { key: string; maxBytes: number; now: number; windowMs: number } | undefined;
}

/** No cap beyond the assessment's limits: for tests of the store alone. */
const NO_CAPS: EvidenceCaps = { installationBytes: Number.MAX_SAFE_INTEGER };

/**
 * What an insert within limits did: stored the file (with the installation's evidence bytes after it), refused
 * it for one of the assessment's limits (with the totals of the adder's files it found), for the installation's
 * cap, or for the address's daily volume (with the wait until its day ends), or found no assessment.
 */
export type EvidenceInsertResult =
  | { stored: ListedEvidenceFile; installationBytes: number }
  | { refused: 'files' | 'bytes'; totals: EvidenceTotals }
  | { refused: 'installation'; capBytes: number }
  | { refused: 'daily-volume'; maxBytes: number; waitMs: number }
  | { gone: true };

/**
 * Bytes in one stored piece of a file's content (docs/decisions/053-evidence-file-chunks.md): a file moves to
 * and from the database a piece at a time, so no query carries a whole file, and on PostgreSQL, whose
 * driver sends bytea as hex text, a piece costs about 1 MB on its way rather than 20 MB a file.
 */
export const EVIDENCE_CHUNK_BYTES = 512 * 1024;

const METADATA = ['id', 'requirement_id', 'file_name', 'size', 'media_type', 'sha256', 'added_by'] as const;

/** Who added a file, from its row: nobody named is the respondent. */
function adderOf(addedBy: string | null): EvidenceAdder {
  return addedBy === null ? 'respondent' : 'assessor';
}

/**
 * A row's metadata as the API describes it; PostgreSQL returns bigint columns as strings. The name is read
 * through `evidenceFileName`, as uploads are kept, so a file kept before names followed their kinds is
 * listed, reported and downloaded under the same safe name as one kept since.
 */
function toEvidenceFile(row: { id: string; requirement_id: string; file_name: string; size: number | string; media_type: string; sha256: string; added_by: string | null }): ListedEvidenceFile {
  const file = listedEvidenceFileSchema.parse({
    id: row.id,
    requirementId: row.requirement_id,
    fileName: row.file_name,
    size: Number(row.size),
    mediaType: row.media_type,
    sha256: row.sha256,
    addedBy: adderOf(row.added_by),
  });
  return { ...file, fileName: evidenceFileName(file.fileName, file.mediaType) };
}

/** How many evidence files of one adder (the respondent's, or the assessor's) an assessment keeps, and their bytes together. */
export async function evidenceTotalsOf(db: Kysely<Database>, assessmentId: string, adder: EvidenceAdder): Promise<EvidenceTotals> {
  const row = await db
    .selectFrom('evidence_files')
    .select((eb) => [eb.fn.countAll<number | string>().as('files'), eb.fn.coalesce(eb.fn.sum<number | string>('size'), sql<number>`0`).as('bytes')])
    .where('assessment_id', '=', assessmentId)
    .where('added_by', adder === 'respondent' ? 'is' : 'is not', null)
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes) };
}

/** The bytes of evidence files every assessment of the installation keeps together. */
export async function installationEvidenceBytes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('evidence_files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), sql<number>`0`).as('bytes'))
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** What there is room for: the installation's evidence bytes after the files, or why they do not fit. */
export type EvidenceRoom = { installationBytes: number } | Exclude<EvidenceInsertResult, { stored: ListedEvidenceFile; installationBytes: number }>;

/**
 * Whether `count` files of `bytes` bytes together fit, within a transaction of the caller's: the assessment's
 * row locked (gone when it is not there), its files of the adder's kind within `limits`, the installation's
 * within `caps.installationBytes`, and the bytes counted in the address's day when `caps.dailyVolume` says.
 */
export async function roomFor(trx: Kysely<Database>, file: Pick<NewEvidenceFile, 'assessmentId' | 'addedBy'>, count: number, bytes: number, limits: EvidenceTotals, caps: EvidenceCaps = NO_CAPS): Promise<EvidenceRoom> {
  if (!(await lockAssessmentRow(trx, file.assessmentId))) return { gone: true };
  const totals = await evidenceTotalsOf(trx, file.assessmentId, adderOf(file.addedBy));
  if (totals.files + count > limits.files) return { refused: 'files', totals };
  if (totals.bytes + bytes > limits.bytes) return { refused: 'bytes', totals };
  const installationBytes = (await installationEvidenceBytes(trx)) + bytes;
  if (installationBytes > caps.installationBytes) return { refused: 'installation', capBytes: caps.installationBytes };
  const volume = caps.dailyVolume;
  if (volume) {
    const counted = await addWithinCount(trx, volume.key, bytes, volume.maxBytes, volume.now, volume.windowMs);
    if (!counted) {
      const day = await currentCount(trx, volume.key, volume.now);
      return { refused: 'daily-volume', maxBytes: volume.maxBytes, waitMs: day ? day.resetAt - volume.now : volume.windowMs };
    }
  }
  return { installationBytes };
}

/**
 * Keeps a file unless the assessment would then hold more than `limits.files` files or `limits.bytes` bytes of
 * its adder's kind (the respondent's files and the assessor's are counted apart, so neither can fill the other's
 * room), the installation more than `caps.installationBytes`, or the address's day more than its daily volume.
 * The counts and the insert run in one transaction under the assessment's row lock on PostgreSQL (SQLite runs
 * one write transaction at a time), so two uploads at once cannot both pass an assessment's last free place,
 * and a file refused or undone is not counted in the address's day. The installation's total is read, not
 * locked: on PostgreSQL uploads to other assessments at that moment may pass it by their own sizes.
 */
export async function insertEvidenceFileWithinLimits(db: Kysely<Database>, file: NewEvidenceFile, limits: EvidenceTotals, caps: EvidenceCaps = NO_CAPS): Promise<EvidenceInsertResult> {
  return inTransaction(db, async (trx): Promise<EvidenceInsertResult> => {
    const room = await roomFor(trx, file, 1, file.content.length, limits, caps);
    if (!('installationBytes' in room)) return room;
    const { installationBytes } = room;
    const id = await storeEvidenceFile(trx, file);
    const addedBy = adderOf(file.addedBy);
    return { stored: { id, requirementId: file.requirementId, fileName: file.fileName, size: file.content.length, mediaType: file.mediaType, sha256: file.sha256, addedBy }, installationBytes };
  });
}

/**
 * Writes one evidence file, its row and its content a piece at a time, and gives its id: for a change that has
 * already checked the limits (`insertEvidenceFileWithinLimits`, an import's files).
 */
export async function storeEvidenceFile(trx: Kysely<Database>, file: NewEvidenceFile): Promise<string> {
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
      created_at: file.createdAt,
      added_by: file.addedBy,
    })
    .execute();
  // One statement a piece: a statement of several pieces would carry them all at once.
  for (let position = 0; position * EVIDENCE_CHUNK_BYTES < file.content.length; position += 1) {
    const content = file.content.subarray(position * EVIDENCE_CHUNK_BYTES, (position + 1) * EVIDENCE_CHUNK_BYTES);
    await trx.insertInto('evidence_file_chunks').values({ evidence_id: id, position, content }).execute();
  }
  return id;
}

/** The evidence files of an assessment, without their content, oldest first. */
export async function evidenceFilesOf(db: Kysely<Database>, assessmentId: string): Promise<ListedEvidenceFile[]> {
  const rows = await db.selectFrom('evidence_files').select(METADATA).where('assessment_id', '=', assessmentId).orderBy('created_at').orderBy('id').execute();
  return rows.map(toEvidenceFile);
}

/** One evidence file of an assessment, without its content, or undefined when the assessment has no such file. */
export async function evidenceFileOf(db: Kysely<Database>, assessmentId: string, evidenceId: string): Promise<ListedEvidenceFile | undefined> {
  const row = await db.selectFrom('evidence_files').select(METADATA).where('assessment_id', '=', assessmentId).where('id', '=', evidenceId).executeTakeFirst();
  return row ? toEvidenceFile(row) : undefined;
}

/** One piece of a file's content by its position (from 0), or undefined when there is no such piece. */
export async function evidenceFileChunk(db: Kysely<Database>, evidenceId: string, position: number): Promise<Buffer | undefined> {
  const row = await db.selectFrom('evidence_file_chunks').select('content').where('evidence_id', '=', evidenceId).where('position', '=', position).executeTakeFirst();
  if (!row) return undefined;
  const content: Uint8Array = row.content;
  return Buffer.isBuffer(content) ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
}

/** Thrown when a file's content ends before its size: the file was removed while it was read. */
export class EvidenceFileGoneError extends Error {
  constructor() {
    super('The evidence file was removed while it was read.');
  }
}

/**
 * A file's content a piece at a time, each read from the database only when the one before has been taken,
 * so a reader holds one piece (EVIDENCE_CHUNK_BYTES at most) whatever the file's size. Before each piece it
 * waits a turn of the event loop: SQLite's driver reads synchronously, so a client that takes pieces as fast as
 * they come would otherwise keep every other request waiting until its download ended. Throws
 * EvidenceFileGoneError when the pieces end before `file.size` bytes (the file was removed meanwhile).
 */
export async function* evidenceFileContent(db: Kysely<Database>, file: Pick<EvidenceFile, 'id' | 'size'>): AsyncGenerator<Buffer> {
  let read = 0;
  for (let position = 0; read < file.size; position += 1) {
    await setImmediate();
    const chunk = await evidenceFileChunk(db, file.id, position);
    if (!chunk) throw new EvidenceFileGoneError();
    read += chunk.length;
    yield chunk;
  }
}

/**
 * Deletes one evidence file of an assessment, only if it was added by `addedBy` (the respondent removes only
 * theirs, the assessor only the assessor's); false when the assessment has no such file of theirs.
 */
export async function deleteEvidenceFile(db: Kysely<Database>, assessmentId: string, evidenceId: string, addedBy: EvidenceAdder): Promise<boolean> {
  const result = await db
    .deleteFrom('evidence_files')
    .where('assessment_id', '=', assessmentId)
    .where('id', '=', evidenceId)
    .where('added_by', addedBy === 'respondent' ? 'is' : 'is not', null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** How many evidence files are stored for every assessment together: for tests that check nothing is left behind. */
export async function countEvidenceFiles(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('evidence_files').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many pieces of content are stored for every file together: for tests that check nothing is left behind. */
export async function countEvidenceFileChunks(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('evidence_file_chunks').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
