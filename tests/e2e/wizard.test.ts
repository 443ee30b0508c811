import { execFileSync } from 'node:child_process';
import { resultsShown } from './results-shown';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS } from '../../src/domain/controls';
import { ONE_LEVEL_AT_A_TIME, targetLevelGuide } from '../../src/domain/maturity-levels';
import { useBrowser } from './use-browser';
import { CURRENTS, TARGETS, chooseOption, optionName } from './wizard-steps';
import { holdScript } from './hold-script';

const TARGET_TITLES = ['', 'Basic', 'Standard', 'High'];
const CURRENT_TITLES = ['Maturity Level Zero', 'Initial', 'Developing', 'Managed'];
const ORGANISATION = 'Acme Widgets Pty Ltd';
const TARGET_GUIDE = `ASD's guide: ${targetLevelGuide()}; ${ONE_LEVEL_AT_A_TIME}.`;

async function heading(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
}

describe('assessment wizard by mouse', () => {
  const browser = useBrowser();

  it('walks every step with every button text and state, submits, and shows the results', async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).waitFor();
    expect(await page.getByText('Your ideal position.').isVisible()).toBe(true);
    expect(await page.getByText('Your current state.').isVisible()).toBe(true);
    expect(await page.getByText('Your improvement roadmap.').isVisible()).toBe(true);
    expect(await page.getByText(`ASD advises organisations to ${ONE_LEVEL_AT_A_TIME}.`, { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText(targetLevelGuide(), { exact: false }).isVisible()).toBe(true);
    await page.getByRole('button', { name: "Let's Get Started" }).click();

    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: /^Next/ });

    // Target pass.
    for (const [index, id] of CONTROL_IDS.entries()) {
      await page.getByRole('heading', { level: 2, name: controlContent(id).title, exact: true }).waitFor();
      // One count from the first question to the review: 16 questions, the planning, the organisation and the review.
      expect(await page.getByText(`Step ${index + 1} of 19`).isVisible()).toBe(true);
      const bar = page.getByRole('progressbar', { name: 'Quick check progress' });
      expect(await bar.getAttribute('aria-valuenow')).toBe(String(Math.round(((index + 1) / 19) * 100)));
      expect(await bar.getAttribute('aria-valuetext')).toBe(`Step ${index + 1} of 19`);
      expect(await page.getByRole('group', { name: controlContent(id).targetQuestion }).isVisible()).toBe(true);
      expect(await page.getByText(TARGET_GUIDE, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('radio').count()).toBe(3);
      expect(await previous.isDisabled()).toBe(index === 0);
      expect(await next.getAttribute('aria-disabled')).toBe('true');
      expect(await next.textContent()).toBe(index === 7 ? 'Next: Current State Assessment' : 'Next');
      expect(await page.getByRole('checkbox', { name: 'Same target for all eight' }).count()).toBe(index === 0 ? 1 : 0);
      await chooseOption(page, TARGET_TITLES[TARGETS[index]!]!);
      expect(await next.getAttribute('aria-disabled')).toBeNull();
      await next.click();
    }

    // Current pass: levels above the target are disabled and say so.
    for (const [index, id] of CONTROL_IDS.entries()) {
      await page.getByRole('heading', { level: 2, name: controlContent(id).title, exact: true }).waitFor();
      expect(await page.getByText('Current State Assessment', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('radio').count()).toBe(4);
      expect(await page.getByText(TARGET_GUIDE, { exact: true }).count()).toBe(0);
      for (let level = 0; level <= 3; level += 1) {
        const radio = page.getByRole('radio', { name: optionName(CURRENT_TITLES[level]!), exact: true });
        const aboveTarget = level > TARGETS[index]!;
        expect(await radio.isDisabled()).toBe(aboveTarget);
      }
      expect(await page.getByText('This level exceeds your target state selection').count()).toBe(3 - TARGETS[index]!);
      // Beside each level above the target, a button raises the target to it in place.
      expect(await page.getByRole('button', { name: /^Raise the target for / }).count()).toBe(3 - TARGETS[index]!);
      expect(await previous.isDisabled()).toBe(false);
      expect(await next.getAttribute('aria-disabled')).toBe('true');
      expect(await next.textContent()).toBe(index === 7 ? 'Next: Implementation Details' : 'Next');
      if (index === 0) {
        // Previous on the first current question returns to the last target question.
        await previous.click();
        await expect.poll(() => heading(page)).toBe(controlContent('regular-backups').title);
        expect(await page.getByText('Target State Assessment', { exact: true }).isVisible()).toBe(true);
        await next.click();
      }
      await chooseOption(page, CURRENT_TITLES[CURRENTS[index]!]!);
      await next.click();
    }

    // Implementation: its place in the whole assessment, required fields, and Back to Assessment,
    // which returns to the last current-state question, the one just answered.
    await page.getByRole('heading', { name: 'Implementation planning' }).waitFor();
    expect(await page.getByText('Step 17 of 19').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back to Assessment' }).click();
    await expect.poll(() => heading(page)).toBe(controlContent('regular-backups').title);
    expect(await page.getByText('Current State Assessment', { exact: true }).isVisible()).toBe(true);
    await next.click();
    await page.getByRole('heading', { name: 'Implementation planning' }).waitFor();
    // The team's pace is offered at two level steps a quarter, with a hint saying what a level step is.
    const stepsPerQuarter = page.getByLabel('Level steps your team can take in a quarter *');
    expect(await stepsPerQuarter.inputValue()).toBe('2');
    expect(await page.getByText('A level step is raising one strategy by one maturity level').isVisible()).toBe(true);
    await stepsPerQuarter.fill('');
    await page.getByRole('button', { name: 'Next: Organisation Details' }).click();
    expect(await page.getByText('Choose a timeline: 3, 6, 12 or 24 months').isVisible()).toBe(true);
    expect(await page.getByText('Describe your constraints').isVisible()).toBe(true);
    expect(await page.getByText('Enter how many level steps your team can take in a quarter: a whole number from 1 to 24').isVisible()).toBe(true);
    await stepsPerQuarter.fill('3');
    await page.getByRole('radio', { name: '12 months' }).check();
    await page.getByRole('checkbox', { name: 'Multi-factor authentication' }).check();
    await page.getByLabel('Constraints *').fill('A small IT team and a legacy finance system.');
    await page.getByRole('button', { name: 'Next: Organisation Details' }).click();

    // Organisation: its place, required fields, email check, Back, privacy link.
    await page.getByRole('heading', { name: 'Organisation details' }).waitFor();
    expect(await page.getByText('Step 18 of 19').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /privacy policy/ }).getAttribute('href')).toBe('/privacy');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Implementation planning' }).waitFor();
    expect(await page.getByLabel('Constraints *').inputValue()).toBe('A small IT team and a legacy finance system.');
    await page.getByRole('button', { name: 'Next: Organisation Details' }).click();
    await page.getByRole('button', { name: 'Next: Review Your Answers' }).click();
    expect(await page.getByText('Organisation name is required').isVisible()).toBe(true);
    expect(await page.getByText('Your name is required').isVisible()).toBe(true);
    expect(await page.getByText('Email address is required').isVisible()).toBe(true);
    await page.getByLabel('Organisation name *').fill(ORGANISATION);
    await page.getByLabel('Your name *').fill('Jane Citizen');
    await page.getByLabel('Your work email *').fill('jane@');
    await page.getByRole('button', { name: 'Next: Review Your Answers' }).click();
    expect(await page.getByText('Enter a valid email address, like name@example.com').isVisible()).toBe(true);
    expect(await page.getByLabel('Your work email *').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Your work email *').fill('jane@acme.example');
    await page.getByRole('button', { name: 'Next: Review Your Answers' }).click();

    // Review: the last step, submitted from here.
    await page.getByRole('heading', { name: 'Review your answers' }).waitFor();
    expect(await page.getByText('Step 19 of 19').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Change level steps a quarter' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Submit Assessment' }).click();

    // Results.
    await page.waitForURL('**/assessment/results?id=*');
    await expectResults(page);
    expect(await page.evaluate(() => window.localStorage.getItem('e8_wizard_progress'))).toBeNull();

    // A reload still shows the results.
    await page.reload();
    await expectResults(page);

    // The summary PDF, generated in the browser, offered near the top and again among the next steps at the end.
    const download = page.getByRole('group', { name: 'Download and next step' }).getByRole('button', { name: 'Download Assessment Summary (PDF)' });
    const nextSteps = page.getByRole('region', { name: 'Next steps' });
    expect(await nextSteps.getByRole('button', { name: 'Download Assessment Summary (PDF)' }).isVisible()).toBe(true);
    expect(await nextSteps.getByRole('button', { name: 'Start a new assessment from scratch' }).isVisible()).toBe(true);
    expect(await nextSteps.getByRole('button', { name: 'Start a re-assessment from these answers' }).isVisible()).toBe(true);
    // The roadmap paces itself at the three level steps a quarter given.
    expect(await page.getByRole('region', { name: 'Implementation roadmap' }).getByText(/At 3 steps a quarter, reaching every target takes \d+ quarters?/).isVisible()).toBe(true);
    expect(await nextSteps.getByRole('link', { name: 'Your assessments' }).isVisible()).toBe(true);
    const started = Date.now();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const elapsed = Date.now() - started;
    console.info(`Summary PDF made in the browser in ${elapsed} ms`);
    expect(file.suggestedFilename()).toBe(`${ORGANISATION}_Summary.pdf`);
    const pdfPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e8-pdf-')), 'summary.pdf');
    await file.saveAs(pdfPath);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain(ORGANISATION);
    expect(text).toContain('1.3 out of 3');
    expect(text).toContain('Average maturity');
    // The summary risk exposure: two strategies at level 0 at A$500,000 and three at level 1 at A$250,000.
    expect(text).toContain('A$1,750,000');
    // Read in reading order (no -layout): the chart's legend sits beside the notice on the page.
    const flowing = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(flowing).toContain('Maturity Level Zero, the indicative level from your ratings, held back by Patch applications and Regular backups');
    expect(flowing).toContain("ASD's method needs the detailed assessment");
    expect(flowing).not.toContain("by ASD's method");
    expect(flowing).toContain("Risk exposure The product's illustrative model, not a published figure.");
    expect(flowing).toContain('not an assessment by the Australian Signals Directorate (ASD) and not a certification');
    const pageSize = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    expect(pageSize).toMatch(/Page size:\s+595\.\d* x 841\.\d* pts \(A4\)/);
    expect(await download.textContent()).toBe('Download Assessment Summary (PDF)');
    expect(pageErrors).toEqual([]);
  });

  it('gives one target to all eight strategies from the first question, and goes on to the current state', async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/assessment?step=target-1');
    await page.getByRole('heading', { level: 2, name: controlContent(CONTROL_IDS[0]).title, exact: true }).waitFor();
    const next = page.getByRole('button', { name: /^Next/ });
    const same = page.getByRole('checkbox', { name: 'Same target for all eight' });
    await chooseOption(page, 'Standard');
    await same.check();
    expect(await next.textContent()).toBe('Next: Current State Assessment');
    await same.uncheck();
    expect(await next.textContent()).toBe('Next');
    await same.check();
    await next.click();

    await page.waitForURL('**/assessment?step=current-1');
    await page.getByText('Current State Assessment', { exact: true }).waitFor();
    expect(await page.getByText('Step 9 of 19').isVisible()).toBe(true);
    expect(await page.getByText('This level exceeds your target state selection').count()).toBe(1);
    // Back to the last target question: it holds the same target.
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('heading', { level: 2, name: controlContent('regular-backups').title, exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Maturity Level Two' }).isChecked()).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('says it is loading the questions when pressed on before they arrive, and says in words when they cannot load', async () => {
    const { page, pageErrors } = await browser.newPage();
    // The steps arrive late: the welcome shows at once, and a press says what it waits for.
    const release = await holdScript(page, '**/assets/QuickCheckWizard-*.js');
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).click();
    await page.getByRole('status').filter({ hasText: 'Loading the questions...' }).waitFor();
    release();
    await page.getByRole('heading', { level: 2, name: controlContent(CONTROL_IDS[0]).title, exact: true }).waitFor();
    expect(await page.getByText('Loading the questions...').count()).toBe(0);
    expect(pageErrors).toEqual([]);

    // The steps cannot be fetched at all: the press says so, and how to try again.
    const offline = await browser.newPage();
    await offline.page.route('**/assets/QuickCheckWizard-*.js', (route) => route.abort('internetdisconnected'));
    await offline.page.goto('/assessment');
    await offline.page.getByRole('button', { name: "Let's Get Started" }).click();
    await offline.page.getByRole('alert').filter({ hasText: 'The questions could not be loaded. Check your connection, then reload the page to try again' }).waitFor();
  });

  it('shows the save error in a red box under the buttons and keeps every answer', async () => {
    const { page } = await browser.newPage();
    await page.route('**/api/assessments', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'The database is not answering' } }) }),
    );
    await page.goto('/assessment');
    // The wizard saves its (empty) progress once it has loaded; wait for that, or it overwrites what is set below.
    await page.getByRole('button', { name: "Let's Get Started" }).waitFor();
    await page.evaluate(() =>
      window.localStorage.setItem(
        'e8_wizard_progress',
        JSON.stringify({
          step: { phase: 'review' },
          targetAssessments: Object.fromEntries(['application-control', 'patch-applications', 'configure-microsoft-office-macro-settings', 'user-application-hardening', 'restrict-administrative-privileges', 'patch-operating-systems', 'multi-factor-authentication', 'regular-backups'].map((id) => [id, 2])),
          assessments: Object.fromEntries(['application-control', 'patch-applications', 'configure-microsoft-office-macro-settings', 'user-application-hardening', 'restrict-administrative-privileges', 'patch-operating-systems', 'multi-factor-authentication', 'regular-backups'].map((id) => [id, 1])),
          implementation: { timeline: '6months', priorities: [], constraints: 'None worth noting' },
          organisation: { organizationName: 'Offline Org', respondentName: 'Sam', respondentEmail: 'sam@offline.example' },
        }),
      ),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('The database is not answering');
    expect(await alert.evaluate((element) => getComputedStyle(element).borderColor)).toBe('rgb(185, 28, 28)');
    const buttonsBottom = await page.getByRole('button', { name: 'Submit Assessment' }).evaluate((b) => b.getBoundingClientRect().bottom);
    const alertTop = await alert.evaluate((element) => element.getBoundingClientRect().top);
    expect(alertTop).toBeGreaterThanOrEqual(buttonsBottom);
    expect(await page.getByRole('region', { name: 'Organisation details' }).textContent()).toContain('Offline Org');
  });
});

/** What the results page must show for the answers of this suite. */
async function expectResults(page: Page): Promise<void> {
  await resultsShown(page);
  const organisation = page.getByRole('region', { name: 'Organisation' });
  expect(await organisation.textContent()).toContain(ORGANISATION);
  expect(await organisation.textContent()).toContain('Jane Citizen');
  expect(await organisation.textContent()).toContain('jane@acme.example');
  expect(await page.getByRole('region', { name: 'Overview' }).textContent()).toContain('Average maturity1.3 out of 3');
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.nextElementSibling?.textContent)).toContain(
    `${ORGANISATION} is at Maturity Level Zero, the indicative level from your ratings, held back by Patch applications and Regular backups;`,
  );
  const asd = page.getByRole('region', { name: 'Indicative level from your ratings' });
  expect(await asd.textContent()).toContain('a level counts for the organisation only when all eight strategies reach it');
  expect(await asd.getByRole('row', { name: /Regular backups/ }).textContent()).toBe('Regular backupsMaturity Level Zero (holds the overall level)');
  expect(await asd.getByRole('row', { name: /Restrict administrative privileges/ }).textContent()).toBe('Restrict administrative privilegesMaturity Level Three');
  // Rated at its target of Two: every level was shown, with the target's raise beside Three, so nothing was "not asked about".
  expect(await asd.getByRole('row', { name: /Restrict Microsoft Office macros/ }).textContent()).toBe('Restrict Microsoft Office macrosMaturity Level Two');
  expect(await asd.textContent()).toContain('not an assessment by the Australian Signals Directorate (ASD) and not a certification');
  const cards = page.getByRole('list', { name: 'Controls, most urgent first' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  expect(await cards.count()).toBe(8);
  for (const [index, id] of CONTROL_IDS.entries()) {
    const card = page.getByRole('listitem', { name: controlContent(id).title });
    expect(await card.textContent()).toContain(`Current maturity: ${optionName(CURRENT_TITLES[CURRENTS[index]!]!)}`);
  }
  const backups = page.getByRole('listitem', { name: 'Regular backups' });
  expect(await backups.textContent()).toContain('High priority');
  expect(await backups.textContent()).toContain('3 levels');
  const chart = page.getByRole('figure', { name: 'Target against current maturity' });
  expect(await chart.getByRole('row', { name: /^Regular backups/ }).getByRole('cell').allTextContents()).toEqual(['3', '0', 'High priority']);
  expect(await page.getByRole('region', { name: 'Risk exposure' }).textContent()).toContain('200-280 days');
  expect(await page.getByRole('button', { name: 'Start a new assessment from scratch' }).isEnabled()).toBe(true);
}
