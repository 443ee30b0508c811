import type { Assessment } from '../../domain/assessment';
import { ACCESS_KEY_HEADER } from '../../domain/constants';
import { readStored, writeStored } from '../storage';
import { SUBMISSION_KEY_HEADER } from '../../domain/submission-key';
import { answerParsedOnArrival, ApiError, requestJsonParsedOnArrival } from './http';
import { stringEntries } from './json';

/** The answers' parsers (answer-parsers.ts), loaded (with zod) when an answer is on its way rather than with the page. */
export const answerParsers = () => import('./answer-parsers');

/** The name under which this browser keeps its access keys (e8_access_keys). */
export const ACCESS_KEYS = 'access_keys';

/** The access keys this browser keeps, by assessment id; anything unreadable is left out. */
function storedAccessKeys(): Record<string, string> {
  return stringEntries(readStored(ACCESS_KEYS));
}

/** The access key this browser holds for an assessment, if any. */
export function accessKeyFor(id: string): string | undefined {
  return storedAccessKeys()[id];
}

/** Keeps an assessment's access key in this browser, beside those it already holds. */
export function keepAccessKey(id: string, accessKey: string): void {
  writeStored(ACCESS_KEYS, { ...storedAccessKeys(), [id]: accessKey });
}

/**
 * Saves a completed assessment with its journey's submission key; the access key is kept in this browser so the
 * results survive a reload. `made` is false when the server found the submission made already (the same key sent
 * before, from this tab or another): it answers that assessment rather than making a second.
 */
export async function submitAssessment(input: unknown, submissionKey: string): Promise<{ assessment: Assessment; made: boolean }> {
  const { value, status } = await answerParsedOnArrival('/api/assessments', async () => (await answerParsers()).parseSavedAssessment, {
    method: 'POST',
    headers: { [SUBMISSION_KEY_HEADER]: submissionKey },
    body: JSON.stringify(input),
  });
  const { accessKey, ...assessment } = value;
  keepAccessKey(assessment.id, accessKey);
  return { assessment, made: status === 201 };
}

/**
 * The header that sends the access key this browser holds for an assessment; without one, the request
 * is not made and the user reads `missing` instead.
 */
export function accessKeyHeader(id: string, missing = 'This browser does not hold the key to these results.'): Record<string, string> {
  const accessKey = accessKeyFor(id);
  if (!accessKey) throw new ApiError(missing, 401);
  return { [ACCESS_KEY_HEADER]: accessKey };
}

/** Loads an assessment with `accessKey` (a results link's), or else the access key this browser holds for it. */
export async function fetchAssessment(id: string, accessKey?: string): Promise<Assessment> {
  return requestJsonParsedOnArrival(`/api/assessments/${encodeURIComponent(id)}`, async () => (await answerParsers()).parseAssessmentRecord, {
    method: 'GET',
    headers: accessKey === undefined ? accessKeyHeader(id) : { [ACCESS_KEY_HEADER]: accessKey },
  });
}
