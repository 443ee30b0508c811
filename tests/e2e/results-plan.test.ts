import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '../../src/domain/branding';
import { CHART_LEGEND } from '../../src/domain/radar-chart';
import { allControls } from '../support/assessments';
import { holdAccessKey, saveAssessment, saveDetailedAssessment, type SavedAssessment } from './assessments';
import { expectAccessible } from './expect-accessible';
import { startTestServer } from './server';
import { useBrowser } from './use-browser';
import { holdScript } from './hold-script';

/** The default body's constraints, over two lines. */
const CONSTRAINTS = 'Two people in IT.\nBudget approved for next financial year.';

/** The eight strategies in ASD's order, as the results name them. */
const STRATEGIES = [
  'Patch applications',
  'Patch operating systems',
  'Multi-factor authentication',
  'Restrict administrative privileges',
  'Application control',
  'Restrict Microsoft Office macros',
  'User application hardening',
  'Regular backups',
];

/** Goes to the results of a saved assessment in a fresh page, holding its key as the wizard would, without waiting for them. */
async function goToResults(page: Page, saved: SavedAssessment, origin = ''): Promise<void> {
  await page.goto(`${origin}/`);
  await holdAccessKey(page, saved);
  await page.goto(`${origin}/assessment/results?id=${saved.id}`);
}

/** Opens the results of a saved assessment in a fresh page, holding its key as the wizard would. */
async function openResults(page: Page, saved: SavedAssessment, origin = ''): Promise<void> {
  await goToResults(page, saved, origin);
  // The heading shows while the results load too, and the sections below their top after them: wait for the cards.
  await page.getByRole('list', { name: 'Controls, most urgent first' }).waitFor();
}

/** The result cards, in the order the page shows them. */
function cards(page: Page): Locator {
  return page.getByRole('list', { name: 'Controls, most urgent first' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
}

/** What a card's badge says, read as a screen reader does ("Standing: Target met"). */
async function badgeOf(card: Locator): Promise<string> {
  return (await card.getByText(/^Standing: \w/).textContent()) ?? '';
}

describe('results: headline, chart, roadmap and plan', () => {
  const browser = useBrowser();

  it("opens with the board's headline, then ASD's card without repeating it, the chart with its table, the figures with what they measure, and the roadmap by quarter", async () => {
    const saved = await saveAssessment({ constraints: CONSTRAINTS, stepsPerQuarter: 3 });
    const { page, pageErrors } = await browser.newPage();
    await openResults(page, saved);

    const headline =
      "Acme Widgets Pty Ltd is at Maturity Level Zero, the indicative level from your ratings, held back by Restrict administrative privileges and Application control; reaching the targets set takes 12 level steps across 6 of the eight strategies.";
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.nextElementSibling?.textContent)).toBe(headline);
    const asd = await page.getByRole('region', { name: 'Indicative level from your ratings' }).textContent();
    expect(asd).toContain('Maturity Level Zero');
    expect(await page.getByRole('region', { name: "Get your level by ASD's method" }).textContent()).toContain("ASD's method needs the detailed assessment");
    expect(asd).not.toContain('hold it there');
    expect(asd).not.toContain('held back by');

    const chart = page.getByRole('figure', { name: 'Target against current maturity' });
    expect(await chart.getByRole('img', { name: /^Radar chart of the target and current level/ }).count()).toBe(1);
    const table = chart.getByRole('table', { name: 'Target, current level and standing of each strategy' });
    expect(await table.getByRole('rowheader').allTextContents()).toEqual(STRATEGIES);
    expect(await table.getByRole('row', { name: /^Regular backups/ }).getByRole('cell').allTextContents()).toEqual(['3', '3', 'Target met']);
    expect(await table.getByRole('row', { name: /^Application control/ }).getByRole('cell').allTextContents()).toEqual(['3', '0', 'High priority']);
    // The legend in the words of the PDFs and the Word document.
    for (const words of [CHART_LEGEND.target, CHART_LEGEND.current, CHART_LEGEND.scale]) {
      expect(await chart.getByText(words, { exact: true }).isVisible()).toBe(true);
    }
    // The legend's swatches are drawn with exactly the strokes and fills of the shapes they name.
    const drawn = await chart.evaluate((figure) => {
      const look = (element: Element | null) =>
        ['stroke', 'stroke-width', 'stroke-dasharray', 'fill', 'fill-opacity'].map((name) => element?.getAttribute(name) ?? '').join(' ');
      const [targetSwatch, currentSwatch] = [...figure.querySelectorAll('figcaption svg rect')];
      const radar = figure.querySelector('svg[role="img"]');
      return {
        target: [look(targetSwatch ?? null), look(radar?.querySelector('polygon[stroke-dasharray]') ?? null)],
        current: [look(currentSwatch ?? null), look(radar?.querySelector('polygon[fill-opacity]') ?? null)],
      };
    });
    expect(drawn.target[0]).toBe(drawn.target[1]);
    expect(drawn.current[0]).toBe(drawn.current[1]);
    expect(drawn.target[0]).toContain('7 4');

    const overview = page.getByRole('region', { name: 'Overview' });
    expect(await overview.getByRole('term').allTextContents()).toEqual(['Average maturity', 'Controls not implemented (level 0)', 'Controls at the initial level (level 1)']);
    expect(await overview.textContent()).not.toContain('A$');

    // The one exposure panel: the specification's three figures, how they relate, labelled as the product's model.
    const panel = page.getByRole('region', { name: 'Risk exposure' });
    const terms = await panel.getByRole('term').allTextContents();
    const values = await panel.getByRole('definition').allTextContents();
    const valueOf = (name: string) => values[terms.indexOf(name)] ?? '';
    expect(terms).toEqual(['Summary risk exposure (flat rate)', 'Organisation-wide exposure band', 'Time to detect a breach']);
    // Two strategies at level 0 at A$500,000 each and two at level 1 at A$250,000 each.
    expect(valueOf('Summary risk exposure (flat rate)')).toMatch(/^A\$1,500,0002 strategies at Maturity Level Zero and 2 at Maturity Level One/);
    expect(valueOf('Organisation-wide exposure band')).toBe(
      'A$1.5-2.5MBy the average level, 1.5, rounded down. Your weakest strategies, Application control and Restrict administrative privileges at Maturity Level Zero, set the exposure: an attacker needs only one gap.',
    );
    expect(valueOf('Time to detect a breach')).toMatch(/^200-280 days/);
    expect(await panel.getByText("The product's illustrative model, not a published figure.").isVisible()).toBe(true);
    expect(await panel.getByText(/^The summary figure is a flat amount for each strategy at Maturity Level Zero or One/).isVisible()).toBe(true);
    // Each strategy below its target has its own range, most urgent first; the two at their target have none.
    expect(await panel.getByRole('list', { name: "Each strategy's own range, below its target" }).getByRole('listitem').allTextContents()).toEqual([
      'Application control: A$800K+',
      'Restrict administrative privileges: A$700K+',
      'Patch applications: A$300-600K',
      'Patch operating systems: A$450-900K',
      'Multi-factor authentication: A$125-500K',
      'Restrict Microsoft Office macros: A$50-200K',
    ]);
    // No money figure in the panel but its own: the published figures are in the note under it, closed until asked for.
    expect((await panel.innerText()).match(/A\$[\d.,]+(?:-[\d.]+)?[KM]?\+?/g)).toEqual(['A$1,500,000', 'A$1.5-2.5M', 'A$800K+', 'A$700K+', 'A$300-600K', 'A$450-900K', 'A$125-500K', 'A$50-200K']);
    const note = page.getByRole('group').filter({ has: page.getByText('How these figures are worked out, and published figures for scale') });
    expect(await note.getByRole('list', { name: 'Published figures for scale' }).isVisible()).toBe(false);
    await note.getByText('How these figures are worked out, and published figures for scale').click();
    expect(await note.getByText(/^Published figures, for scale only: they are not inputs of the model and measure other things\./).isVisible()).toBe(true);
    expect(await note.getByRole('list', { name: 'Published figures for scale' }).getByRole('listitem').allTextContents()).toEqual([
      'ASD Cyber Threat Report 2023-2024 (Australian Signals Directorate, 2024): average self-reported cost of cybercrime per report: A$49,600 for a small business, A$62,800 for a medium one and A$63,600 for a large one.',
      'Cost of a Data Breach Report 2024 (IBM and the Ponemon Institute, 2024): average cost of a data breach in Australia A$4.26 million; Australian organisations took 266 days on average to identify and contain a breach.',
    ]);

    const roadmap = page.getByRole('region', { name: 'Implementation roadmap' });
    // Patching operating systems asks nothing new at Maturity Level Two: that step takes none of the three a quarter.
    expect(await roadmap.textContent()).toContain(
      '12 level steps, quarter by quarter, one with nothing new to do. At 3 steps a quarter, reaching every target takes 4 quarters, within your 12-month timeline.',
    );
    expect(await roadmap.textContent()).toContain('bring all eight strategies to the same maturity level before moving any to a higher one');
    expect(await roadmap.getByText('Two people in IT.').innerText()).toBe(CONSTRAINTS);
    const quarter = (number: number) => roadmap.getByRole('listitem', { name: `Quarter ${number}` });
    expect(await roadmap.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Quarter 1', 'Quarter 2', 'Quarter 3', 'Quarter 4']);
    expect(await quarter(1).getByRole('listitem').allTextContents()).toEqual([
      'Application control: level 0 to Maturity Level Two',
      'Restrict administrative privileges: level 0 to Maturity Level One',
      'Patch operating systems: level 1 to Maturity Level Two (nothing new at Maturity Level Two)',
    ]);
    expect(await quarter(2).getByRole('listitem').last().textContent()).toBe('Multi-factor authentication: level 2 to Maturity Level Three (your priority)');
    expect(await quarter(4).getByRole('listitem').allTextContents()).toEqual([
      'Patch operating systems: level 2 to Maturity Level Three',
      'Restrict Microsoft Office macros: level 2 to Maturity Level Three',
    ]);

    const planning = page.getByRole('region', { name: 'Your implementation answers' });
    const answers = planning.getByRole('definition');
    expect(await answers.nth(0).textContent()).toBe('12 months');
    expect(await answers.nth(1).textContent()).toBe('3');
    expect(await answers.nth(2).getByRole('listitem').allTextContents()).toEqual(['Multi-factor authentication', 'Regular backups']);
    expect(await answers.nth(3).innerText()).toBe(CONSTRAINTS);
    expect(pageErrors).toEqual([]);
  });

  it("shows its heading while the answer's parser is on its way, and says in words when that cannot load", async () => {
    const saved = await saveAssessment({ constraints: CONSTRAINTS });
    const { page, pageErrors } = await browser.newPage();
    // The answers' parsers (the schemas, with zod) arrive late: the heading and the loading line show meanwhile.
    const release = await holdScript(page, '**/assets/answer-parsers-*.js');
    await goToResults(page, saved);
    await page.getByRole('status').filter({ hasText: 'Loading results...' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Assessment Results' }).isVisible()).toBe(true);
    release();
    await page.getByRole('heading', { level: 2, name: 'Results by control' }).waitFor();
    expect(pageErrors).toEqual([]);

    // The parsers cannot be fetched at all: the page says so, and how to try again.
    const offline = await browser.newPage();
    await offline.page.route('**/assets/answer-parsers-*.js', (route) => route.abort('internetdisconnected'));
    await goToResults(offline.page, saved);
    await offline.page.getByText('Error: This page could not load what it needs to read the answer. Check your connection, then reload the page to try again.').waitFor();
  });

  it('shows the headline, ASD\'s level and the downloads while the sections below them are on their way, and says in words when those cannot load', async () => {
    const saved = await saveAssessment({ constraints: CONSTRAINTS });
    const { page, pageErrors } = await browser.newPage();
    const release = await holdScript(page, '**/assets/results-sections-*.js');
    await goToResults(page, saved);
    await page.getByRole('status').filter({ hasText: "Loading each control's results..." }).waitFor();
    // The top of the results is there and works: the headline, ASD's level and the summary's download.
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.nextElementSibling?.textContent)).toMatch(/^Acme Widgets Pty Ltd is at Maturity Level Zero/);
    expect(await page.getByRole('region', { name: 'Indicative level from your ratings' }).textContent()).toContain('Maturity Level Zero');
    expect(await page.getByRole('status').filter({ hasText: 'Loading the chart, the roadmap and your answers...' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Download Assessment Summary (PDF)' }).first().isEnabled()).toBe(true);
    release();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(8);
    expect(await page.getByRole('region', { name: 'Your implementation answers' }).isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: /^Loading/ }).count()).toBe(0);
    expect(pageErrors).toEqual([]);

    // The sections cannot be fetched at all: the top of the results stays, and the page says what is missing and what to do.
    const offline = await browser.newPage();
    await offline.page.route('**/assets/results-sections-*.js', (route) => route.abort('internetdisconnected'));
    await goToResults(offline.page, saved);
    await offline.page.getByText("Each control's results could not be loaded. Check your connection, then reload the page to try again.").waitFor();
    expect(await offline.page.getByText('The chart, the roadmap and your answers could not be loaded. Check your connection, then reload the page to try again.').isVisible()).toBe(true);
    expect(await offline.page.getByRole('region', { name: 'Indicative level from your ratings' }).textContent()).toContain('Maturity Level Zero');
  });

  it('orders the controls by priority, badges each by its standing (never "Managed"), and opens the top three recommendations only', async () => {
    const saved = await saveAssessment();
    const { page } = await browser.newPage();
    await openResults(page, saved);

    const shown = cards(page);
    expect(await shown.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Restrict administrative privileges',
      'Application control',
      'Patch applications',
      'Patch operating systems',
      'Multi-factor authentication',
      'Restrict Microsoft Office macros',
      'User application hardening',
      'Regular backups',
    ]);
    const badges = [];
    for (const card of await shown.all()) badges.push(await badgeOf(card));
    expect(badges).toEqual([
      'Standing: High priority',
      'Standing: High priority',
      'Standing: Medium priority',
      'Standing: Medium priority',
      'Standing: Low priority',
      'Standing: Low priority',
      'Standing: Target met',
      'Standing: Target met',
    ]);
    // Regular backups is at level 3, "Managed": that is its level, and its badge says the target is met.
    const backups = page.getByRole('listitem', { name: 'Regular backups' });
    expect(await backups.textContent()).toContain('Current maturity: Maturity Level Three');
    expect(await backups.textContent()).toContain('You have reached your target for this control');
    // The dot and the bar are drawn in the badge's colour.
    const colours = await backups.evaluate((card) => [...card.querySelectorAll<HTMLElement>('[style*="background"]')].map((part) => part.style.backgroundColor));
    expect(colours).toHaveLength(3);
    expect(new Set(colours).size).toBe(1);
    // A card whose target is met has no exposure band; one below its target has its own.
    expect(await backups.getByText('Cost exposure (illustrative model)').count()).toBe(0);
    expect(await backups.textContent()).not.toContain('A$');
    const application = page.getByRole('listitem', { name: 'Application control' });
    expect(await application.getByRole('definition').allTextContents()).toContain('A$800K+');

    const open = [];
    for (const card of (await shown.all()).slice(0, 6)) {
      open.push(await card.getByText(/^Recommendations to reach/).evaluate((summary) => summary.parentElement instanceof HTMLDetailsElement && summary.parentElement.open));
    }
    expect(open).toEqual([true, true, true, false, false, false]);
    expect(await page.getByRole('listitem', { name: 'Application control' }).getByRole('heading', { level: 4 }).first().isVisible()).toBe(true);
  });

  it('shows a control at level 1 with a target of 1 as met, not a priority, and says so honestly when every target is met', async () => {
    // Each current level is its target (a quick check never rates above the target): four of them at level 1, the spec's medium band.
    const levels = allControls((_id, index) => [1, 1, 2, 3, 1, 1, 2, 3][index] ?? 1);
    const saved = await saveAssessment({
      targetAssessments: levels,
      assessments: levels,
      priorities: [],
      timeline: '6months',
    });
    const { page } = await browser.newPage();
    await openResults(page, saved);

    expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.nextElementSibling?.textContent)).toMatch(
      /^Acme Widgets Pty Ltd is at Maturity Level One, the indicative level from your ratings, held back by .*; every strategy has reached the target set for it\.$/,
    );
    const badges = [];
    for (const card of await cards(page).all()) badges.push(await badgeOf(card));
    expect(badges).toEqual(Array(8).fill('Standing: Target met'));
    expect(await page.getByText(/priority$/).count()).toBe(0);
    expect(await page.getByText('Recommendations to reach').count()).toBe(0);
    const roadmap = page.getByRole('region', { name: 'Implementation roadmap' });
    expect(await roadmap.textContent()).toContain('Every strategy has reached the target set for it, so there is no level step to plan.');
    expect(await roadmap.getByRole('listitem').count()).toBe(0);
    const planning = page.getByRole('region', { name: 'Your implementation answers' });
    // Saved without the steps a quarter, as before the question was asked: the default is said to be assumed.
    expect(await planning.getByRole('definition').nth(1).textContent()).toBe('2 (assumed: not asked when this assessment was made)');
    expect(await planning.getByRole('definition').nth(2).textContent()).toBe('None chosen');
  });

  it('finds nothing for axe on quick and detailed results, on a desktop and a phone, and nothing wider than the screen', async () => {
    const quick = await saveAssessment({ constraints: CONSTRAINTS });
    const detailed = await saveDetailedAssessment();
    for (const width of [1440, 375]) {
      const { page, pageErrors } = await browser.newPage({ width });
      await openResults(page, quick);
      await expectAccessible(page, `quick results at ${width} px`);
      await openResults(page, detailed);
      await page.getByRole('region', { name: 'Action plan' }).getByRole('heading', { level: 3 }).first().waitFor();
      await expectAccessible(page, `detailed results at ${width} px`);
      expect(pageErrors).toEqual([]);
    }
  });

  it('offers only the email when the branding gives no booking link', async () => {
    const saved = await saveAssessment();
    const { page } = await browser.newPage();
    await openResults(page, saved);
    const conclusion = page.getByRole('region', { name: DEFAULT_BRANDING.conclusion.title });
    expect(await conclusion.getByRole('link', { name: DEFAULT_BRANDING.contactEmail }).getAttribute('href')).toBe(`mailto:${DEFAULT_BRANDING.contactEmail}`);
    expect(await page.getByRole('link', { name: 'Book a consultation' }).count()).toBe(0);
  });
});

describe('results of a consultancy whose branding gives a booking link', () => {
  const browser = useBrowser();
  const bookingUrl = 'https://bluegum.example/book';
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  beforeAll(async () => {
    server = await startTestServer({ branding: { ...DEFAULT_BRANDING, companyName: 'Blue Gum Security', bookingUrl } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows "Book a consultation" as a button that opens the booking link, beside the email', async () => {
    if (!server) throw new Error('The branded server did not start');
    const saved = await saveAssessment({}, server.url);
    const { page, pageErrors } = await browser.newPage();
    await openResults(page, saved, server.url);
    const conclusion = page.getByRole('region', { name: DEFAULT_BRANDING.conclusion.title });
    const booking = conclusion.getByRole('link', { name: 'Book a consultation' });
    expect(await booking.getAttribute('href')).toBe(bookingUrl);
    expect(await booking.getAttribute('rel')).toContain('noopener');
    expect(await booking.getAttribute('target')).toBe('_blank');
    expect(await conclusion.textContent()).toContain(`Contact Blue Gum Security at ${DEFAULT_BRANDING.contactEmail}`);
    expect(pageErrors).toEqual([]);
  });
});

describe('results of an installation that leaves money figures out (E8_EXPOSURE_FIGURES=off)', () => {
  const browser = useBrowser();
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  beforeAll(async () => {
    server = await startTestServer({ exposureFigures: false });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows no exposure panel, no A$ figure, no exposure band and no time to detect, and the rest as before', async () => {
    if (!server) throw new Error('The server without money figures did not start');
    const saved = await saveAssessment({}, server.url);
    const { page, pageErrors } = await browser.newPage();
    await openResults(page, saved, server.url);
    await page.getByRole('region', { name: 'Implementation roadmap' }).waitFor();
    expect(await page.getByRole('region', { name: 'Overview' }).getByRole('term').allTextContents()).toEqual([
      'Average maturity',
      'Controls not implemented (level 0)',
      'Controls at the initial level (level 1)',
    ]);
    expect(await page.getByRole('region', { name: 'Risk exposure' }).count()).toBe(0);
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).not.toContain('A$');
    expect(text).not.toMatch(/exposure|time to detect|Published figures/i);
    expect(await cards(page).count()).toBe(8);
    expect(pageErrors).toEqual([]);
  });
});

