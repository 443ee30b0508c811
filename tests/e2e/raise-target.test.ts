import { describe, expect, it } from 'vitest';
import { controlContent } from '../../src/domain/control-content';
import { CONTROL_IDS } from '../../src/domain/controls';
import { levelLabel, targetLabel } from '../../src/domain/maturity-levels';
import { answerInWords } from '../../src/domain/wizard';
import { expectAccessibleAtBothWidths } from './expect-accessible';
import { tabTo } from './keyboard';
import { resultsShown } from './results-shown';
import { useBrowser } from './use-browser';
import { chooseOption, finishWizardByMouse, optionName } from './wizard-steps';

const RAISE = 'Raise the target for Regular backups to Maturity Level Three';

describe('raising a target in place from the current-state question', () => {
  const browser = useBrowser();

  it('raises the target for regular backups from Two to Three, records Three, and never says a level was not asked about', async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/assessment?step=target-1');
    await page.getByRole('heading', { level: 2, name: controlContent(CONTROL_IDS[0]).title, exact: true }).waitFor();
    // A target of Two for all eight, regular backups among them.
    await chooseOption(page, 'Standard');
    await page.getByRole('checkbox', { name: 'Same target for all eight' }).check();
    await page.getByRole('button', { name: 'Next: Current State Assessment' }).click();
    await page.waitForURL('**/assessment?step=current-1');
    // Application control sits at its target of Two: every level above it was shown, with the raise beside it.
    for (const id of CONTROL_IDS.slice(0, -1)) {
      await page.getByRole('heading', { level: 2, name: controlContent(id).title, exact: true }).waitFor();
      await chooseOption(page, id === 'application-control' ? 'Developing' : 'Initial');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }

    await page.getByRole('heading', { level: 2, name: controlContent('regular-backups').title, exact: true }).waitFor();
    const three = page.getByRole('radio', { name: optionName('Managed'), exact: true });
    expect(await three.isDisabled()).toBe(true);
    expect(await page.getByText('This level exceeds your target state selection').count()).toBe(1);
    // One button beside the one level above the target, reached and pressed from the keyboard.
    expect(await page.getByRole('button', { name: /^Raise the target for / }).allTextContents()).toEqual([RAISE]);
    await expectAccessibleAtBothWidths(page, 'a current-state question with a level above the target');
    await tabTo(page, page.getByRole('button', { name: RAISE }));
    await page.keyboard.press('Enter');

    // The option is enabled and takes focus where the button was; a screen reader is told what changed.
    await page.getByRole('status').filter({ hasText: 'Target for Regular backups raised to Maturity Level Three.' }).waitFor();
    expect(await three.isEnabled()).toBe(true);
    expect(await three.evaluate((radio) => radio === document.activeElement)).toBe(true);
    expect(await page.getByText('This level exceeds your target state selection').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Raise the target for / }).count()).toBe(0);
    await page.keyboard.press('Space');
    expect(await three.isChecked()).toBe(true);

    // The raised target and the answer are kept in this browser: a reload restores both.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: controlContent('regular-backups').title, exact: true }).waitFor();
    expect(await three.isEnabled()).toBe(true);
    expect(await three.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next: Implementation Details' }).click();
    await page.getByRole('heading', { name: 'Implementation planning' }).waitFor();

    await finishWizardByMouse(page, 'Raised Target Pty Ltd', {
      beforeSubmit: async () => {
        const backups = page.getByRole('region', { name: 'Target and current state' }).getByRole('listitem', { name: 'Regular backups' });
        const answers = await backups.getByRole('definition').allTextContents();
        expect(answers).toContain(answerInWords('target', 3));
        expect(answers).toContain(answerInWords('current', 3));
      },
    });

    await resultsShown(page);
    const card = page.getByRole('listitem', { name: 'Regular backups' });
    expect(await card.textContent()).toContain(`Current maturity: ${levelLabel(3)}`);
    expect(await card.getByRole('definition').first().textContent()).toBe(targetLabel(3));
    const chart = page.getByRole('figure', { name: 'Target against current maturity' });
    expect((await chart.getByRole('row', { name: /^Regular backups/ }).getByRole('cell').allTextContents()).slice(0, 2)).toEqual(['3', '3']);
    const asd = page.getByRole('region', { name: 'Indicative level from your ratings' });
    expect(await asd.getByRole('row', { name: /Regular backups/ }).textContent()).toBe(`Regular backups${levelLabel(3)}`);
    expect(await asd.getByRole('row', { name: /Application control/ }).textContent()).toBe(`Application control${levelLabel(2)}`);
    expect(await page.locator('body').textContent()).not.toContain('not asked about');
    expect(pageErrors).toEqual([]);
  });
});
