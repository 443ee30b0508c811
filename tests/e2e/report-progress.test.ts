import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allControls, completedAssessmentBody } from '../support/assessments';
import { wordText } from '../support/report-text';
import { saveAssessment, type SavedAssessment } from './assessments';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';
import { serverUrl } from './test-server';

const ORGANISATION = 'Progress Report Widgets';

/** Re-assesses a completed assessment through the API, as the results page does, and completes the re-assessment with these levels. */
async function reassess(earlier: SavedAssessment, assessments: Record<string, number>): Promise<SavedAssessment> {
  const baseUrl = serverUrl();
  const started = await fetch(`${baseUrl}/api/assessments/${earlier.id}/reassessments`, { method: 'POST', headers: { 'x-access-key': earlier.accessKey } });
  if (started.status !== 201) throw new Error(`Starting a re-assessment answered ${started.status}: ${await started.text()}`);
  const later = (await started.json()) as SavedAssessment;
  const completed = await fetch(`${baseUrl}/api/assessments/${later.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-access-key': later.accessKey },
    body: JSON.stringify(completedAssessmentBody({ organizationName: ORGANISATION, assessments })),
  });
  if (completed.status !== 200) throw new Error(`Completing the re-assessment answered ${completed.status}: ${await completed.text()}`);
  return later;
}

describe("a re-assessment's reports from the support portal", () => {
  const browser = useBrowser();

  it('the Word report made in the browser and the detailed PDF made by the server both say what changed', async () => {
    const earlier = await saveAssessment({ organizationName: ORGANISATION, assessments: allControls(1) });
    // Application control up a level, patch operating systems down to zero.
    const later = await reassess(earlier, allControls((id) => (id === 'application-control' ? 2 : id === 'patch-operating-systems' ? 0 : 1)));
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL('**/support');
    await page.goto(`/support/results/${later.id}`);
    await page.getByRole('heading', { level: 1, name: ORGANISATION }).waitFor();

    const [docx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Word report' }).click()]);
    const word = wordText(fs.readFileSync(await docx.path()), `${await docx.path()}.docx`).replace(/\s+/g, ' ');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download detailed PDF' }).click()]);
    const detailed = execFileSync('pdftotext', ['-raw', await pdf.path(), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const text of [word, detailed]) {
      expect(text).toMatch(/Progress since \d{1,2} [A-Z][a-z]+ \d{4}/);
      expect(text).toContain('1 strategy improved, 6 unchanged and 1 fell; overall, fell from Maturity Level One to Maturity Level Zero (indicative, from ratings).');
      expect(text).toMatch(/Application control ?Improved from Maturity Level One to Maturity Level Two ?(▲ )?Improved/);
      expect(text).toMatch(/Patch operating systems ?Fell from Maturity Level One to Maturity Level Zero ?(▼ )?Fell/);
    }
    expect(pageErrors).toEqual([]);
  }, 90_000);
});
