import type { APIRequestContext, APIResponse } from 'playwright-core';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import type { ReviewStatus } from '../../src/domain/review/review';
import { modelRequirements } from '../../src/domain/review/within-scope';
import { dashboardSchema, type Dashboard } from '../../src/domain/support-views';
import { findingBody, REVIEWED_REQUIREMENT } from '../support/review';
import { serverUrl } from './test-server';

async function expectOk(response: APIResponse): Promise<void> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
}

/**
 * Brings a completed detailed assessment's review to a status through the review API, with the session of a page that
 * has signed in: a finding of one requirement, then (to finish) every other requirement of the model found not
 * implemented (so Maturity Level Zero as assessed), then finished, then shared.
 */
export async function reviewTo(request: APIRequestContext, id: string, status: ReviewStatus): Promise<void> {
  if (status === 'not-started') return;
  const headers = { origin: serverUrl() };
  await expectOk(await request.put(`/api/support/assessments/${id}/findings/${REVIEWED_REQUIREMENT}`, { data: findingBody(), headers }));
  if (status === 'in-review') return;
  for (const { requirement } of modelRequirements(REQUIREMENTS)) {
    if (requirement.id === REVIEWED_REQUIREMENT) continue;
    const data = findingBody({ outcome: 'not-implemented', testMethod: 'interview', note: '' });
    await expectOk(await request.put(`/api/support/assessments/${id}/findings/${requirement.id}`, { data, headers }));
  }
  await expectOk(await request.post(`/api/support/assessments/${id}/review/finish`, { headers }));
  if (status === 'finished') return;
  await expectOk(await request.post(`/api/support/assessments/${id}/review/share`, { headers }));
}

/** The dashboard's review figures as the API gives them now, with the session of a page that has signed in. */
export async function dashboardReviewsNow(request: APIRequestContext): Promise<Dashboard['reviews']> {
  const response = await request.get('/api/dashboard');
  await expectOk(response);
  return dashboardSchema.parse(await response.json()).reviews;
}
