import type { Assessment } from '../../domain/assessment';
import { readStored, writeStored } from '../storage';
import { ApiError, requestJson } from './http';


const ACCESS_KEYS = 'access_keys';

function storedAccessKeys(): Record<string, string> {
  const keys = readStored(ACCESS_KEYS);
  return typeof keys === 'object' && keys !== null ? (keys as Record<string, string>) : {};
}

/** The access key this browser holds for an assessment, if any. */
export function accessKeyFor(id: string): string | undefined {
  return storedAccessKeys()[id];
}

/** Saves a completed assessment; the access key is kept in this browser so the results survive a reload. */
export async function submitAssessment(input: unknown): Promise<Assessment> {
  const saved = await requestJson<Assessment & { accessKey: string }>('/api/assessments', {
    method: 'POST',
    body: JSON.stringify(input),
  });
  const { accessKey, ...assessment } = saved;
  writeStored(ACCESS_KEYS, { ...storedAccessKeys(), [assessment.id]: accessKey });
  return assessment;
}

/** Loads an assessment with the access key this browser holds for it. */
export async function fetchAssessment(id: string): Promise<Assessment> {
  const accessKey = accessKeyFor(id);
  if (!accessKey) throw new ApiError('This browser does not hold the key to these results.', 401);
  return requestJson<Assessment>(`/api/assessments/${encodeURIComponent(id)}`, {
    method: 'GET',
    headers: { 'x-access-key': accessKey },
  });
}
