import { detailedPdfFileName } from '../../domain/file-names';
import { saveFile } from '../download';
import { accessKeyHeader } from './assessments';
import { requestFile } from './http';

/**
 * Downloads a completed detailed assessment's detailed PDF, made by the server, with the key this browser
 * holds. A refusal (a busy server, a draft) throws an ApiError in the server's words.
 */
export async function downloadOwnDetailedReport(id: string, organisationName: string): Promise<void> {
  const headers = accessKeyHeader(id, 'This browser no longer holds the key to this assessment.');
  const pdf = await requestFile(`/api/assessments/${encodeURIComponent(id)}/detailed-report`, 'The detailed report could not be downloaded. Please try again.', { headers });
  saveFile(pdf, detailedPdfFileName(organisationName));
}
