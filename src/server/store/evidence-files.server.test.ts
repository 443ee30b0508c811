import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../tests/support/databases';
import { quickAssessment } from '../../../tests/support/assessments';
import { TINY_PDF, TINY_PNG } from '../../../tests/support/evidence-fixtures';
import type { Assessment } from '../../domain/assessment';
import { deleteAssessment, deleteAssessmentsCreatedBefore, deleteDraftsSavedBefore, insertAssessment } from './assessments.server';
import {
  countEvidenceFileChunks,
  countEvidenceFiles,
  deleteEvidenceFile,
  EVIDENCE_CHUNK_BYTES,
  evidenceFileChunk,
  evidenceFileContent,
  EvidenceFileGoneError,
  evidenceFileOf,
  evidenceFilesOf,
  evidenceTotalsOf,
  insertEvidenceFileWithinLimits,
  installationEvidenceBytes,
  type NewEvidenceFile,
} from './evidence-files.server';

const REQUIREMENT = 'application-control-workstations';
const WIDE_LIMITS = { files: 100, bytes: 250 * 1024 * 1024 };

/** A file's content read back piece by piece, and the size of each piece. */
async function readBack(db: Parameters<typeof evidenceFileContent>[0], file: { id: string; size: number }): Promise<{ content: Buffer; pieces: number[] }> {
  const pieces: Buffer[] = [];
  for await (const piece of evidenceFileContent(db, file)) pieces.push(piece);
  return { content: Buffer.concat(pieces), pieces: pieces.map((piece) => piece.length) };
}

function newFile(assessmentId: string, content: Buffer, overrides: Partial<NewEvidenceFile> = {}): NewEvidenceFile {
  return { assessmentId, requirementId: REQUIREMENT, fileName: 'scan.pdf', mediaType: 'application/pdf', sha256: createHash('sha256').update(content).digest('hex'), content, createdAt: 1_795_000_000_000, addedBy: null, ...overrides };
}

describe.each(DATABASES)('evidence files on $name', ({ open }) => {
  const database = useTestDatabase(open);
  beforeEach(async () => {
    await database.empty('rate_limit_counters', 'evidence_files', 'assessment_notes', 'assessment_controls', 'assessments');
  });

  async function stored(overrides: Partial<Assessment> = {}): Promise<Assessment> {
    const assessment = { ...quickAssessment(), ...overrides };
    await insertAssessment(database.db, assessment, 'a'.repeat(64));
    return assessment;
  }

  it('keeps a file and gives back its metadata, its content byte for byte, oldest first', async () => {
    const assessment = await stored();
    const first = await insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, TINY_PDF), WIDE_LIMITS);
    const second = await insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, TINY_PNG, { fileName: 'screen.png', mediaType: 'image/png', createdAt: 1_795_000_000_001 }), WIDE_LIMITS);
    if (!('stored' in first) || !('stored' in second)) throw new Error('Both files should have been kept');
    expect(first.stored).toMatchObject({ requirementId: REQUIREMENT, fileName: 'scan.pdf', size: TINY_PDF.length, mediaType: 'application/pdf' });
    expect(await evidenceFilesOf(database.db, assessment.id)).toEqual([first.stored, second.stored]);
    expect(await evidenceFileOf(database.db, assessment.id, second.stored.id)).toEqual(second.stored);
    const read = await readBack(database.db, second.stored);
    expect(read.content.equals(TINY_PNG)).toBe(true);
    expect(read.pieces).toEqual([TINY_PNG.length]);
    expect(await evidenceTotalsOf(database.db, assessment.id, 'respondent')).toEqual({ files: 2, bytes: TINY_PDF.length + TINY_PNG.length });
  });

  it('keeps a file larger than a piece in pieces of EVIDENCE_CHUNK_BYTES, in order, and reads it back one piece at a time', async () => {
    const assessment = await stored();
    const content = Buffer.concat([TINY_PDF, randomBytes(2 * EVIDENCE_CHUNK_BYTES + 1000)]);
    const result = await insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, content), WIDE_LIMITS);
    if (!('stored' in result)) throw new Error('The file should have been kept');
    expect(result.stored.size).toBe(content.length);
    expect(await countEvidenceFileChunks(database.db)).toBe(3);
    expect((await evidenceFileChunk(database.db, result.stored.id, 1))?.equals(content.subarray(EVIDENCE_CHUNK_BYTES, 2 * EVIDENCE_CHUNK_BYTES))).toBe(true);
    expect(await evidenceFileChunk(database.db, result.stored.id, 3)).toBeUndefined();
    const read = await readBack(database.db, result.stored);
    expect(read.pieces).toEqual([EVIDENCE_CHUNK_BYTES, EVIDENCE_CHUNK_BYTES, TINY_PDF.length + 1000]);
    expect(createHash('sha256').update(read.content).digest('hex')).toBe(result.stored.sha256);
  });

  it('stops a read with EvidenceFileGoneError when the file is deleted between two pieces, and deletes its pieces with it', async () => {
    const assessment = await stored();
    const result = await insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, Buffer.concat([TINY_PDF, randomBytes(EVIDENCE_CHUNK_BYTES)])), WIDE_LIMITS);
    if (!('stored' in result)) throw new Error('The file should have been kept');
    const reading = evidenceFileContent(database.db, result.stored);
    expect((await reading.next()).value).toHaveLength(EVIDENCE_CHUNK_BYTES);
    expect(await deleteEvidenceFile(database.db, assessment.id, result.stored.id, 'respondent')).toBe(true);
    await expect(reading.next()).rejects.toThrow(EvidenceFileGoneError);
    expect(await countEvidenceFileChunks(database.db)).toBe(0);
  });

  it("never gives or deletes a file through another assessment's id", async () => {
    const owner = await stored();
    const other = await stored();
    const result = await insertEvidenceFileWithinLimits(database.db, newFile(owner.id, TINY_PDF), WIDE_LIMITS);
    if (!('stored' in result)) throw new Error('The file should have been kept');
    expect(await evidenceFileOf(database.db, other.id, result.stored.id)).toBeUndefined();
    expect(await deleteEvidenceFile(database.db, other.id, result.stored.id, 'respondent')).toBe(false);
    expect(await deleteEvidenceFile(database.db, owner.id, result.stored.id, 'respondent')).toBe(true);
    expect(await evidenceFilesOf(database.db, owner.id)).toEqual([]);
  });

  it("says who added each file, and deletes a file only for whoever added it", async () => {
    const assessment = await stored();
    const respondents = await insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, TINY_PDF), WIDE_LIMITS);
    const assessors = await insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, TINY_PNG, { addedBy: 'Casey', createdAt: 1_795_000_000_001 }), WIDE_LIMITS);
    if (!('stored' in respondents) || !('stored' in assessors)) throw new Error('Both files should have been kept');
    expect([respondents.stored.addedBy, assessors.stored.addedBy]).toEqual(['respondent', 'assessor']);
    expect((await evidenceFilesOf(database.db, assessment.id)).map((file) => file.addedBy)).toEqual(['respondent', 'assessor']);
    expect(await deleteEvidenceFile(database.db, assessment.id, assessors.stored.id, 'respondent')).toBe(false);
    expect(await deleteEvidenceFile(database.db, assessment.id, respondents.stored.id, 'assessor')).toBe(false);
    expect(await deleteEvidenceFile(database.db, assessment.id, assessors.stored.id, 'assessor')).toBe(true);
    expect(await deleteEvidenceFile(database.db, assessment.id, respondents.stored.id, 'respondent')).toBe(true);
    expect(await countEvidenceFiles(database.db)).toBe(0);
  });

  it('refuses a file past the count or the bytes limit, with the totals, and keeps nothing', async () => {
    const assessment = await stored();
    await insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, TINY_PDF), WIDE_LIMITS);
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, TINY_PDF), { files: 1, bytes: 1000 })).toEqual({ refused: 'files', totals: { files: 1, bytes: TINY_PDF.length } });
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, TINY_PDF), { files: 5, bytes: TINY_PDF.length * 2 - 1 })).toEqual({ refused: 'bytes', totals: { files: 1, bytes: TINY_PDF.length } });
    expect(await countEvidenceFiles(database.db)).toBe(1);
    expect(await countEvidenceFileChunks(database.db)).toBe(1);
  });

  it("counts the respondent's files and the assessor's apart, so neither fills the other's room", async () => {
    const assessment = await stored();
    const limits = { files: 1, bytes: 1_000_000 };
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, TINY_PDF), limits)).toHaveProperty('stored');
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, TINY_PDF), limits)).toEqual({ refused: 'files', totals: { files: 1, bytes: TINY_PDF.length } });
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, TINY_PNG, { addedBy: 'Casey' }), limits)).toHaveProperty('stored');
    expect(await evidenceTotalsOf(database.db, assessment.id, 'respondent')).toEqual({ files: 1, bytes: TINY_PDF.length });
    expect(await evidenceTotalsOf(database.db, assessment.id, 'assessor')).toEqual({ files: 1, bytes: TINY_PNG.length });
  });

  it("refuses a file that would take the installation's evidence past its cap, and gives the total after each file kept", async () => {
    const one = await stored();
    const other = await stored();
    const cap = { installationBytes: TINY_PDF.length * 2 };
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(one.id, TINY_PDF), WIDE_LIMITS, cap)).toMatchObject({ installationBytes: TINY_PDF.length });
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(other.id, TINY_PDF), WIDE_LIMITS, cap)).toMatchObject({ installationBytes: TINY_PDF.length * 2 });
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(one.id, TINY_PDF), WIDE_LIMITS, cap)).toEqual({ refused: 'installation', capBytes: cap.installationBytes });
    expect(await installationEvidenceBytes(database.db)).toBe(TINY_PDF.length * 2);
    expect(await countEvidenceFileChunks(database.db)).toBe(2);
  });

  it("counts an address's bytes over its day, refuses a file past its volume without counting it, and starts afresh the next day", async () => {
    const one = await stored();
    const other = await stored();
    const day = 86_400_000;
    const volume = (now: number) => ({ installationBytes: Number.MAX_SAFE_INTEGER, dailyVolume: { key: 'uploadBytes 203.0.113.9', maxBytes: TINY_PDF.length * 2 + 10, now, windowMs: day } });
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(one.id, TINY_PDF), WIDE_LIMITS, volume(1000))).toHaveProperty('stored');
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(other.id, TINY_PDF), WIDE_LIMITS, volume(2000))).toHaveProperty('stored');
    // Refused in the transaction that would have kept it: nothing kept, nothing counted.
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(one.id, TINY_PDF), WIDE_LIMITS, volume(3000))).toEqual({ refused: 'daily-volume', maxBytes: TINY_PDF.length * 2 + 10, waitMs: day - 2000 });
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(one.id, Buffer.from('%PDF-1.4\n')), WIDE_LIMITS, volume(4000))).toHaveProperty('stored');
    expect(await countEvidenceFiles(database.db)).toBe(3);
    // Another address has its own day; the first address's day ends a day after its first file.
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(other.id, TINY_PDF), WIDE_LIMITS, { ...volume(5000), dailyVolume: { ...volume(5000).dailyVolume, key: 'uploadBytes 198.51.100.7' } })).toHaveProperty('stored');
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(one.id, TINY_PDF), WIDE_LIMITS, volume(1000 + day))).toHaveProperty('stored');
  });

  it('lets only one of two uploads at once take the last free place', async () => {
    const assessment = await stored();
    const results = await Promise.all([1, 2, 3].map(() => insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, TINY_PDF), { files: 1, bytes: 1_000_000 })));
    expect(results.filter((result) => 'stored' in result)).toHaveLength(1);
    expect(await countEvidenceFiles(database.db)).toBe(1);
    expect(await countEvidenceFileChunks(database.db)).toBe(1);
  });

  it('answers gone for an assessment that does not exist', async () => {
    expect(await insertEvidenceFileWithinLimits(database.db, newFile(randomUUID(), TINY_PDF), WIDE_LIMITS)).toEqual({ gone: true });
  });

  it('deletes the files with their assessment, by id, by retention and by the draft clean-up', async () => {
    const deleted = await stored();
    const old = await stored({ createdAt: 1000, updatedAt: 1000 });
    const draft = await stored({ status: 'draft', createdAt: 5_000_000, updatedAt: 5_000_000 });
    const kept = await stored({ createdAt: 1_795_000_000_000, updatedAt: 1_795_000_000_000 });
    for (const assessment of [deleted, old, draft, kept]) await insertEvidenceFileWithinLimits(database.db, newFile(assessment.id, TINY_PDF), WIDE_LIMITS);
    expect(await deleteAssessment(database.db, deleted.id)).toBe(true);
    expect(await evidenceFilesOf(database.db, deleted.id)).toEqual([]);
    expect(await deleteAssessmentsCreatedBefore(database.db, 2000)).toBe(1);
    expect(await evidenceFilesOf(database.db, old.id)).toEqual([]);
    expect(await deleteDraftsSavedBefore(database.db, 6_000_000)).toBe(1);
    expect(await evidenceFilesOf(database.db, draft.id)).toEqual([]);
    expect(await countEvidenceFiles(database.db)).toBe(1);
    expect(await countEvidenceFileChunks(database.db)).toBe(1);
    expect(await evidenceFilesOf(database.db, kept.id)).toHaveLength(1);
  });
});
