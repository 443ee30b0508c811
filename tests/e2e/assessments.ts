import type { Page } from 'playwright-core';
import { completedAssessmentBody, detailedAssessmentBody } from '../support/assessments';
import { serverUrl } from './test-server';

/** A saved assessment and the respondent's key to its results. */
export type SavedAssessment = { id: string; accessKey: string };

/**
 * Saves a completed assessment through the API, as the wizard does; any field of the body can be
 * overridden. `baseUrl` names another server than the suite's (one started with its own branding, say).
 */
export async function saveAssessment(overrides: Record<string, unknown> = {}, baseUrl: string = serverUrl()): Promise<SavedAssessment> {
  return post(completedAssessmentBody(overrides), baseUrl);
}

/** Saves a completed detailed assessment through the API, as its form does; any field of the body can be overridden. */
export async function saveDetailedAssessment(overrides: Record<string, unknown> = {}): Promise<SavedAssessment> {
  return post(detailedAssessmentBody(overrides), serverUrl());
}

async function post(body: Record<string, unknown>, baseUrl: string): Promise<SavedAssessment> {
  const response = await fetch(`${baseUrl}/api/assessments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`Saving an assessment answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as SavedAssessment;
}

/** Leaves the key to the results in this page's storage, where the wizard leaves it (the page must be on the site). */
export async function holdAccessKey(page: Page, { id, accessKey }: SavedAssessment): Promise<void> {
  await page.evaluate(([assessmentId, key]) => window.localStorage.setItem('e8_access_keys', JSON.stringify({ [assessmentId!]: key })), [id, accessKey]);
}

/** Leaves the keys to several assessments in this page's storage, as a browser that made them all holds them. */
export async function holdAccessKeys(page: Page, saved: readonly SavedAssessment[]): Promise<void> {
  const keys = Object.fromEntries(saved.map(({ id, accessKey }) => [id, accessKey]));
  await page.evaluate((held) => window.localStorage.setItem('e8_access_keys', JSON.stringify(held)), keys);
}

/** Saves a draft through the API, as "Save and finish later" does; any field of the body can be overridden. */
export async function saveDraft(overrides: Record<string, unknown> = {}): Promise<SavedAssessment> {
  return post({ status: 'draft', resumeStep: 'current-3', ...overrides }, serverUrl());
}
