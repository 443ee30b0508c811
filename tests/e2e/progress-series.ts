import type { Page } from 'playwright-core';
import type { ControlId } from '../../src/domain/controls';
import { COMPLETED_LEVELS, completedAssessmentBody } from '../support/assessments';
import type { SavedAssessment } from './assessments';
import { serverUrl } from './test-server';

/** A saved assessment of a series: its key and when it was started. */
export type SeriesMember = SavedAssessment & { createdAt: number };

/** The levels of the first assessment of `saveSeries`: `completedAssessmentBody`'s. */
export const FIRST_LEVELS: Record<ControlId, number> = COMPLETED_LEVELS;

async function answer(response: Response, doing: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${doing} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

function member(body: unknown): SeriesMember {
  if (typeof body !== 'object' || body === null || !('id' in body) || !('accessKey' in body) || !('createdAt' in body)) {
    throw new Error('The answer gave no id, access key and date');
  }
  return { id: String(body.id), accessKey: String(body.accessKey), createdAt: Number(body.createdAt) };
}

/**
 * Saves a series through the API, as a respondent makes one: a completed assessment with `FIRST_LEVELS`,
 * then each re-assessment started from the one before with its key and completed with the given changes
 * of level. Gives back every member, first to last.
 */
export async function saveSeries(
  changes: Partial<Record<ControlId, number>>[],
  { baseUrl = serverUrl(), organizationName = 'Progress Pty Ltd', before }: { baseUrl?: string; organizationName?: string; before?: (step: number) => void } = {},
): Promise<SeriesMember[]> {
  before?.(0);
  // A body is JSON; a request without one says no type, as the server refuses an empty JSON body.
  const send = (url: string, init: RequestInit) =>
    fetch(`${baseUrl}${url}`, { ...init, headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers } });
  const first = member(await answer(await send('/api/assessments', { method: 'POST', body: JSON.stringify(completedAssessmentBody({ organizationName, assessments: FIRST_LEVELS })) }), 'Saving the first assessment'));
  const members = [first];
  let levels = FIRST_LEVELS;
  for (const [index, change] of changes.entries()) {
    before?.(index + 1);
    const earlier = members[members.length - 1] ?? first;
    const started = await send(`/api/assessments/${earlier.id}/reassessments`, { method: 'POST', headers: { 'x-access-key': earlier.accessKey } });
    const draft = member(await answer(started, 'Starting a re-assessment'));
    levels = { ...levels, ...change };
    const body = completedAssessmentBody({ organizationName, assessments: levels });
    await answer(await send(`/api/assessments/${draft.id}`, { method: 'PUT', headers: { 'x-access-key': draft.accessKey }, body: JSON.stringify(body) }), 'Completing the re-assessment');
    members.push(draft);
  }
  return members;
}

/** Leaves the keys of every member in this page's storage, as the browser that made the series holds them (the page must be on the site). */
export async function holdSeriesKeys(page: Page, members: readonly SavedAssessment[]): Promise<void> {
  const keys = Object.fromEntries(members.map(({ id, accessKey }) => [id, accessKey]));
  await page.evaluate((json) => window.localStorage.setItem('e8_access_keys', json), JSON.stringify(keys));
}
