/**
 * Takes the screenshots in docs/screenshots (landing, a wizard step, results, the detailed
 * assessment's welcome and a strategy step; 1440 px and 375 px).
 * Run with `npm run screenshots` after `npm run build`. Not part of `npm test`.
 */
import path from 'node:path';
import { launchBrowser, openPage } from './browser';
import { E2E_SUPPORT, startTestServer } from './server';
import { answerAllQuestionsByMouse, finishWizardByMouse } from './wizard-steps';

const OUT = path.resolve('docs/screenshots');

async function main(): Promise<void> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/');
      await page.screenshot({ path: path.join(OUT, `landing-${width}.png`), fullPage: true });
      await page.getByRole('link', { name: 'Start Assessment' }).click();
      await page.getByRole('button', { name: "Let's Get Started" }).click();
      await page.getByRole('radio', { name: /^High/ }).check();
      await page.screenshot({ path: path.join(OUT, `wizard-target-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Next' }).click();
      await page.goto('/assessment');
      await page.evaluate(() => window.localStorage.clear());
      await page.reload();
      await page.getByRole('button', { name: "Let's Get Started" }).click();
      await answerAllQuestionsByMouse(page);
      await finishWizardByMouse(page, 'Acme Widgets Pty Ltd');
      await page.getByRole('heading', { name: 'Assessment Results' }).waitFor();
      await page.getByText('Recommendations to reach').first().click();
      await page.screenshot({ path: path.join(OUT, `results-${width}.png`), fullPage: true });
      await context.close();
    }
    // The detailed assessment: its welcome, and a strategy step part answered.
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/');
      await page.getByRole('link', { name: 'Check each requirement' }).click();
      await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
      await page.screenshot({ path: path.join(OUT, `detailed-welcome-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
      const outcomes = page.getByRole('combobox', { name: /^Outcome / });
      for (let i = 0; i < 4; i += 1) await outcomes.nth(i).selectOption({ label: i === 2 ? 'Ineffective' : 'Effective' });
      await page.getByRole('textbox', { name: /^Evidence/ }).first().fill('Checked on 20 workstations in October.');
      await page.screenshot({ path: path.join(OUT, `detailed-strategy-${width}.png`), fullPage: true });
      await context.close();
    }
    // The support portal, with the assessments submitted above.
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/login');
      await page.screenshot({ path: path.join(OUT, `login-${width}.png`), fullPage: true });
      await page.getByLabel('Username').fill(E2E_SUPPORT.username);
      await page.getByLabel('Password').fill(E2E_SUPPORT.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Assessments in total').waitFor();
      await page.screenshot({ path: path.join(OUT, `dashboard-${width}.png`), fullPage: true });
      await page.goto('/support/results');
      await page.getByRole('columnheader', { name: 'Average Maturity' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `support-results-${width}.png`), fullPage: true });
      await page.getByRole('link', { name: /^View Results/ }).first().click();
      await page.getByRole('heading', { name: 'Maturity Assessment Results' }).waitFor();
      await page.getByRole('heading', { name: 'History' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `support-detail-${width}.png`), fullPage: true });
      await context.close();
    }
    // A current-state step, with a level above the target disabled.
    const { context, page } = await openPage(browser, server.url, 1440);
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    for (let i = 0; i < 8; i += 1) {
      await page.getByRole('radio', { name: /^Standard/ }).check();
      await page.getByRole('button', { name: /^Next/ }).click();
    }
    await page.getByText('This level exceeds your target state selection').waitFor();
    await page.screenshot({ path: path.join(OUT, 'wizard-current-1440.png'), fullPage: true });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
