/**
 * Takes the screenshots of a requirement several strategies share in docs/screenshots: ISM-1815 in the first
 * strategy step of a detailed assessment, answered, with the note naming the other strategies it counts for,
 * and another strategy holding a different answer (as a draft saved before answers were shared may); 1440 px
 * and 375 px. Run with `npx tsx tests/e2e/take-shared-requirement-screenshots.ts` after `npm run build`. Not
 * part of `npm test`.
 */
import path from 'node:path';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { launchBrowser, openPage } from './browser';
import { answerDifferentlyInOldDraft, evidenceFold, outcomeSelect } from './detailed-steps';
import { startTestServer } from './server';

const OUT = path.resolve('docs/screenshots');
const EVENT_LOGS = REQUIREMENTS.find((requirement) => requirement.id === 'application-control-event-logs-protected')!;

async function main(): Promise<void> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/assessment/detailed');
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('button', { name: 'Skip this step', exact: true }).click();
      await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
      await outcomeSelect(page, EVENT_LOGS).selectOption({ label: 'Ineffective' });
      await evidenceFold(page, EVENT_LOGS).click();
      await page.getByRole('textbox', { name: `Evidence (optional) ${EVENT_LOGS.text}`, exact: true }).fill('Helpdesk accounts can clear the security log.');
      await answerDifferentlyInOldDraft(page, 'multi-factor-authentication-event-logs-protected');
      await page.reload();
      await page.getByText('Answered differently for', { exact: false }).waitFor();
      const field = page.getByRole('listitem').filter({ has: outcomeSelect(page, EVENT_LOGS) });
      // On a phone the step's buttons stick to the foot of the screen: in the picture they are put back at the form's foot.
      await page.locator('.action-bar').evaluate((element) => ((element as HTMLElement).style.position = 'static'));
      await field.screenshot({ path: path.join(OUT, `detailed-shared-requirement-${width}.png`) });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
