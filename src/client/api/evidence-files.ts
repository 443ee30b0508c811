import type { ListedEvidenceFile } from '../../domain/evidence-files';
import { answerParsers } from './assessments';
import { requestFile, requestJsonParsedOnArrival, requestNoContent } from './http';

const evidenceUrl = (assessmentId: string) => `/api/assessments/${encodeURIComponent(assessmentId)}/evidence`;

/** The address a signed-in support user downloads one evidence file from (a plain link: the session cookie goes with it). */
export function evidenceFileUrl(assessmentId: string, evidenceId: string): string {
  return `${evidenceUrl(assessmentId)}/${encodeURIComponent(evidenceId)}`;
}

/** The evidence files of an assessment, each with who added it, read with its access key (`headers`) or a support session (none). */
export async function fetchEvidenceFiles(assessmentId: string, headers: Record<string, string> = {}): Promise<ListedEvidenceFile[]> {
  return (await requestJsonParsedOnArrival(evidenceUrl(assessmentId), async () => (await answerParsers()).parseEvidenceFileList, { headers })).files;
}

/** The multipart body of an evidence file for a requirement: `requirementId`, then `file`. */
export function evidenceForm(requirementId: string, file: File): FormData {
  const form = new FormData();
  form.append('requirementId', requirementId);
  form.append('file', file, file.name);
  return form;
}

/**
 * Sends one file as evidence for a requirement (multipart: `requirementId`, then `file`). The server's
 * refusal (too large, a kind it does not keep, too many files) comes back as an ApiError in its words.
 * The file kept comes back as the list describes it, marked as the respondent's.
 */
export function uploadEvidenceFile(assessmentId: string, requirementId: string, file: File, headers: Record<string, string>): Promise<ListedEvidenceFile> {
  return requestJsonParsedOnArrival(evidenceUrl(assessmentId), async () => (await answerParsers()).parseListedEvidenceFile, {
    method: 'POST',
    headers,
    body: evidenceForm(requirementId, file),
  });
}

/** Removes one evidence file (the respondent, with the access key). */
export function removeEvidenceFile(assessmentId: string, evidenceId: string, headers: Record<string, string>): Promise<void> {
  return requestNoContent(evidenceFileUrl(assessmentId, evidenceId), { method: 'DELETE', headers });
}

/** Every evidence file of an assessment in one ZIP, with its access key. */
export function fetchEvidenceZip(assessmentId: string, headers: Record<string, string>): Promise<Blob> {
  return requestFile(`/api/assessments/${encodeURIComponent(assessmentId)}/evidence.zip`, 'The evidence files could not be downloaded.', { headers });
}
