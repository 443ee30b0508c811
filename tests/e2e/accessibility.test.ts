import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './use-browser';
import { chooseOption } from './wizard-steps';

async function expectNoViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((violation) => `${where}: ${violation.id} (${violation.nodes.length})`);
  expect(summary).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe.each([1440, 375])('accessibility of the wizard and results at %i px', (width) => {
  const browser = useBrowser();

  it('has no axe violations on any wizard step, with or without errors, nor on the results', async () => {
    const { page } = await browser.newPage({ width });
    await page.goto('/assessment');
    await page.getByRole('button', { name: "Let's Get Started" }).waitFor();
    await expectNoViolations(page, 'welcome');
    await page.getByRole('button', { name: "Let's Get Started" }).click();

    for (let question = 0; question < 8; question += 1) {
      await page.getByText(`Question ${question + 1} of 8`).waitFor();
      if (question === 0) await expectNoViolations(page, 'target question, unanswered');
      await chooseOption(page, question % 2 === 0 ? 'Standard' : 'High');
      if (question === 0) await expectNoViolations(page, 'target question, answered');
      await page.getByRole('button', { name: /^Next/ }).click();
    }
    for (let question = 0; question < 8; question += 1) {
      await page.getByText(`Question ${question + 1} of 8`).waitFor();
      // The first current question has a disabled level above the Standard target.
      if (question === 0) {
        await expectNoViolations(page, 'current question with a disabled level');
        await expectNoHorizontalScroll(page);
      }
      await chooseOption(page, question % 3 === 0 ? 'Initial' : 'Developing');
      await page.getByRole('button', { name: /^Next/ }).click();
    }

    await page.getByRole('heading', { name: 'Implementation planning' }).waitFor();
    await expectNoViolations(page, 'implementation');
    await page.getByRole('button', { name: 'Next: Organisation Details' }).click();
    await page.getByText('Describe your constraints').waitFor();
    await expectNoViolations(page, 'implementation with errors');
    await page.getByRole('radio', { name: '6 months' }).check();
    await page.getByLabel('Constraints *').fill('Legacy systems.');
    await page.getByRole('button', { name: 'Next: Organisation Details' }).click();

    await page.getByRole('heading', { name: 'Organisation details' }).waitFor();
    await expectNoViolations(page, 'organisation');
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await page.getByText('Organisation name is required').waitFor();
    await expectNoViolations(page, 'organisation with errors');
    await expectNoHorizontalScroll(page);
    await page.getByLabel('Organisation name *').fill('Axe Pty Ltd');
    await page.getByLabel('Your name *').fill('Alex Axe');
    await page.getByLabel('Your work email *').fill('alex@axe.example');
    await page.getByRole('button', { name: 'Submit Assessment' }).click();

    await page.getByRole('heading', { level: 1, name: 'Assessment Results' }).waitFor();
    await expectNoViolations(page, 'results');
    await page.getByText('Recommendations to reach').first().click();
    await expectNoViolations(page, 'results with recommendations open');
    await expectNoHorizontalScroll(page);
  });
});
