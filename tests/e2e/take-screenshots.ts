/**
 * Takes the screenshots in docs/screenshots (landing, a wizard step, the wizard's review, results, the detailed
 * assessment's welcome and a strategy step, the support portal, and a detailed assessment's results
 * and support detail; 1440 px and 375 px).
 * Run with `npm run screenshots` after `npm run build`. Not part of `npm test`.
 */
import { resultsShown } from './results-shown';
import path from 'node:path';
import { launchBrowser, openPage } from './browser';
import { E2E_SUPPORT, startTestServer } from './server';
import { answerAllQuestionsByMouse, finishWizardByMouse } from './wizard-steps';
import { detailedAssessmentBody, detailedOutcomes } from '../support/assessments';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';

const OUT = path.resolve('docs/screenshots');

/** Saves a detailed assessment with a few notes of evidence, one of them long, and gives back its id and access key. */
async function saveDetailedAssessment(baseUrl: string): Promise<{ id: string; accessKey: string }> {
  const body = detailedAssessmentBody({ organizationName: 'Harbour Logistics Pty Ltd', respondentName: 'Sam Auditor', respondentEmail: 'sam@harbour.example' });
  const outcomes = detailedOutcomes();
  const [first, second] = REQUIREMENTS.filter((requirement) => requirement.strategy === 'patch-applications' && Math.min(...requirement.levels) === 2);
  if (first) outcomes[first.id] = { outcome: 'ineffective', evidence: 'Scanner runs weekly, not daily.\nTicket CHG-20431 raised to move it to a daily schedule; see https://intranet.harbour.example/change/CHG-20431' };
  if (second) outcomes[second.id] = { outcome: 'no-visibility', evidence: 'Vendor console not made available during the assessment.' };
  const response = await fetch(`${baseUrl}/api/assessments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, requirementOutcomes: outcomes }),
  });
  if (response.status !== 201) throw new Error(`Saving the detailed assessment answered ${response.status}: ${await response.text()}`);
  const saved: unknown = await response.json();
  if (typeof saved !== 'object' || saved === null || !('id' in saved) || !('accessKey' in saved)) throw new Error('The save gave no id and access key');
  return { id: String(saved.id), accessKey: String(saved.accessKey) };
}

async function main(): Promise<void> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  try {
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/');
      await page.screenshot({ path: path.join(OUT, `landing-${width}.png`), fullPage: true });
      await page.getByRole('link', { name: 'Start the quick check' }).click();
      await page.getByRole('button', { name: "Let's Get Started" }).click();
      await page.getByRole('radio', { name: 'Maturity Level Three', exact: true }).check();
      await page.screenshot({ path: path.join(OUT, `wizard-target-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Next' }).click();
      await page.evaluate(() => window.localStorage.clear());
      // The address names the step; the wizard's own address, with nothing saved, opens the welcome.
      await page.goto('/assessment');
      await page.getByRole('button', { name: "Let's Get Started" }).click();
      await answerAllQuestionsByMouse(page);
      await finishWizardByMouse(page, 'Acme Widgets Pty Ltd', {
        beforeSubmit: () => page.screenshot({ path: path.join(OUT, `wizard-review-${width}.png`), fullPage: true }),
      });
      await resultsShown(page);
      // The three most urgent controls' recommendations are open already; the rest stay folded.
      await page.screenshot({ path: path.join(OUT, `results-${width}.png`), fullPage: true });
      await context.close();
    }
    // The detailed assessment: its welcome, and a strategy step part answered.
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/');
      await page.getByRole('link', { name: 'Start the detailed assessment' }).click();
      await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
      await page.screenshot({ path: path.join(OUT, `detailed-welcome-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByRole('button', { name: 'Skip this step', exact: true }).click();
      await page.getByRole('radio', { name: 'Maturity Level Two' }).check();
      const outcomes = page.getByRole('combobox', { name: /^Outcome / });
      for (let i = 0; i < 4; i += 1) await outcomes.nth(i).selectOption({ label: i === 2 ? 'Ineffective' : 'Effective' });
      await page.getByText('Add evidence (optional)', { exact: true }).first().click();
      await page.getByRole('textbox', { name: /^Evidence/ }).first().fill('Checked on 20 workstations in October.');
      await page.screenshot({ path: path.join(OUT, `detailed-strategy-${width}.png`), fullPage: true });
      await context.close();
    }
    // Saved before the support portal's pictures, so its list shows a detailed assessment beside the quick checks.
    const detailed = await saveDetailedAssessment(server.url);
    // The support portal, with the assessments submitted above.
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `login-${width}.png`), fullPage: true });
      await page.getByLabel('Username').fill(E2E_SUPPORT.username);
      await page.getByLabel('Password').fill(E2E_SUPPORT.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Assessments in total').waitFor();
      await page.screenshot({ path: path.join(OUT, `dashboard-${width}.png`), fullPage: true });
      await page.goto('/support/results');
      await page.getByRole('columnheader', { name: 'Average Maturity' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `support-results-${width}.png`), fullPage: true });
      await page.getByRole('link', { name: 'View Results for Acme Widgets Pty Ltd' }).first().click();
      await page.getByRole('heading', { name: 'Maturity Assessment Results' }).waitFor();
      await page.getByRole('heading', { name: 'History' }).waitFor();
      await page.screenshot({ path: path.join(OUT, `support-detail-${width}.png`), fullPage: true });
      await context.close();
    }
    // A detailed assessment: the respondent's results with the action plan, and its support detail page.
    for (const width of [1440, 375]) {
      const { context, page } = await openPage(browser, server.url, width);
      await page.goto('/');
      await page.evaluate(([id, key]) => window.localStorage.setItem('e8_access_keys', JSON.stringify({ [id!]: key })), [detailed.id, detailed.accessKey]);
      await page.goto(`/assessment/results?id=${detailed.id}`);
      await page.getByRole('region', { name: 'Action plan' }).getByRole('heading', { level: 3 }).first().waitFor();
      await page.screenshot({ path: path.join(OUT, `results-detailed-${width}.png`), fullPage: true });
      await page.goto('/login');
      await page.getByLabel('Username').fill(E2E_SUPPORT.username);
      await page.getByLabel('Password').fill(E2E_SUPPORT.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Assessments in total').waitFor();
      await page.goto(`/support/results/${detailed.id}`);
      await page.getByRole('region', { name: 'Requirement outcomes' }).getByRole('heading', { level: 3 }).first().waitFor();
      await page.screenshot({ path: path.join(OUT, `support-detail-detailed-${width}.png`), fullPage: true });
      await context.close();
    }
    // A current-state step, with a level above the target disabled.
    const { context, page } = await openPage(browser, server.url, 1440);
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    for (let i = 0; i < 8; i += 1) {
      await page.getByRole('radio', { name: 'Maturity Level Two', exact: true }).check();
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
