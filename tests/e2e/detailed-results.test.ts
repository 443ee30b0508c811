import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requirementsByFirstLevel } from '../../src/client/detailed/requirement-groups';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { allControls, detailedOutcomes } from '../support/assessments';
import { holdAccessKey, saveAssessment, saveDetailedAssessment } from './assessments';
import { signIn } from './sign-in';
import { skipImportStep } from './detailed-steps';
import { catalogueChunk } from './catalogue-chunk';
import { useBrowser } from './use-browser';

/** The strategies detailedAssessmentBody leaves at Maturity Level One, below their target of Two, in ASD's order. */
const WEAKEST = ['Patch applications', 'Multi-factor authentication', 'Restrict administrative privileges'];

/** A patch-applications requirement of level two that the body leaves not implemented: it carries the evidence under test. */
const UNMET = REQUIREMENTS.find((requirement) => requirement.strategy === 'patch-applications' && Math.min(...requirement.levels) === 2)!;
const SCRIPT_EVIDENCE = '<script>window.evidenceRan = true</script>\nSecond line of the note';
const LONG_EVIDENCE = `Ticket:${'x'.repeat(300)}`;
const LONG_ID = REQUIREMENTS.find((requirement) => requirement.strategy === 'regular-backups')!.id;

/** Requests for the requirement catalogue's script, counted as the page makes them. */
function catalogueRequests(page: Page): string[] {
  const requests: string[] = [];
  const catalogue = `/assets/${catalogueChunk()}`;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === catalogue) requests.push(request.url());
  });
  return requests;
}

describe('detailed assessments in results and support', () => {
  const browser = useBrowser();

  it("shows a detailed assessment's level by ASD's method, what holds it there and the action plan, weakest strategy first", async () => {
    const saved = await saveDetailedAssessment({ organizationName: 'Plan Pty Ltd' });
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/');
    await holdAccessKey(page, saved);
    const requests = catalogueRequests(page);
    await page.goto(`/assessment/results?id=${saved.id}`);

    const asd = page.getByRole('region', { name: "Maturity level by ASD's method" });
    await asd.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.nextElementSibling?.textContent)).toContain(
      `Plan Pty Ltd is at Maturity Level One by ASD's method, held back by ${WEAKEST[0]}, ${WEAKEST[1]} and ${WEAKEST[2]};`,
    );
    expect(await asd.textContent()).toContain('Maturity Level One');
    expect(await asd.textContent()).toContain('comes from the outcomes recorded for each of its requirements');
    expect(await page.getByRole('link', { name: 'Check each requirement' }).count()).toBe(0);

    const plan = page.getByRole('region', { name: 'Action plan' });
    await plan.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await plan.getByRole('heading', { level: 3 }).allTextContents()).toEqual(WEAKEST);
    const patching = plan.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Patch applications' }) });
    expect(await patching.getByRole('heading', { level: 4 }).allTextContents()).toEqual(['To reach Maturity Level Two']);
    expect(await patching.getByRole('listitem').filter({ hasText: UNMET.text }).textContent()).toContain('Not implemented');
    const counts = plan.getByRole('table', { name: 'Requirements assessed and met, by strategy' });
    // Its level one requirements are effective, those first of level two not implemented, those of level three alone not assessed.
    const patchLevels = REQUIREMENTS.filter((requirement) => requirement.strategy === 'patch-applications').map((requirement) => Math.min(...requirement.levels));
    const patchCells = counts.getByRole('row', { name: /^Patch applications/ }).getByRole('cell');
    expect(await patchCells.allTextContents()).toEqual([`${patchLevels.filter((level) => level <= 2).length} of ${patchLevels.length}`, String(patchLevels.filter((level) => level === 1).length)]);
    expect(requests).toHaveLength(1);

    // User application hardening achieves level three against a target of two: its gap is met, never negative.
    const hardening = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'User application hardening' }) });
    expect(await hardening.getByRole('definition').nth(1).textContent()).toBe('Target met');
    expect(pageErrors).toEqual([]);
  });

  it('says so when nothing is unmet up to the targets', async () => {
    const saved = await saveDetailedAssessment({ targetAssessments: allControls(1) });
    const { page } = await browser.newPage();
    await page.goto('/');
    await holdAccessKey(page, saved);
    await page.goto(`/assessment/results?id=${saved.id}`);
    await page.getByRole('region', { name: 'Action plan' }).getByText('Every requirement up to your targets is met').waitFor();
  });

  it('offers a quick check "Check each requirement", which opens the detailed assessment with the quick check handed over', async () => {
    const saved = await saveAssessment({ organizationName: 'Quick Pty Ltd' });
    const { page } = await browser.newPage();
    await page.goto('/');
    await holdAccessKey(page, saved);
    const requests = catalogueRequests(page);
    await page.goto(`/assessment/results?id=${saved.id}`);
    const offer = page.getByRole('region', { name: "Get your level by ASD's method" });
    expect(await offer.textContent()).toContain('ASD counts a level only when every requirement of it is met');
    // The quick check's results never load the catalogue; the detailed assessment does, with the quick check handed over.
    expect(requests).toEqual([]);
    await offer.getByRole('link', { name: 'Check each requirement' }).click();
    await page.waitForURL('**/assessment/detailed');
    await page.getByText("We've started from your quick check").waitFor();
    expect(await page.getByText('A suggestion counts as Not assessed until you confirm it').isVisible()).toBe(true);
    // Patch applications, rated at level one, shows each level-one requirement as a suggestion to confirm, not as Effective.
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await skipImportStep(page);
    await page.getByRole('heading', { level: 2, name: 'Patch applications' }).waitFor();
    const [patchLevelOne] = requirementsByFirstLevel('patch-applications');
    for (const requirement of patchLevelOne!.requirements) {
      expect(await page.getByRole('combobox', { name: `Outcome ${requirement.text}`, exact: true }).inputValue()).toBe('not-assessed');
    }
    expect(await page.getByText('Suggested from your quick check: Effective').count()).toBe(patchLevelOne!.requirements.length);
  });

  it("loads the catalogue in support only for a detailed assessment's detail page, not for the list or a quick check", async () => {
    const quick = await saveAssessment({ organizationName: 'Lean Quick Pty Ltd' });
    const detailed = await saveDetailedAssessment({ organizationName: 'Lean Detailed Pty Ltd' });
    const { page, pageErrors } = await browser.newPage();
    const requests = catalogueRequests(page);
    await page.goto('/login');
    await signIn(page);
    await page.getByText('Assessments in total').waitFor();
    await page.goto('/support/results?search=Lean%20Quick');
    await page.getByRole('rowheader', { name: /^Lean Quick Pty Ltd/ }).waitFor();
    await page.goto(`/support/results/${quick.id}`);
    await page.getByRole('region', { name: 'Maturity Assessment Results' }).waitFor();
    await page.getByRole('region', { name: 'Assessment Information' }).waitFor();
    expect(requests).toEqual([]);

    await page.goto(`/support/results/${detailed.id}`);
    await page.getByRole('region', { name: 'Requirement outcomes' }).getByRole('heading', { level: 3 }).first().waitFor();
    expect(requests).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  it('shows support staff the kind, every outcome and the evidence as text, line breaks kept, long evidence wrapped at 375 px', async () => {
    const saved = await saveDetailedAssessment({
      organizationName: 'Evidence Pty Ltd',
      requirementOutcomes: {
        ...detailedOutcomes(),
        [UNMET.id]: { outcome: 'ineffective', evidence: SCRIPT_EVIDENCE },
        [LONG_ID]: { outcome: 'effective', evidence: LONG_EVIDENCE },
      },
    });
    const { page, pageErrors } = await browser.newPage({ width: 375 });
    await page.goto('/login');
    await signIn(page);
    await page.getByText('Assessments in total').waitFor();
    await page.goto('/support/results?search=Evidence%20Pty');
    await page.getByRole('rowheader', { name: 'Evidence Pty Ltd Detailed' }).waitFor();
    // The list's overall level says what it rests on: a detailed assessment's is by ASD's method.
    const listed = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Evidence Pty Ltd Detailed' }) }).first();
    expect(await listed.getByRole('cell', { name: /Maturity Level (Zero|One|Two|Three) ?By ASD's method/ }).count()).toBe(1);
    await page.goto(`/support/results/${saved.id}`);

    const information = page.getByRole('region', { name: 'Assessment Information' });
    await information.waitFor();
    expect(await information.textContent()).toContain('Detailed assessment');
    expect(await information.textContent()).toMatch(/Maturity level by ASD's methodMaturity Level (Zero|One|Two|Three)/);
    const section = page.getByRole('region', { name: 'Requirement outcomes' });
    await section.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await section.getByRole('heading', { level: 3 }).count()).toBe(8);
    // The register opens on the unmet requirements, each strategy folded under its heading with how many it shows.
    await section.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ requirements$/ }).waitFor();
    await section.getByLabel('Show').selectOption({ label: 'All requirements' });
    await section.getByRole('status').filter({ hasText: /^Showing (\d+) of \1 requirements$/ }).waitFor();
    // The address keeps the choice: a reload, or the link shared, shows every requirement again.
    await page.waitForURL((url) => url.searchParams.get('register') === 'all');
    await page.reload();
    await section.getByRole('status').filter({ hasText: /^Showing (\d+) of \1 requirements$/ }).waitFor();
    expect(await section.getByLabel('Show').evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('All requirements');
    for (const shown of await section.getByText(/ requirements shown$/).all()) await shown.click();
    const row = section.getByRole('row').filter({ hasText: UNMET.text });
    expect(await row.getByRole('cell', { name: 'Ineffective', exact: true }).count()).toBe(1);
    // On a phone each cell is labelled on screen; the label is hidden from the cell's name.
    const evidence = row.getByRole('cell').nth(2);
    expect(await evidence.innerText()).toBe(`Evidence: ${SCRIPT_EVIDENCE}\nEvidence quality: Not graded`);
    expect(await evidence.evaluate((cell) => cell.querySelector('script'))).toBeNull();
    expect(await page.evaluate(() => 'evidenceRan' in window)).toBe(false);
    expect(await row.getByRole('cell').first().textContent()).toContain(UNMET.ism[0] ?? 'Level');

    const backups = page.getByRole('table', { name: 'Regular backups' });
    await backups.getByRole('cell', { name: LONG_EVIDENCE }).waitFor();
    expect(await backups.evaluate((table) => table.getBoundingClientRect().right - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
  });
});
