import { evidenceKindInWords, fileSizeInWords, type EvidenceFile } from './evidence-files';
import { REQUIREMENTS } from './framework/catalogue';

/** One requirement's evidence files as a report lists them. */
export interface EvidenceReportGroup {
  requirementId: string;
  requirementText: string;
  files: { fileName: string; kind: string; size: string; sha256: string }[];
}

/** What the reports say before the list: the files are kept with the assessment and the hash identifies each. */
export const EVIDENCE_FILES_INTRO =
  'Files the respondent attached as evidence, kept with the assessment. The SHA-256 of each identifies its exact content: a copy with the same SHA-256 is the same file.';

/** The evidence files of an assessment grouped by requirement, in the catalogue's order; the files of each in the order they were attached. */
export function evidenceReportGroups(files: readonly EvidenceFile[]): EvidenceReportGroup[] {
  return REQUIREMENTS.flatMap((requirement) => {
    const kept = files.filter((file) => file.requirementId === requirement.id);
    if (kept.length === 0) return [];
    return [
      {
        requirementId: requirement.id,
        requirementText: requirement.text,
        files: kept.map((file) => ({ fileName: file.fileName, kind: evidenceKindInWords(file.mediaType), size: fileSizeInWords(file.size), sha256: file.sha256 })),
      },
    ];
  });
}
