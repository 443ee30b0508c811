/**
 * Takes the screenshots of suggestions from a quick check in docs/screenshots: the first strategy step of
 * a detailed assessment started from a quick check rating it at level two, one suggestion confirmed and
 * one changed by hand (its level one, and the top of its level two; 1440 px and 375 px), and the review's warning of the
 * suggestions still unconfirmed. Run with `npx tsx tests/e2e/take-suggestions-screenshots.ts` after
 * `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { CONTROL_IDS } from '../../src/domain/controls';
import { allControls, completedAssessmentBody } from '../support/assessments';
import { launchBrowser, openPage } from './browser';
import { startTestServer } from './server';

const OUT = path.resolve('docs/screenshots');

async function main(): Promise<void> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      const response = await fetch(`${server.url}/api/assessments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(completedAssessmentBody({ assessments: allControls((id) => (id === CONTROL_IDS[0] ? 2 : 1)) })),
      });
      const saved = (await response.json()) as { id: string; accessKey: string };
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/');
      await page.evaluate(([id, key]) => window.localStorage.setItem('e8_access_keys', JSON.stringify({ [id!]: key })), [saved.id, saved.accessKey]);
      await page.goto(`/assessment/results?id=${saved.id}`);
      await page.getByRole('link', { name: 'Check each requirement' }).click();
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('button', { name: 'Skip this step', exact: true }).click();
      await page.getByText('Step 1 of 11').waitFor();
      await page.getByRole('button', { name: /^Confirm (?!all)/ }).first().click();
      await page.getByRole('combobox', { name: /^Outcome / }).nth(1).selectOption({ label: 'Ineffective' });
      // On a phone the step's buttons stick to the foot of the screen: in the picture of a section taller than the screen they are put back at the form's foot (set through the CSSOM, which the Content Security Policy allows).
      const bar = page.locator('.action-bar');
      await bar.evaluate((element) => ((element as HTMLElement).style.position = 'static'));
      await page.getByRole('region', { name: 'Maturity Level One' }).screenshot({ path: path.join(OUT, `detailed-suggestions-${width}.png`) });
      await bar.evaluate((element) => ((element as HTMLElement).style.position = ''));
      // The top of level two: its Confirm all and the first suggestions, none confirmed.
      await page.getByRole('heading', { level: 3, name: 'Maturity Level Two' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: path.join(OUT, `detailed-suggestions-level-two-${width}.png`) });
      for (let index = 0; index < CONTROL_IDS.length; index += 1) {
        await page.getByText(`Step ${index + 1} of 11`).waitFor();
        await page.getByRole('button', { name: index === CONTROL_IDS.length - 1 ? 'Next: Implementation Details' : 'Next', exact: true }).click();
      }
      await page.getByRole('button', { name: 'Next: Organisation Details' }).click();
      await page.getByRole('button', { name: 'Next: Review Your Answers' }).click();
      await page.getByText('suggestions from your quick check are not confirmed').waitFor();
      await page.locator('.unconfirmed-suggestions').screenshot({ path: path.join(OUT, `detailed-suggestions-review-${width}.png`) });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
