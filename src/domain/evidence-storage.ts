import { z } from 'zod';
import { fileSizeInWords } from './evidence-files';
import { waitInWords } from './format';

/**
 * Bytes of evidence files one client address may upload as a respondent in a day: 1 GB, four assessments
 * filled to their 250 MB, far above an office's real use, while the 200 new assessments an address may
 * start in a day would otherwise hold 50 GB.
 */
export const UPLOAD_BYTES_PER_ADDRESS_PER_DAY = 1024 ** 3;

/** The share of the installation's evidence cap past which the log and the portal's dashboard warn. */
export const STORAGE_WARNING_SHARE = 0.8;

/** Free space on the data folder's disk under this share of the disk is warned of, whatever the cap. */
export const DISK_WARNING_FREE_SHARE = 0.1;

/** The setting that raises or lowers the installation's evidence cap. */
export const EVIDENCE_STORAGE_SETTING = 'E8_EVIDENCE_STORAGE_GB';

/** How full the installation's storage is, as the portal's dashboard reads it. */
export const evidenceStorageSchema = z.strictObject({
  /** Bytes of evidence files kept by every assessment together. */
  keptBytes: z.number().int().min(0),
  /** The most bytes of evidence files the installation keeps (E8_EVIDENCE_STORAGE_GB). */
  capBytes: z.number().int().min(0),
  /** The data folder's disk, free bytes and its size; null where the server cannot see it (PostgreSQL). */
  disk: z.strictObject({ freeBytes: z.number().int().min(0), sizeBytes: z.number().int().min(0) }).nullable(),
});
export type EvidenceStorage = z.infer<typeof evidenceStorageSchema>;

/** What to tell an administrator about the installation's storage, a sentence per concern; none while there is room. */
export function evidenceStorageWarnings(storage: EvidenceStorage): string[] {
  const warnings: string[] = [];
  if (storage.keptBytes >= storage.capBytes * STORAGE_WARNING_SHARE) {
    const share = storage.capBytes === 0 ? 100 : Math.floor((storage.keptBytes / storage.capBytes) * 100);
    warnings.push(
      `Evidence files take ${fileSizeInWords(storage.keptBytes)} of the ${fileSizeInWords(storage.capBytes)} this installation keeps (${share}%). ` +
        `Past ${fileSizeInWords(storage.capBytes)} uploads are refused: delete assessments no longer needed, or raise ${EVIDENCE_STORAGE_SETTING} if the disk has room.`,
    );
  }
  const disk = storage.disk;
  if (disk && disk.freeBytes < disk.sizeBytes * DISK_WARNING_FREE_SHARE) {
    warnings.push(
      `The data folder’s disk has ${fileSizeInWords(disk.freeBytes)} free of ${fileSizeInWords(disk.sizeBytes)}: make room before it fills, as the database cannot save anything once it is full.`,
    );
  }
  return warnings;
}

/** The 507's words: the installation keeps as much evidence as it may. */
export function storageFullMessage(capBytes: number): string {
  return `This server already keeps ${fileSizeInWords(capBytes)} of evidence files, the most it may keep, so this file was not kept. Your answers are saved; please tell the consultancy, whose administrator can make room.`;
}

/** The 413's words: the address has uploaded its day's volume; when it may upload again. */
export function dailyUploadVolumeMessage(maxBytes: number, waitMs: number): string {
  return `This network address has uploaded close to ${fileSizeInWords(maxBytes)} of evidence files in the last day, the most allowed, so this file was not kept. Please try again in ${waitInWords(waitMs)}.`;
}
