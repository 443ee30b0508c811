import { evidenceFileListSchema, evidenceFileSchema, type EvidenceFile } from '../../domain/evidence-files';
import { ApiError, requestFile, requestJson, requestNoContent } from './http';

const evidenceUrl = (assessmentId: string) => `/api/assessments/${encodeURIComponent(assessmentId)}/evidence`;

/** The address a signed-in support user downloads one evidence file from (a plain link: the session cookie goes with it). */
export function evidenceFileUrl(assessmentId: string, evidenceId: string): string {
  return `${evidenceUrl(assessmentId)}/${encodeURIComponent(evidenceId)}`;
}

/** The evidence files of an assessment, read with its access key (`headers`) or a support session (none). */
export async function fetchEvidenceFiles(assessmentId: string, headers: Record<string, string> = {}): Promise<EvidenceFile[]> {
  return (await requestJson(evidenceUrl(assessmentId), evidenceFileListSchema.parse, { headers })).files;
}

/**
 * Sends one file as evidence for a requirement (multipart: `requirementId`, then `file`). The server's
 * refusal (too large, a kind it does not keep, too many files) comes back as an ApiError in its words.
 */
export async function uploadEvidenceFile(assessmentId: string, requirementId: string, file: File, headers: Record<string, string>): Promise<EvidenceFile> {
  const form = new FormData();
  form.append('requirementId', requirementId);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(evidenceUrl(assessmentId), { method: 'POST', headers, body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object' && body.error !== null && 'message' in body.error ? body.error.message : undefined;
    throw new ApiError(typeof message === 'string' ? message : `The server answered ${response.status}`, response.status);
  }
  const parsed = evidenceFileSchema.safeParse(body);
  if (!parsed.success) throw new ApiError('The server sent an answer this page cannot read.', response.status);
  return parsed.data;
}

/** Removes one evidence file (the respondent, with the access key). */
export function removeEvidenceFile(assessmentId: string, evidenceId: string, headers: Record<string, string>): Promise<void> {
  return requestNoContent(evidenceFileUrl(assessmentId, evidenceId), { method: 'DELETE', headers });
}

/** Every evidence file of an assessment in one ZIP, with its access key. */
export function fetchEvidenceZip(assessmentId: string, headers: Record<string, string>): Promise<Blob> {
  return requestFile(`/api/assessments/${encodeURIComponent(assessmentId)}/evidence.zip`, 'The evidence files could not be downloaded.', { headers });
}
