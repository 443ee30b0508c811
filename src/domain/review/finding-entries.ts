import type { ListedEvidenceFile } from '../evidence-files';
import type { RequirementAnswers } from '../framework/outcomes';
import { filesOfSameRequirement, sameRequirementIds } from '../framework/shared-requirements';
import { answerFingerprint, type Finding, type FingerprintedFile } from './finding';

// Apart from finding.ts, whose schemas the respondent's results parse: these rules need the catalogue (which
// requirements the model lists under several strategies), which those pages do not load.

/** The id a finding is kept under: a requirement the model lists under several strategies has one finding, under its first entry in the stored strategy order (the order findings were first kept in). */
export function findingIdOf(requirementId: string): string {
  return sameRequirementIds(requirementId)[0] ?? requirementId;
}

/**
 * The findings by the id of every catalogue entry each counts for: a finding on a requirement the model lists
 * under several strategies counts in each of them, as the respondent's one answer does.
 */
export function findingsByEntry<Kept extends Pick<Finding, 'requirementId'>>(findings: readonly Kept[]): Map<string, Kept> {
  return new Map(findings.flatMap((finding) => sameRequirementIds(finding.requirementId).map((id) => [id, finding] as const)));
}

/**
 * The files the respondent attached to one requirement of the model, under any of its entries (a file is kept
 * once, under the entry it was attached to, and is evidence for each strategy holding it): what its finding's
 * fingerprint compares (the assessor's own files are not the answer).
 */
export function respondentFilesOf<File extends FingerprintedFile & Pick<ListedEvidenceFile, 'addedBy' | 'requirementId'>>(files: readonly File[], requirementId: string): File[] {
  return filesOfSameRequirement(files, requirementId).filter((file) => file.addedBy === 'respondent');
}

/**
 * The fingerprint of a requirement of the model as the respondent has answered it now, for its one finding: the
 * answer kept under the finding's id (a shared requirement's answer is the same in every entry) and the files the
 * respondent attached to any of its entries. Any entry's id gives the same.
 */
export function requirementFingerprint<File extends FingerprintedFile & Pick<ListedEvidenceFile, 'addedBy' | 'requirementId'>>(
  answers: RequirementAnswers,
  files: readonly File[],
  requirementId: string,
): string {
  const findingId = findingIdOf(requirementId);
  return answerFingerprint(answers[findingId], respondentFilesOf(files, findingId));
}
