import type { Assessment } from '../../domain/assessment';
import { ownDataFileName } from '../../domain/file-names';
import { saveFile } from '../download';
import { readStored, writeStored } from '../storage';
import { ACCESS_KEYS, accessKeyHeader, fetchAssessment } from './assessments';
import { ApiError, requestFile, requestNoContent } from './http';
import { stringEntries } from './json';
import { today } from '../today';

/** The ids of the assessments whose access keys this browser holds. */
export function heldAssessmentIds(): string[] {
  return Object.keys(stringEntries(readStored(ACCESS_KEYS)));
}

/** Removes an assessment's access key from this browser; the assessment itself is untouched. */
export function forgetAccessKey(id: string): void {
  const { [id]: _forgotten, ...kept } = stringEntries(readStored(ACCESS_KEYS));
  writeStored(ACCESS_KEYS, kept);
}

/** One held assessment as loaded: there, gone from the server (404, with its message), or failed to load. */
export type HeldAssessment =
  | { id: string; state: 'loaded'; assessment: Assessment }
  | { id: string; state: 'gone'; message: string }
  | { id: string; state: 'failed'; message: string };

/** Loads every assessment whose key this browser holds, each with its own outcome. */
export async function fetchHeldAssessments(): Promise<HeldAssessment[]> {
  return Promise.all(
    heldAssessmentIds().map(async (id): Promise<HeldAssessment> => {
      try {
        return { id, state: 'loaded', assessment: await fetchAssessment(id) };
      } catch (failure) {
        const message = failure instanceof Error ? failure.message : 'This assessment could not be loaded.';
        return failure instanceof ApiError && failure.status === 404 ? { id, state: 'gone', message } : { id, state: 'failed', message };
      }
    }),
  );
}

const keyHeader = (id: string) => accessKeyHeader(id, 'This browser no longer holds the key to this assessment.');

/**
 * Deletes an assessment with the key this browser holds, then forgets the key. One the server no longer
 * has (deleted from another tab, or an expired draft) is forgotten too, and said to be already gone.
 */
export async function deleteOwnAssessment(id: string): Promise<'deleted' | 'already-gone'> {
  try {
    await requestNoContent(`/api/assessments/${encodeURIComponent(id)}`, { method: 'DELETE', headers: keyHeader(id) });
  } catch (failure) {
    if (!(failure instanceof ApiError && failure.status === 404)) throw failure;
    forgetAccessKey(id);
    return 'already-gone';
  }
  forgetAccessKey(id);
  return 'deleted';
}

/** Downloads everything held about an assessment as a JSON file (Australian Privacy Principle 12). */
export async function downloadOwnData(id: string, organisationName: string): Promise<void> {
  const file = await requestFile(`/api/assessments/${encodeURIComponent(id)}/data`, 'Your data could not be downloaded. Please try again.', { headers: keyHeader(id) });
  saveFile(file, ownDataFileName(organisationName, today()));
}
