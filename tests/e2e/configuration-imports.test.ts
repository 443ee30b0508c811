import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS } from '../../src/domain/controls';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import type { Requirement } from '../../src/domain/framework/requirement';
import { saveDetailedAssessment } from './assessments';
import { importStepHeading, outcomeSelect } from './detailed-steps';
import { expectAccessible } from './expect-accessible';
import { focusedIdAfterStep, tabTo } from './keyboard';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';

/** A Group Policy report of one policy, as Get-GPOReport writes it (UTF-16 LE with a byte-order mark): three proposals for macros. */
const SAMPLE = fs.readFileSync(path.resolve('src/domain/configuration-imports/samples/gpreport-dod-office-2016-user-linked.xml'));
const FILE_NAME = 'dod-office-user.xml';
const TITLE = 'Group Policy report of ‘DRAFT - DoD Office 2016 - User’';
/** Where the screenshots go, to be looked at: outside the repository. */
const SCREENSHOTS = fs.mkdtempSync(path.join(os.tmpdir(), 'e8-imports-'));

function requirement(id: string): Requirement {
  const found = REQUIREMENTS.find((entry) => entry.id === id);
  if (!found) throw new Error(`The catalogue has no requirement ${id}`);
  return found;
}

const internetFiles = requirement('configure-microsoft-office-macro-settings-internet-files-blocked');
const settingsLocked = requirement('configure-microsoft-office-macro-settings-settings-locked');
const onlySandboxed = requirement('configure-microsoft-office-macro-settings-only-sandboxed-trusted-location-or-signed');
const macros = controlContent('configure-microsoft-office-macro-settings').title;

/** The answer this browser keeps for a requirement. */
async function keptAnswer(page: Page, requirementId: string): Promise<{ outcome: string; evidence: string; evidenceQuality?: string; importedFrom?: { importId: string; source: string } }> {
  return page.evaluate((id) => JSON.parse(window.localStorage.getItem('e8_detailed_progress') ?? '{}').requirementOutcomes?.[id], requirementId);
}

/** The import's proposal of a requirement, in the list of the import step. */
const proposalItem = (page: Page, entry: Requirement) => page.getByRole('article', { name: TITLE }).getByRole('listitem').filter({ hasText: entry.text });

/** Fails when the page is wider than its viewport (a layout that breaks on a phone scrolls sideways). */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scroll, viewport } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(scroll, where).toBeLessThanOrEqual(viewport);
}

describe('importing from your systems in the detailed assessment', () => {
  const browser = useBrowser();

  it('reads a Group Policy report after refusing a file in words, accepts one proposal and then all, shows a disagreement after an answer changed by hand, and answers the strategy', async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/assessment/detailed');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    // The import step follows the welcome, focus on its heading; it can be skipped.
    await importStepHeading(page).waitFor();
    expect(await focusedIdAfterStep(page)).toBe('step-heading');
    expect(new URL(page.url()).searchParams.get('step')).toBe('imports');
    await page.getByRole('button', { name: 'Skip this step', exact: true }).waitFor();
    await page.getByText('What you can import, and the command that writes each file').click();
    await page.getByText("Get-GPOReport -Name 'Office Macros' -ReportType Xml -Path office-macros.xml").waitFor();
    await expectAccessible(page, 'the import step at 1440 px');

    // A file that is no export: refused in words, as an alert; the first file saves the draft.
    const input = page.getByLabel('Export file', { exact: true });
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Our macros are locked down.\n') });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'notes.txt:' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^notes\.txt: This file is not an export the tool understands\. It reads Group Policy reports/);

    // The report: "Reading …" while the server reads it, then what it gave.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/assessments/*/imports', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await input.setInputFiles({ name: FILE_NAME, mimeType: 'text/xml', buffer: SAMPLE });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const status = page.getByRole('status').filter({ hasText: FILE_NAME });
    await status.filter({ hasText: `Reading ${FILE_NAME}…` }).waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).getAttribute('aria-disabled')).toBe('true');
    release();
    await status.filter({ hasText: `${FILE_NAME} read as ${TITLE}: 3 proposals and 10 notes.` }).waitFor();
    await page.unroute('**/api/assessments/*/imports');
    expect(await page.getByRole('alert').count()).toBe(0);

    const entry = page.getByRole('article', { name: TITLE });
    expect(await entry.getByRole('heading', { level: 4 }).textContent()).toBe(TITLE);
    expect(await entry.getByRole('listitem').filter({ hasText: 'File:' }).textContent()).toBe(`File: ${FILE_NAME}`);
    await entry.getByText('Produced on 1 November 2016, as the file says.').waitFor();
    await entry.getByText(/^Imported by the respondent on \d{1,2} \w+ \d{4}\.$/).waitFor();
    expect(await entry.getByRole('heading', { level: 5 }).allTextContents()).toEqual([macros, 'Notes']);
    // Each proposal: the requirement, the outcome proposed, the evidence grade and what was read.
    expect(await proposalItem(page, internetFiles).textContent()).toContain('Proposed: Effective · Evidence grade: Fair');
    expect(await proposalItem(page, internetFiles).textContent()).toContain('Block macros from running in Office files from the Internet: Enabled for Excel, PowerPoint and Word');
    expect(await proposalItem(page, onlySandboxed).textContent()).toContain('Proposed: Ineffective');
    await entry.getByText('Packager Prompt (OLE package activation in Office) is not configured by this policy.').waitFor();

    // One accepted: "Accepted" replaces its button and takes the focus; "Accept all" counts the two left.
    await page.getByRole('button', { name: 'Accept all 3 proposals' }).waitFor();
    // By keyboard: Tab to the proposal's Accept, named with its requirement, and Enter.
    await tabTo(page, page.getByRole('button', { name: `Accept ${internetFiles.text}`, exact: true }), 40);
    await page.keyboard.press('Enter');
    const accepted = proposalItem(page, internetFiles).getByText('Accepted', { exact: true });
    await accepted.waitFor();
    expect(await accepted.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Accept all 2 proposals' }).waitFor();
    const kept = await keptAnswer(page, internetFiles.id);
    expect(kept).toMatchObject({ outcome: 'effective', evidenceQuality: 'fair', importedFrom: { source: TITLE } });
    expect(kept.evidence).toContain('→ macros in Office files from the internet are blocked in these applications: Effective');
    await expectAccessible(page, 'the import step with an import at 1440 px');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'imports-1440.png'), fullPage: true });

    // On to the strategy: the answer accepted is there, and the proposal for another requirement is offered beside it.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    for (const strategy of CONTROL_IDS.slice(0, CONTROL_IDS.indexOf('configure-microsoft-office-macro-settings'))) {
      await page.getByRole('heading', { level: 2, name: controlContent(strategy).title, exact: true }).waitFor();
      await page.getByRole('radio', { name: 'Maturity Level One' }).check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await page.getByRole('heading', { level: 2, name: macros, exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Maturity Level One' }).check();
    expect(await outcomeSelect(page, internetFiles).inputValue()).toBe('effective');
    const lockedItem = page.getByRole('listitem').filter({ has: outcomeSelect(page, settingsLocked) });
    await lockedItem.getByText(`Proposed from ${TITLE}: Effective`, { exact: true }).waitFor();
    await expectAccessible(page, 'a strategy step with a proposal beside a requirement at 1440 px');
    await lockedItem.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'imports-beside-1440.png') });
    await page.getByRole('button', { name: `Accept ${settingsLocked.text}`, exact: true }).click();
    expect(await outcomeSelect(page, settingsLocked).inputValue()).toBe('effective');
    expect(await outcomeSelect(page, settingsLocked).evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await keptAnswer(page, settingsLocked.id)).importedFrom?.source).toBe(TITLE);

    // Changed by hand: no longer the import's answer, and the import now differs from it.
    await outcomeSelect(page, settingsLocked).selectOption({ label: 'Ineffective' });
    expect(await keptAnswer(page, settingsLocked.id)).not.toHaveProperty('importedFrom');
    await lockedItem.getByText(`${TITLE} shows Effective, not your answer.`, { exact: true }).waitFor();

    // Back to the import step from the link near the top of the strategy: the disagreement is shown, never applied.
    await page.getByRole('link', { name: 'Import from your systems', exact: true }).click();
    await importStepHeading(page).waitFor();
    await proposalItem(page, settingsLocked).getByText('Your answer: Ineffective. The export shows Effective.', { exact: true }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Accept the 1 proposal' }), 60);
    await page.keyboard.press('Enter');
    const said = page.locator('#imports-said');
    await said.filter({ hasText: 'Accepted 1 proposal. 1 proposal left where the answer given differs.' }).waitFor();
    expect(await said.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('button', { name: /^Accept/ }).count()).toBe(0);
    expect(await proposalItem(page, onlySandboxed).getByText('Accepted', { exact: true }).count()).toBe(1);
    expect((await keptAnswer(page, settingsLocked.id)).outcome).toBe('ineffective');
    await expectAccessible(page, 'the import step with every proposal settled at 1440 px');

    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'the import step with every proposal settled at 375 px');
    await expectNoSidewaysScroll(page, 'the import step at 375 px');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'imports-375.png'), fullPage: true });

    // The strategy holds the answers: two accepted, one given by hand.
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: macros, exact: true }).waitFor();
    expect(await outcomeSelect(page, internetFiles).inputValue()).toBe('effective');
    expect(await outcomeSelect(page, settingsLocked).inputValue()).toBe('ineffective');
    // Above the target of Maturity Level One, level three is folded: open it.
    await page.getByRole('heading', { level: 3, name: 'Maturity Level Three' }).click();
    expect(await outcomeSelect(page, onlySandboxed).inputValue()).toBe('ineffective');
    expect((await keptAnswer(page, onlySandboxed.id)).importedFrom?.source).toBe(TITLE);
    await expectAccessible(page, 'a strategy step with imported answers at 375 px');
    await expectNoSidewaysScroll(page, 'a strategy step at 375 px');
    await lockedItem.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'imports-beside-375.png') });

    // The one error the browser logs is the refusal of the file that is no export.
    expect(pageErrors).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
  });

  it("in a consultant's review, imports the same report, accepts every proposal as a finding, and shows them accepted beside the findings", async () => {
    const saved = await saveDetailedAssessment({ organizationName: 'Imported Review Pty Ltd' });
    const { page, pageErrors } = await browser.newPage();
    await page.goto(`/support/results/${saved.id}?mode=review`);
    await page.waitForURL('**/login');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === `/support/results/${saved.id}`);
    const panel = page.getByRole('region', { name: "Imported from the organisation's systems" });
    await panel.getByLabel('Export file', { exact: true }).setInputFiles({ name: FILE_NAME, mimeType: 'text/xml', buffer: SAMPLE });
    await panel.getByRole('button', { name: 'Import', exact: true }).click();
    await panel.getByRole('status').filter({ hasText: `${FILE_NAME} read as ${TITLE}: 3 proposals and 10 notes.` }).waitFor();
    await expectAccessible(page, 'review mode with an import at 1440 px');

    await panel.getByRole('button', { name: 'Accept all 3 proposals' }).click();
    await panel.getByText('Accepted 3 proposals.', { exact: true }).waitFor();
    // The states are the server's, beside the findings the acceptance made.
    for (const entry of [internetFiles, settingsLocked, onlySandboxed]) await proposalItem(panel.page(), entry).getByText('Accepted', { exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: /^Accept/ }).count()).toBe(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'review mode with its proposals accepted at 375 px');
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'review-imports-375.png') });
    expect(pageErrors).toEqual([]);
  });
});
