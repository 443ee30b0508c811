import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATABASES, useTestDatabase } from '../../../../tests/support/databases';
import { insertAssessmentRowBefore } from '../../../../tests/support/rows-before-migrations';
import { TINY_PDF, TINY_PNG } from '../../../../tests/support/evidence-fixtures';
import { countEvidenceFileChunks, evidenceFileContent, evidenceFileOf, evidenceFilesOf } from '../evidence-files.server';
import { migrateToLatest, migrateUpTo } from '../migrate.server';
import type { Database } from '../schema.server';
import { EVIDENCE_CHUNK_BYTES } from './024-evidence-file-chunks.server';

/** Writes an evidence file as migration 022 kept it, its content in the row. */
async function insertFileBefore(db: Kysely<Database>, assessmentId: string, content: Buffer, createdAt: number): Promise<string> {
  const id = randomUUID();
  const sha256 = createHash('sha256').update(content).digest('hex');
  await sql`
    insert into evidence_files (id, assessment_id, requirement_id, file_name, size, media_type, sha256, content, created_at)
    values (${id}, ${assessmentId}, 'application-control-workstations', 'scan.pdf', ${content.length}, 'application/pdf', ${sha256}, ${content}, ${createdAt})
  `.execute(db);
  return id;
}

async function readBack(db: Kysely<Database>, file: { id: string; size: number }): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of evidenceFileContent(db, file)) pieces.push(piece);
  return Buffer.concat(pieces);
}

describe.each(DATABASES)('migration 024 on $name', ({ open }) => {
  const database = useTestDatabase(() => open({ migrated: false }));

  it('moves every kept file into pieces byte for byte, metadata unchanged, and back again when undone', async () => {
    const { db } = database;
    await migrateUpTo(db, '023-evidence-levels');
    const assessment = await insertAssessmentRowBefore(db, { organisationColumn: 'organisation_name', organisation: 'Files Pty Ltd', email: 'ada@files.example', totals: [0, 0, 0] });
    const large = Buffer.concat([TINY_PDF, randomBytes(2 * EVIDENCE_CHUNK_BYTES + 77)]);
    const exact = Buffer.concat([TINY_PDF, randomBytes(EVIDENCE_CHUNK_BYTES - TINY_PDF.length)]);
    const contents = new Map([
      [await insertFileBefore(db, assessment, TINY_PNG, 1_795_000_000_000), TINY_PNG],
      [await insertFileBefore(db, assessment, large, 1_795_000_000_001), large],
      [await insertFileBefore(db, assessment, exact, 1_795_000_000_002), exact],
    ]);

    expect(await migrateToLatest(db)).toEqual(['024-evidence-file-chunks', '025-assessor-review', '026-review-status-in-the-portal', '027-work-queue', '028-steps-per-quarter-and-reassessment-of', '029-next-review-on', '030-review-copy-of', '031-review-target-and-one-finding']);

    const files = await evidenceFilesOf(db, assessment);
    expect(files.map((file) => [file.id, file.size, file.sha256])).toEqual(
      [...contents].map(([id, content]) => [id, content.length, createHash('sha256').update(content).digest('hex')]),
    );
    for (const file of files) expect((await readBack(db, file)).equals(contents.get(file.id) ?? Buffer.alloc(0))).toBe(true);
    expect(await countEvidenceFileChunks(db)).toBe(1 + 3 + 1);
    await expect(sql`select content from evidence_files`.execute(db)).rejects.toThrow();

    await migrateUpTo(db, '023-evidence-levels');
    const rows = await sql<{ id: string; content: Uint8Array }>`select id, content from evidence_files`.execute(db);
    expect(new Map(rows.rows.map((row) => [row.id, Buffer.from(row.content).toString('hex')]))).toEqual(new Map([...contents].map(([id, content]) => [id, content.toString('hex')])));
    await migrateToLatest(db);
    expect(await evidenceFileOf(db, assessment, files[0]?.id ?? '')).toEqual(files[0]);
  });
});
