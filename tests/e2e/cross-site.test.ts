import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { saveAssessment } from './assessments';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';
import { serverUrl } from './test-server';

/**
 * A page on another site (localhost on another port, while the app is on 127.0.0.1) that sends a
 * signed-in consultant's browser to the app's export URLs by a plain link: the SameSite=Lax session
 * cookie rides along on such a top-level navigation, so only the server's own check can stop it.
 */
describe('reads started from another site', () => {
  const browser = useBrowser();
  let foreign: http.Server;
  let foreignUrl = '';

  beforeAll(async () => {
    const port = await freePort();
    foreign = http.createServer((request, response) => {
      const target = new URL(request.url ?? '/', 'http://localhost').searchParams.get('to') ?? '/';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>Another site</title><a href="${serverUrl()}${target}">Win a prize</a>`);
    });
    await new Promise<void>((resolve) => foreign.listen(port, '127.0.0.1', resolve));
    foreignUrl = `http://localhost:${port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => foreign.close(resolve));
  });

  it('refuses the exports and the CSV when a page on another site links a signed-in consultant to them', async () => {
    const { id } = await saveAssessment({ organizationName: 'Cross Site Pty Ltd' });
    const { page } = await browser.newPage();
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL('**/support');

    for (const target of ['/api/assessments/export.csv', `/api/assessments/${id}/export`, `/api/assessments/${id}`]) {
      await page.goto(`${foreignUrl}/?to=${encodeURIComponent(target)}`);
      const [answer] = await Promise.all([page.waitForResponse((response) => response.url().endsWith(target)), page.getByRole('link', { name: 'Win a prize' }).click()]);
      expect(answer.status(), target).toBe(403);
      expect(await answer.request().headerValue('sec-fetch-site'), target).toBe('cross-site');
      expect(await answer.json()).toEqual({ error: { code: 'forbidden_origin', message: 'This request did not come from this site, so it was refused' } });
    }

    // The same consultant, on the app's own page, still exports.
    await page.goto('/support/results');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^assessments-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
