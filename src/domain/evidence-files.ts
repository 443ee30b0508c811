import { z } from 'zod';

/** Largest evidence file accepted: 10 MB (10 × 1024 × 1024 bytes). */
export const MAX_EVIDENCE_FILE_BYTES = 10 * 1024 * 1024;

/** Most evidence files one assessment keeps. */
export const MAX_EVIDENCE_FILES_PER_ASSESSMENT = 100;

/** Most bytes of evidence files one assessment keeps: 250 MB. */
export const MAX_EVIDENCE_BYTES_PER_ASSESSMENT = 250 * 1024 * 1024;

/**
 * The kinds of file kept as evidence, by the media type their content shows. XML and JSON are kept only as
 * imported exports of the organisation's systems (a Group Policy report, an Intune policy…), read by an
 * importer; an evidence upload of either is typed as text.
 */
export const EVIDENCE_MEDIA_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/plain',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/xml',
  'application/json',
] as const;
export type EvidenceMediaType = (typeof EVIDENCE_MEDIA_TYPES)[number];

const KIND_NAMES: Record<EvidenceMediaType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'text/plain': 'Text',
  'text/csv': 'CSV',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel workbook',
  'application/xml': 'XML export',
  'application/json': 'JSON export',
};

/** A kept file's kind in words, for lists and reports: "PDF", "Word document". */
export function evidenceKindInWords(mediaType: EvidenceMediaType): string {
  return KIND_NAMES[mediaType];
}

/** What the kinds accepted are, in words, for a refusal and for the upload control. */
export const ACCEPTED_KINDS_IN_WORDS = 'a PDF, PNG, JPEG, text, CSV, Word (.docx) or Excel (.xlsx) file';

/** An evidence file as the API and the reports describe it: its content is fetched on its own. */
export const evidenceFileSchema = z.object({
  id: z.uuid(),
  requirementId: z.string(),
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  mediaType: z.enum(EVIDENCE_MEDIA_TYPES),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type EvidenceFile = z.infer<typeof evidenceFileSchema>;

/**
 * Who added an evidence file: the respondent (with the access key, beside their answer) or the assessor
 * (a consultant reviewing the assessment). The respondent cannot remove the assessor's files, nor the
 * assessor the respondent's.
 */
export const EVIDENCE_ADDERS = ['respondent', 'assessor'] as const;
export type EvidenceAdder = (typeof EVIDENCE_ADDERS)[number];

/**
 * An evidence file as a list or an upload describes it: the file, and who added it. Exactly these fields,
 * as the routes declare and the pages read them: nothing more of the stored row is sent.
 */
export const listedEvidenceFileSchema = z.strictObject({ ...evidenceFileSchema.shape, addedBy: z.enum(EVIDENCE_ADDERS) });
export type ListedEvidenceFile = z.infer<typeof listedEvidenceFileSchema>;

/** The list GET /api/assessments/:id/evidence answers with. */
export const evidenceFileListSchema = z.strictObject({ files: z.array(listedEvidenceFileSchema) });

/** The path parameters naming one evidence file of one assessment. */
export const evidenceFileParamsSchema = z.object({ id: z.uuid(), evidenceId: z.uuid() });

/** A size in words, as the upload control, the reports and the storage warning show it: "512 bytes", "34 KB", "2.5 MB", "1.5 GB". */
export function fileSizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes >= 1024 ** 3) {
    const gigabytes = bytes / 1024 ** 3;
    return `${gigabytes >= 10 ? Math.round(gigabytes) : Math.round(gigabytes * 10) / 10} GB`;
  }
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes >= 10 ? Math.round(megabytes) : Math.round(megabytes * 10) / 10} MB`;
}

/** The evidence files of each requirement, in the order given: for the detailed pages and the reports. */
export function evidenceFilesByRequirement(files: readonly EvidenceFile[]): Map<string, EvidenceFile[]> {
  const byRequirement = new Map<string, EvidenceFile[]>();
  for (const file of files) {
    const list = byRequirement.get(file.requirementId) ?? [];
    list.push(file);
    byRequirement.set(file.requirementId, list);
  }
  return byRequirement;
}
