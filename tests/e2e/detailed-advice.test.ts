import { describe, expect, it } from 'vitest';
import { requirementsByFirstLevel } from '../../src/client/detailed/requirement-groups';
import { CONTROL_IDS } from '../../src/domain/controls';
import { controlContent } from '../../src/domain/control-content';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { sameRequirementIds } from '../../src/domain/framework/shared-requirements';
import { detailedOutcomes } from '../support/assessments';
import { holdAccessKey, saveDetailedAssessment } from './assessments';
import { expectAccessible } from './expect-accessible';
import { useBrowser } from './use-browser';

const PRIVILEGES = controlContent('restrict-administrative-privileges').title;
/** ISM-1507, which detailedAssessmentBody answers Effective: restricting administrative privileges stays at Maturity Level One. */
const VALIDATED = REQUIREMENTS.find((requirement) => requirement.id === 'restrict-administrative-privileges-requests-validated')!;

describe("a detailed assessment's advice and its level supported by evidence", () => {
  const browser = useBrowser();

  it('recommends no requirement answered Effective, and says on each card how many are met, naming them on demand', async () => {
    const outcomes = detailedOutcomes();
    const saved = await saveDetailedAssessment({ organizationName: 'Advice Pty Ltd', requirementOutcomes: outcomes });
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/');
    await holdAccessKey(page, saved);
    await page.goto(`/assessment/results?id=${saved.id}`);

    const cards = page.getByRole('list', { name: 'Controls, most urgent first' });
    await cards.waitFor();
    const recommendations = cards.getByRole('group').filter({ hasText: /^Recommendations to reach/ });
    for (const group of await recommendations.all()) await group.evaluate((details) => ((details as HTMLDetailsElement).open = true));
    const advised = (await recommendations.getByRole('listitem').allTextContents()).map((item) => item.replace(/ Outcome: [^.]*(\([^)]*\))?\.$/, ''));
    const effective = new Set(REQUIREMENTS.filter((requirement) => outcomes[requirement.id]?.outcome === 'effective').map((requirement) => requirement.text));
    expect(advised.length).toBeGreaterThan(0);
    expect(advised.filter((text) => effective.has(text))).toEqual([]);
    // Every item advised is a requirement not yet met, with its outcome, as the action plan lists it.
    const unmet = new Set(REQUIREMENTS.filter((requirement) => outcomes[requirement.id]?.outcome !== 'effective').map((requirement) => requirement.text));
    expect(advised.filter((text) => !unmet.has(text))).toEqual([]);

    const privileges = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: PRIVILEGES }) });
    const privilegesAdvice = privileges.getByRole('group').filter({ hasText: /^Recommendations to reach/ });
    // Its requirements first of level two not met (some, shared with a strategy at a higher level, are answered Effective there).
    const levelTwoUnmet = REQUIREMENTS.filter(
      (requirement) => requirement.strategy === 'restrict-administrative-privileges' && Math.min(...requirement.levels) === 2 && outcomes[requirement.id]?.outcome !== 'effective',
    );
    expect(await privileges.getByText(/^Recommendations to reach/).textContent()).toMatch(new RegExp(`^Recommendations to reach Maturity Level Two.*: ${levelTwoUnmet.length} requirements not yet met$`));
    expect(await privilegesAdvice.getByRole('heading', { level: 4 }).allTextContents()).toEqual(['To reach Maturity Level Two']);
    expect(await privilegesAdvice.textContent()).not.toContain(VALIDATED.text);
    expect(await privilegesAdvice.textContent()).not.toContain(controlContent('restrict-administrative-privileges').recommendations[0].items[0]);
    // Met up to the target of Two: a requirement of level three alone, answered Effective where another strategy shares it, is beyond it.
    const metUpToTarget = REQUIREMENTS.filter(
      (requirement) => requirement.strategy === 'restrict-administrative-privileges' && Math.min(...requirement.levels) <= 2 && outcomes[requirement.id]?.outcome === 'effective',
    );
    const metWords = /requirements? up to Maturity Level Two already met$/;
    const metSummary = privileges.getByText(metWords);
    const met = privileges.getByRole('group').filter({ has: page.getByText(metWords) });
    expect(await metSummary.textContent()).toBe(`${metUpToTarget.length} requirements up to Maturity Level Two already met`);
    expect(await met.getByRole('listitem').first().isVisible()).toBe(false);
    await metSummary.click();
    await met.getByRole('listitem').first().waitFor();
    expect(await met.getByRole('listitem').allTextContents()).toContain(VALIDATED.text);
    await expectAccessible(page, 'results with every recommendation and the requirements met open');
    expect(pageErrors).toEqual([]);
  });

  it('counts the met requirements without an evidence grade by strategy, and opens the detailed assessment on the first one’s grade', async () => {
    const outcomes = detailedOutcomes();
    // The first requirement the detailed assessment lists is graded: the first without a grade is the one after it.
    const [firstShown, secondShown] = requirementsByFirstLevel(CONTROL_IDS[0])[0]!.requirements;
    // One answer for a requirement several strategies list: graded in each of its entries, as the form grades it.
    for (const id of sameRequirementIds(firstShown!.id)) outcomes[id] = { ...outcomes[id]!, evidenceQuality: 'excellent' };
    const saved = await saveDetailedAssessment({ organizationName: 'Grades Pty Ltd', requirementOutcomes: outcomes });
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/');
    await holdAccessKey(page, saved);
    await page.goto(`/assessment/results?id=${saved.id}`);

    const asd = page.getByRole('region', { name: "Maturity level by ASD's method" });
    const prompt = asd.getByRole('group', { name: 'Evidence grades missing' });
    await prompt.waitFor();
    const ungraded = (strategy: string) => REQUIREMENTS.filter((requirement) => requirement.strategy === strategy && outcomes[requirement.id]?.outcome === 'effective' && !outcomes[requirement.id]?.evidenceQuality).length;
    const expected = CONTROL_IDS.filter((id) => ungraded(id) > 0).map((id) => `${controlContent(id).title}: ${ungraded(id)}`);
    expect(await prompt.getByRole('list', { name: 'Met requirements without an evidence grade, by strategy' }).getByRole('listitem').allTextContents()).toEqual(expected);
    expect(await prompt.textContent()).toMatch(/\d+ met requirements have no evidence grade, so the level supported by evidence cannot count them\./);
    // The threshold is named as this tool's rule, with the guide's grades it uses.
    expect(await asd.textContent()).toContain('This tool’s own rule, not ASD’s: a met requirement counts toward the level supported by evidence only with evidence graded Good');
    // Every strategy is at Maturity Level Zero supported by evidence: said once, not in each of the eight rows.
    expect(await asd.getByText('Supported by evidence, all eight strategies are at Maturity Level Zero: each holds that overall level.').count()).toBe(1);
    for (const row of await asd.getByRole('row').all()) expect(((await row.textContent()) ?? '').split('(holds').length).toBeLessThanOrEqual(2);
    expect(await asd.getByRole('row').filter({ hasText: '(holds the overall level)' }).count()).toBe(3);
    await expectAccessible(page, 'results with the prompt to grade evidence');

    await prompt.getByRole('button', { name: 'Grade the evidence, from the first ungraded requirement' }).click();
    await page.waitForURL('**/assessment/detailed?step=strategy-1');
    const grade = page.getByRole('combobox', { name: `Evidence quality ${secondShown!.text}`, exact: true });
    await grade.waitFor();
    await page.waitForFunction(() => document.activeElement?.id.endsWith('-evidence-quality'));
    expect(await grade.evaluate((select) => select === document.activeElement)).toBe(true);
    expect(await grade.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe('Not graded');
    expect(await grade.isVisible()).toBe(true);
    // A re-assessment from these answers: the earlier grade is there, and the results stay as they were.
    expect(await page.getByRole('combobox', { name: `Evidence quality ${firstShown!.text}`, exact: true }).inputValue()).toBe('excellent');
    expect(pageErrors).toEqual([]);
  });
});
