/**
 * Measures how tall the detailed assessment's longest strategy page (Restrict administrative privileges,
 * 29 requirements) is at 375 px: fresh, with its target set to Maturity Level Two. Prints the height in
 * pixels, and with `--screenshot` keeps docs/screenshots/detailed-strategy-folded-375.png of the top of the page.
 * Run with `npx tsx tests/e2e/measure-strategy-height.ts` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS } from '../../src/domain/controls';
import { launchBrowser, openPage } from './browser';
import { startTestServer } from './server';

const LONGEST = 'restrict-administrative-privileges';

async function main(): Promise<void> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    const { page } = await openPage(browser, server.url, 375);
    await page.goto('/assessment/detailed');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'Skip this step', exact: true }).click();
    for (const strategy of CONTROL_IDS.slice(0, CONTROL_IDS.indexOf(LONGEST))) {
      await page.getByRole('heading', { level: 2, name: controlContent(strategy).title, exact: true }).waitFor();
      await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await page.getByRole('heading', { level: 2, name: controlContent(LONGEST).title, exact: true }).waitFor();
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    process.stdout.write(`${controlContent(LONGEST).title} at 375 px, no target yet: ${await height()} px\n`);
    await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
    process.stdout.write(`${controlContent(LONGEST).title} at 375 px, target Maturity Level Two: ${await height()} px\n`);
    if (process.argv.includes('--screenshot')) {
      // The first level's heading near the top, its first requirements, and the footer with its shortcuts.
      await page.getByRole('heading', { level: 3, name: 'Maturity Level One' }).evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 120));
      await page.screenshot({ path: path.resolve('docs/screenshots/detailed-strategy-folded-375.png') });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
