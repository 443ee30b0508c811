/**
 * Takes the screenshots of evidence quality (docs/screenshots/how-to-check-1440.png and -375.png: the first
 * requirement of the detailed assessment with "How to check" open, graded Good; results-evidence-1440.png
 * and -375.png: a detailed assessment's results with the level by your answers and the level supported by evidence).
 * Run with `npx tsx tests/e2e/take-evidence-screenshots.ts` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { sharedWith } from '../../src/domain/framework/shared-requirements';
import { detailedAssessmentBody, detailedOutcomes } from '../support/assessments';
import { launchBrowser, openPage } from './browser';
import { startTestServer } from './server';

const OUT = path.resolve('docs/screenshots');
const FIRST = REQUIREMENTS[0]!;

async function main(): Promise<void> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    // Every effective answer graded good, except application control's, graded only fair.
    const requirementOutcomes = Object.fromEntries(
      // Application control's own requirements graded fair; a requirement it shares with other strategies has one answer, graded good.
      Object.entries(detailedOutcomes()).map(([id, answer]) => [id, answer.outcome === 'effective' ? { ...answer, evidenceQuality: id.startsWith('application-control-') && sharedWith(id).length === 0 ? 'fair' : 'good' } : answer]),
    );
    const response = await fetch(`${server.url}/api/assessments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(detailedAssessmentBody({ organizationName: 'Acme Widgets Pty Ltd', requirementOutcomes })),
    });
    if (response.status !== 201) throw new Error(`Saving the assessment answered ${response.status}`);
    const saved = (await response.json()) as { id: string; accessKey: string };

    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/assessment/detailed');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('button', { name: 'Skip this step', exact: true }).click();
      const item = page.getByRole('listitem').filter({ hasText: FIRST.text }).first();
      await item.getByText('How to check', { exact: true }).click();
      await item.getByRole('combobox', { name: `Outcome ${FIRST.text}`, exact: true }).selectOption('effective');
      await item.getByText('Add evidence (optional)', { exact: true }).click();
      await item.getByRole('textbox').fill('Tried to run a test program from the user profile with ACVT: blocked on 20 of 20 workstations.');
      await item.getByRole('combobox', { name: `Evidence quality ${FIRST.text}`, exact: true }).selectOption('excellent');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      // A tall window, so the step's fixed navigation bar sits below the requirement rather than over it.
      await page.setViewportSize({ width, height: 2400 });
      const box = await item.boundingBox();
      if (!box) throw new Error('The requirement is not on screen');
      const top = Math.max(0, Math.floor(box.y + (await page.evaluate(() => window.scrollY)) - 16));
      await page.screenshot({ path: path.join(OUT, `how-to-check-${width}.png`), fullPage: true, clip: { x: 0, y: top, width, height: Math.ceil(box.height + 32) } });

      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(([id, key]) => window.localStorage.setItem('e8_access_keys', JSON.stringify({ [id!]: key })), [saved.id, saved.accessKey]);
      await page.goto(`/assessment/results?id=${saved.id}`);
      const asd = page.getByRole('region', { name: "Maturity level by ASD's method" });
      await asd.waitFor();
      const bottom = await asd.evaluate((section) => section.getBoundingClientRect().bottom + window.scrollY);
      await page.screenshot({ path: path.join(OUT, `results-evidence-${width}.png`), fullPage: true, clip: { x: 0, y: 0, width, height: Math.ceil(bottom + 16) } });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
