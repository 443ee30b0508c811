import type { Assessment } from '../../domain/assessment';
import type { DraftSettings } from '../../domain/draft-settings';
import { refusedResultsLinkMessage, type FreshLinkSend } from '../../domain/results-link';
import type { FreshResultsLink } from '../../domain/results-link-schemas';
import { currentBranding } from '../branding';
import { paths } from '../paths';
import { accessKeyHeader, fetchAssessment, keepAccessKey } from './assessments';
import { ApiError, requestJson, requestJsonParsedOnArrival } from './http';

/** The schemas of the answers (zod comes with them), loaded when an answer is on its way rather than with the results page. */
const schemas = () => import('../../domain/results-link-schemas');

/** A results link on this site: the results' address with the key after `#`, where no request, log or `Referer` carries it. */
export function resultsLinkHere(id: string, accessKey: string): string {
  return new URL(paths.results(id, accessKey), window.location.origin).href;
}

/**
 * Opens an assessment with the key a results link brought, and keeps the key in this browser only once it
 * opened it (so the assessment joins Your assessments, and a wrong key never replaces a right one). A key
 * that opens nothing is said in the words of a wrong or replaced link, whichever it was.
 */
export async function openWithResultsLink(id: string, accessKey: string): Promise<Assessment> {
  let assessment: Assessment;
  try {
    assessment = await fetchAssessment(id, accessKey);
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) throw new ApiError(refusedResultsLinkMessage(currentBranding()), 404);
    throw failure;
  }
  keepAccessKey(id, accessKey);
  return assessment;
}

/** Whether this server sends mail (GET /api/draft-settings), which "Email me this link" and a fresh link by email need. */
export function fetchMailSettings(): Promise<DraftSettings> {
  return requestJsonParsedOnArrival('/api/draft-settings', async () => (await import('../../domain/draft-settings')).draftSettingsSchema.parse);
}

/** Mails this assessment's results link to the address saved in it; answers that address. */
export async function emailResultsLink(id: string): Promise<string> {
  const answer = await requestJsonParsedOnArrival(`/api/assessments/${encodeURIComponent(id)}/results-link`, async () => (await schemas()).emailedResultsLinkSchema.parse, {
    method: 'POST',
    headers: accessKeyHeader(id),
  });
  return answer.sentTo;
}

/** Replaces this assessment's access key: this browser keeps the new one, which the answer is; the old one opens nothing from now on. */
export async function replaceResultsLink(id: string): Promise<string> {
  const { accessKey } = await requestJsonParsedOnArrival(`/api/assessments/${encodeURIComponent(id)}/access-key`, async () => (await schemas()).replacedAccessKeySchema.parse, {
    method: 'POST',
    headers: accessKeyHeader(id),
  });
  keepAccessKey(id, accessKey);
  return accessKey;
}

/** A consultant's fresh link for the respondent (the old one stops working): the link to copy, or the address it was emailed to. */
export async function sendFreshResultsLink(id: string, send: FreshLinkSend): Promise<FreshResultsLink> {
  const { freshResultsLinkSchema } = await schemas();
  return requestJson(`/api/support/assessments/${encodeURIComponent(id)}/results-link`, freshResultsLinkSchema.parse, { method: 'POST', body: JSON.stringify({ send }) });
}
