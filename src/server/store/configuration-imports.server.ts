import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { EvidenceMediaType } from '../../domain/evidence-files';
import type { ExportFormat, ExportNote, Proposal } from '../../domain/configuration-imports/export-reading';
import { isUniqueViolation } from './assessments.server';
import { roomFor, storeEvidenceFile, type EvidenceCaps, type EvidenceRoom, type EvidenceTotals } from './evidence-files.server';
import type { ConfigurationImportsTable, Database } from './schema.server';
import { inTransaction } from './transaction.server';

/** Whose import: the respondent's, proposing answers, or the assessor's, proposing findings. */
export type ImportSide = 'respondent' | 'assessor';

/** An import as kept: the file's provenance, what its importer read, and the evidence files it was kept as. */
export interface StoredImport {
  id: string;
  assessmentId: string;
  side: ImportSide;
  fileName: string;
  sha256: string;
  format: ExportFormat;
  importerVersion: number;
  title: string;
  sourceKey: string;
  producedAt: number | null;
  importedAt: number;
  /** Null for the respondent; the consultant's username for the assessor's import. */
  importedBy: string | null;
  proposals: Proposal[];
  notes: ExportNote[];
  evidenceFileIds: string[];
}

/** A file to import: what the import keeps, and the file's content with the kind it is kept as. */
export interface NewImport extends Omit<StoredImport, 'id' | 'evidenceFileIds'> {
  content: Buffer;
  mediaType: EvidenceMediaType;
  /** The requirements the file speaks to (by a proposal or a note): it is kept as an evidence file of each. */
  requirementIds: string[];
}

/** What an import did: kept it, found the same file imported before (nothing changed), or did not fit (why). */
export type ImportInsertResult = { stored: StoredImport } | { existing: StoredImport } | Exclude<EvidenceRoom, { installationBytes: number }>;

type ImportRow = Selectable<ConfigurationImportsTable>;

function toImport(row: ImportRow, evidenceFileIds: string[]): StoredImport {
  return {
    id: row.id,
    assessmentId: row.assessment_id,
    side: row.side === 'assessor' ? 'assessor' : 'respondent',
    fileName: row.file_name,
    sha256: row.sha256,
    format: row.format as ExportFormat,
    importerVersion: Number(row.importer_version),
    title: row.title,
    sourceKey: row.source_key,
    producedAt: row.produced_at === null ? null : Number(row.produced_at),
    importedAt: Number(row.imported_at),
    importedBy: row.imported_by,
    proposals: JSON.parse(row.proposals) as Proposal[],
    notes: JSON.parse(row.notes) as ExportNote[],
    evidenceFileIds,
  };
}

/** The imports of one side of an assessment, newest first, each with the evidence files it was kept as that are still there. */
export async function importsOf(db: Kysely<Database>, assessmentId: string, side: ImportSide): Promise<StoredImport[]> {
  const rows = await db.selectFrom('configuration_imports').selectAll().where('assessment_id', '=', assessmentId).where('side', '=', side).orderBy('imported_at', 'desc').orderBy('id').execute();
  if (rows.length === 0) return [];
  const links = await db
    .selectFrom('configuration_import_files')
    .innerJoin('evidence_files', 'evidence_files.id', 'configuration_import_files.evidence_id')
    .select(['configuration_import_files.import_id', 'configuration_import_files.evidence_id'])
    .where(
      'configuration_import_files.import_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('evidence_files.created_at')
    .orderBy('evidence_files.requirement_id')
    .execute();
  return rows.map((row) => toImport(row, links.filter((link) => link.import_id === row.id).map((link) => link.evidence_id)));
}

async function importBySha(db: Kysely<Database>, assessmentId: string, side: ImportSide, sha256: string): Promise<StoredImport | undefined> {
  const found = (await importsOf(db, assessmentId, side)).find((entry) => entry.sha256 === sha256);
  return found;
}

/**
 * Imports a file into an assessment in one transaction: the import and an evidence file of the same content
 * for each requirement it speaks to, within the evidence limits of its side (each copy counted, as files kept
 * one per requirement are), or nothing at all. The same file imported again into the same side of the same
 * assessment changes nothing and gives the earlier import (the unique key holds this when two arrive at once).
 */
export async function insertImportWithinLimits(db: Kysely<Database>, entry: NewImport, limits: EvidenceTotals, caps?: EvidenceCaps): Promise<ImportInsertResult> {
  const earlier = await importBySha(db, entry.assessmentId, entry.side, entry.sha256);
  if (earlier) return { existing: earlier };
  try {
    return await inTransaction(db, async (trx): Promise<ImportInsertResult> => {
      const requirementIds = [...new Set(entry.requirementIds)];
      const room = await roomFor(trx, { assessmentId: entry.assessmentId, addedBy: entry.importedBy }, requirementIds.length, requirementIds.length * entry.content.length, limits, caps);
      if (!('installationBytes' in room)) return room;
      const id = randomUUID();
      await trx
        .insertInto('configuration_imports')
        .values({
          id,
          assessment_id: entry.assessmentId,
          side: entry.side,
          file_name: entry.fileName,
          sha256: entry.sha256,
          format: entry.format,
          importer_version: entry.importerVersion,
          title: entry.title,
          source_key: entry.sourceKey,
          produced_at: entry.producedAt,
          imported_at: entry.importedAt,
          imported_by: entry.importedBy,
          proposals: JSON.stringify(entry.proposals),
          notes: JSON.stringify(entry.notes),
        })
        .execute();
      const evidenceFileIds: string[] = [];
      for (const requirementId of requirementIds) {
        const evidenceId = await storeEvidenceFile(trx, {
          assessmentId: entry.assessmentId,
          requirementId,
          fileName: entry.fileName,
          mediaType: entry.mediaType,
          sha256: entry.sha256,
          content: entry.content,
          createdAt: entry.importedAt,
          addedBy: entry.importedBy,
        });
        await trx.insertInto('configuration_import_files').values({ import_id: id, evidence_id: evidenceId }).execute();
        evidenceFileIds.push(evidenceId);
      }
      const { content: _content, mediaType: _mediaType, requirementIds: _ids, ...kept } = entry;
      return { stored: { ...kept, id, evidenceFileIds } };
    });
  } catch (error) {
    // The same file imported twice at once: the other was written first, and this one is that one.
    const other = isUniqueViolation(error) ? await importBySha(db, entry.assessmentId, entry.side, entry.sha256) : undefined;
    if (other) return { existing: other };
    throw error;
  }
}
