import { evidenceKindInWords, fileSizeInWords, type EvidenceAdder, type EvidenceFile } from './evidence-files';
import { REQUIREMENTS } from './framework/catalogue';

/** One requirement's evidence files as a report lists them. */
export interface EvidenceReportGroup {
  requirementId: string;
  requirementText: string;
  /** `byAssessor`: a file the consultant attached in review, not the respondent. */
  files: { fileName: string; kind: string; size: string; sha256: string; byAssessor: boolean }[];
}

/** What a report says after a file the assessor attached. */
export const ADDED_BY_THE_ASSESSOR = 'added by the assessor';

const HASH_IN_WORDS = 'The SHA-256 of each identifies its exact content: a copy with the same SHA-256 is the same file.';

/**
 * What the reports say before the list: whose files they are, that they are kept with the assessment, and that the
 * hash identifies each. When the assessor attached some in review, it says how those are marked.
 */
export function evidenceFilesIntro(groups: readonly EvidenceReportGroup[]): string {
  const assessors = groups.some((group) => group.files.some((file) => file.byAssessor));
  return assessors
    ? `Files attached as evidence, kept with the assessment: the respondent's, and those marked "${ADDED_BY_THE_ASSESSOR}", which the consultant attached in review. ${HASH_IN_WORDS}`
    : `Files the respondent attached as evidence, kept with the assessment. ${HASH_IN_WORDS}`;
}

/**
 * The evidence files of an assessment grouped by requirement, in the catalogue's order; the files of each in the order
 * they were attached. A file without `addedBy` is the respondent's.
 */
export function evidenceReportGroups(files: readonly (EvidenceFile & { addedBy?: EvidenceAdder })[]): EvidenceReportGroup[] {
  return REQUIREMENTS.flatMap((requirement) => {
    const kept = files.filter((file) => file.requirementId === requirement.id);
    if (kept.length === 0) return [];
    return [
      {
        requirementId: requirement.id,
        requirementText: requirement.text,
        files: kept.map((file) => ({ fileName: file.fileName, kind: evidenceKindInWords(file.mediaType), size: fileSizeInWords(file.size), sha256: file.sha256, byAssessor: file.addedBy === 'assessor' })),
      },
    ];
  });
}
