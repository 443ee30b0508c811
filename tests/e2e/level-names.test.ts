import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS } from '../../src/domain/controls';
import { controlTitle } from '../../src/domain/control-titles';
import { targetLevelGuide } from '../../src/domain/maturity-levels';
import { levelNameFaults, strategyListingCount, strategyOrderFaults } from '../support/level-names';
import { holdAccessKey, saveAssessment, saveDetailedAssessment } from './assessments';
import { resultsShown } from './results-shown';
import { signIn } from './sign-in';
import { useBrowser } from './use-browser';
import { chooseOption } from './wizard-steps';

/** The page's text as a person reads it. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

/**
 * The text of each table, list and chart on the page, for the order of the strategies in it. The results' cards
 * are left out: they come most urgent first, as their list's name says, which is an order of their own.
 */
async function listingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('table, ul, ol, svg')]
      .filter((element) => !/most urgent first/.test(element.getAttribute('aria-label') ?? ''))
      .map((element) => (element instanceof HTMLElement ? element.innerText : (element.textContent ?? ''))),
  );
}

/** What the page says of the levels and the order of the strategies, where either is wrong: empty when all is right. */
async function faultsOf(page: Page): Promise<string[]> {
  const text = await pageText(page);
  const listings = await listingTexts(page);
  return [...levelNameFaults(text), ...listings.flatMap(strategyOrderFaults)];
}

/** How many tables, lists and charts on the page list all eight strategies. */
async function listingsOfAllEight(page: Page): Promise<number> {
  return (await listingTexts(page)).reduce((count, text) => count + strategyListingCount(text), 0);
}

describe('one name per level and one order of the strategies on every page', () => {
  const browser = useBrowser();

  it("asks the quick check's questions in ASD's order, each option titled by ASD's name and described by the specification's word", async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).waitFor();
    expect(await pageText(page)).toContain(`ASD says ${targetLevelGuide()}`);
    expect(levelNameFaults(await pageText(page))).toEqual([]);
    await page.getByRole('button', { name: "Let's Get Started" }).click();

    const asked: string[] = [];
    for (const pass of ['target', 'current'] as const) {
      for (const id of CONTROL_IDS) {
        await page.getByRole('heading', { level: 2, name: controlContent(id).title, exact: true }).waitFor();
        if (pass === 'target') asked.push(controlTitle(id));
        const text = await pageText(page);
        expect(levelNameFaults(text)).toEqual([]);
        if (pass === 'target') {
          expect(text).toContain(`ASD's guide: ${targetLevelGuide()}`);
          expect(text).not.toMatch(/ASD's guide: (?:Basic|Standard|High)/);
          expect(text).toMatch(/Standard: /);
        } else {
          expect(text).toMatch(/Developing: /);
          expect(text).not.toContain('Not Implemented');
        }
        await chooseOption(page, pass === 'target' ? 'High' : 'Developing');
        await page.getByRole('button', { name: /^Next/ }).click();
      }
    }
    expect(asked).toEqual(['Patch applications', 'Patch operating systems', 'Multi-factor authentication', 'Restrict administrative privileges', 'Application control', 'Restrict Microsoft Office macros', 'User application hardening', 'Regular backups']);
    expect(pageErrors).toEqual([]);
  });

  it("gives a quick check's and a detailed assessment's results by ASD's names alone, each listing in ASD's order", async () => {
    const quick = await saveAssessment({ organizationName: 'Quick Names Pty Ltd' });
    const detailed = await saveDetailedAssessment({ organizationName: 'Detailed Names Pty Ltd' });
    for (const saved of [quick, detailed]) {
      const { page, pageErrors } = await browser.newPage();
      await page.goto('/');
      await holdAccessKey(page, saved);
      await page.goto(`/assessment/results?id=${saved.id}`);
      await resultsShown(page);
      await page.waitForLoadState('networkidle');
      const text = await pageText(page);
      expect(text).toMatch(/Current maturity:\s+Maturity Level (?:Zero|One|Two|Three)/);
      expect(text).not.toContain('Controls not implemented');
      expect(await listingsOfAllEight(page)).toBeGreaterThan(0);
      expect(await faultsOf(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    }
  });

  it("gives the portal's dashboard, list and an assessment's detail page by ASD's names alone, each listing in ASD's order", async () => {
    const quick = await saveAssessment({ organizationName: 'Portal Names Pty Ltd' });
    const detailed = await saveDetailedAssessment({ organizationName: 'Portal Detailed Names Pty Ltd' });
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/login');
    await signIn(page);
    await page.waitForURL('**/support');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Assessments in total').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await listingsOfAllEight(page)).toBeGreaterThan(0);
    expect(await faultsOf(page)).toEqual([]);

    await page.goto('/support/results');
    await page.getByRole('link', { name: 'Portal Names Pty Ltd' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await faultsOf(page)).toEqual([]);

    for (const [saved, name] of [[quick, 'Portal Names Pty Ltd'], [detailed, 'Portal Detailed Names Pty Ltd']] as const) {
      await page.goto(`/support/results/${saved.id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await listingsOfAllEight(page)).toBeGreaterThan(0);
      expect(await faultsOf(page)).toEqual([]);
    }
    expect(pageErrors).toEqual([]);
  });
});
