import { describe, expect, it } from 'vitest';
import { controlContent } from '../../src/domain/control-content';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { EVIDENCE_QUALITIES } from '../../src/domain/framework/evidence-quality';
import { howToCheck } from '../../src/domain/framework/how-to-check';
import { sharedWith } from '../../src/domain/framework/shared-requirements';
import { detailedOutcomes } from '../support/assessments';
import { holdAccessKey, saveDetailedAssessment } from './assessments';
import { openEvidenceByKeyboard, outcomeSelect, skipImportStepByKeyboard } from './detailed-steps';
import { expectAccessible } from './expect-accessible';
import { tabTo } from './keyboard';
import { useBrowser } from './use-browser';

const FIRST = REQUIREMENTS[0]!;

/** detailedAssessmentBody's answers with every effective one graded good, except application control's own (not shared with another strategy), graded only fair. */
function gradedOutcomes() {
  const fair = (id: string) => id.startsWith('application-control-') && sharedWith(id).length === 0;
  return Object.fromEntries(
    Object.entries(detailedOutcomes()).map(([id, answer]) => [id, answer.outcome === 'effective' ? { ...answer, evidenceQuality: fair(id) ? 'fair' : 'good' } : answer]),
  );
}

describe('evidence quality and how to check', () => {
  const browser = useBrowser();

  it.each([1440, 375])('opens "How to check" and grades evidence by keyboard, the grade’s meaning read as its hint (%i px)', async (width) => {
    const { page, pageErrors } = await browser.newPage({ width });
    await page.goto('/assessment/detailed');
    const start = page.getByRole('button', { name: 'Start', exact: true });
    await start.waitFor();
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await skipImportStepByKeyboard(page);
    await page.getByRole('heading', { level: 2, name: controlContent(FIRST.strategy).title, exact: true }).waitFor();

    const item = page.getByRole('listitem').filter({ has: outcomeSelect(page, FIRST) });
    const disclosure = item.locator('details.how-to-check');
    await tabTo(page, disclosure.locator('summary'));
    expect(await disclosure.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    await page.keyboard.press('Enter');
    expect(await disclosure.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(await disclosure.getByRole('listitem').allTextContents()).toEqual([...howToCheck(FIRST.id)]);

    await tabTo(page, outcomeSelect(page, FIRST));
    await page.keyboard.press('e');
    await openEvidenceByKeyboard(page, FIRST);
    const quality = page.getByRole('combobox', { name: `Evidence quality ${FIRST.text}`, exact: true });
    await tabTo(page, quality);
    expect(await quality.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('Not graded');
    await page.keyboard.press('g');
    expect(await quality.inputValue()).toBe('good');
    const hint = await quality.evaluate((select) => document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(hint).toBe(`Good: ${EVIDENCE_QUALITIES.good.meaning}`);
    await expectAccessible(page, `a requirement with How to check open at ${width} px`);

    // The grade is kept with the answer: the saved progress holds it beside the outcome.
    const progress = await page.evaluate(() => window.localStorage.getItem('e8_detailed_progress'));
    expect(JSON.parse(progress ?? '{}').requirementOutcomes?.[FIRST.id]).toMatchObject({ outcome: 'effective', evidenceQuality: 'good' });
    expect(pageErrors).toEqual([]);
  });

  it.each([1440, 375])('shows the level by your answers and the level supported by evidence on the results, per strategy and overall (%i px)', async (width) => {
    const saved = await saveDetailedAssessment({ organizationName: 'Graded Proof Pty Ltd', requirementOutcomes: gradedOutcomes() });
    const { page, pageErrors } = await browser.newPage({ width });
    await page.goto('/');
    await holdAccessKey(page, saved);
    await page.goto(`/assessment/results?id=${saved.id}`);
    const asd = page.getByRole('region', { name: "Maturity level by ASD's method" });
    await asd.waitFor();
    const figures = asd.getByRole('definition');
    expect(await asd.getByRole('term').allTextContents()).toEqual(['Level by your answers', 'Level supported by evidence']);
    expect(await figures.allTextContents()).toEqual(['Maturity Level One', 'Maturity Level Zero']);
    expect(await asd.getByRole('columnheader').allTextContents()).toEqual(['Strategy', 'Level by your answers', 'Level supported by evidence']);
    const applicationControl = asd.getByRole('row', { name: new RegExp(`^${controlContent('application-control').title}`) });
    expect(await applicationControl.getByRole('cell').allTextContents()).toEqual(['Maturity Level Two', 'Maturity Level Zero (holds the overall level)']);
    const backups = asd.getByRole('row', { name: new RegExp(`^${controlContent('regular-backups').title}`) });
    expect(await backups.getByRole('cell').allTextContents()).toEqual(['Maturity Level Two', 'Maturity Level Two']);
    const patching = asd.getByRole('row', { name: new RegExp(`^${controlContent('patch-applications').title}`) });
    expect(await patching.getByRole('cell').allTextContents()).toEqual(['Maturity Level One (holds the overall level)', 'Maturity Level One']);
    await expectAccessible(page, `results with both levels at ${width} px`);
    expect(pageErrors).toEqual([]);
  });
});
