import { describe, expect, it } from 'vitest';
import { useBrowser } from './use-browser';

describe('landing page and layout', () => {
  const browser = useBrowser();

  it('shows the title, the three feature cards, the two calls to action and the two assessments as equal choices', async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Essential Eight Assessment Tool');
    // The strategies' reach in ASD's own words (Essential Eight maturity model, November 2023): they help, not stop.
    const lead = await page.getByRole('heading', { level: 1 }).evaluate((h1) => h1.nextElementSibling?.textContent?.replace(/\s+/g, ' '));
    expect(lead).toContain("in ASD's words, can help to mitigate the majority of cyberthreats");
    expect(lead).not.toMatch(/stop most/);
    for (const feature of ['Quick Pulse Check', 'Detailed Insights', 'Action Plan']) {
      expect(await page.getByRole('heading', { level: 2, name: feature }).isVisible()).toBe(true);
    }
    const footer = await page.getByRole('contentinfo').textContent();
    expect(footer).toContain(`© ${new Date().getFullYear()}`);
    expect(footer).toContain('advisory.example.com');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Quick check', 'Detailed assessment', 'Staff sign-in']);

    await page.getByRole('button', { name: 'Learn More' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'how-it-works');
    expect(await page.getByRole('heading', { name: 'How it works' }).isVisible()).toBe(true);

    // Start Assessment leads to the two assessments, side by side as equal choices.
    await page.getByRole('link', { name: 'Start Assessment' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'choose-assessment');
    const choices = page.getByRole('region', { name: 'Choose your assessment' });
    for (const [name, takes] of [
      ['Quick check', 'About ten minutes'],
      ['Detailed assessment', 'A few hours'],
    ] as const) {
      const choice = choices.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
      expect(await choice.textContent()).toContain(takes);
    }
    // Side by side at 1440 px, on one line and the same size: both measured in one frame, as the page may still be
    // scrolling to the choices (two separate measures could straddle a scroll step).
    const starts = choices.getByRole('link', { name: /^Start the (quick check|detailed assessment)$/ });
    const boxes = await starts.evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map(({ top, height }) => ({ top, height })));
    expect(boxes).toHaveLength(2);
    expect(boxes[0]?.top).toBe(boxes[1]?.top);
    expect(boxes[0]?.height).toBe(boxes[1]?.height);

    await choices.getByRole('link', { name: 'Start the quick check' }).click();
    await page.waitForURL('**/assessment');
    expect(await page.getByRole('button', { name: "Let's Get Started" }).isEnabled()).toBe(true);
    expect(await page.title()).toMatch(/^Quick check – /);
    await page.goBack();
    await page.getByRole('region', { name: 'Choose your assessment' }).getByRole('link', { name: 'Start the detailed assessment' }).click();
    await page.waitForURL('**/assessment/detailed');
    await page.getByRole('heading', { level: 2, name: 'Welcome to the detailed assessment' }).waitFor();
    expect(await page.title()).toMatch(/^Detailed assessment – /);
    expect(pageErrors).toEqual([]);
  });

  it('names the staff sign-in for what it is, at 1440 and 375 px, and marks it as the page once there', async () => {
    for (const width of [1440, 375]) {
      const { page } = await browser.newPage({ width });
      await page.goto('/');
      if (width === 375) await page.getByRole('button', { name: 'Menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'Support' }).count()).toBe(0);
      await nav.getByRole('link', { name: 'Staff sign-in' }).click();
      await page.waitForURL('**/login');
      await page.getByLabel('Username').waitFor();
      // On a phone the followed link closed the menu: open it again to see where one is.
      if (width === 375) await page.getByRole('button', { name: 'Menu', expanded: false }).click();
      expect(await nav.getByRole('link', { name: 'Staff sign-in' }).getAttribute('aria-current')).toBe('page');
    }
  });

  it("says in words when a page's code cannot be fetched, keeps the header, and shows the page once it can be", async () => {
    const { page, pageErrors } = await browser.newPage();
    await page.goto('/');
    // The sign-in page's script cannot be fetched: a lost connection, or a release that replaced the scripts this tab knew.
    await page.route('**/assets/LoginPage-*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff sign-in' }).click();
    const failed = page.getByRole('alert');
    await failed.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).waitFor();
    expect(await failed.textContent()).toContain('Check your connection, then reload the page to try again. Nothing you saved is lost.');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual(['Home', 'Quick check', 'Detailed assessment', 'Staff sign-in']);
    // Another page of the app still opens from the header.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Essential Eight Assessment Tool' }).waitFor();
    await page.goBack();
    await failed.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).waitFor();
    // The connection is back: the button reloads the page, which now shows.
    await page.unroute('**/assets/LoginPage-*.js');
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByLabel('Username').waitFor();
    // The browser's console names the script that failed, and nothing else went wrong.
    expect(pageErrors.length).toBeGreaterThan(0);
    for (const error of pageErrors) expect(error).toMatch(/LoginPage-[\w-]+\.js|Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  });

  it('redirects any other path to the landing page', async () => {
    const { page } = await browser.newPage();
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Essential Eight Assessment Tool');
  });

  it('folds the navigation behind a menu toggle on a 375 px screen', async () => {
    const { page } = await browser.newPage({ width: 375 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const assessmentLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quick check' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await assessmentLink.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await assessmentLink.click();
    await page.waitForURL('**/assessment');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('shows the privacy policy with the Australian Privacy Principles it follows', async () => {
    const { page } = await browser.newPage();
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    for (const principle of ['APP 1', 'APP 5', 'APP 6', 'APP 11', 'APP 12']) {
      expect(await page.getByRole('heading', { name: new RegExp(`\\b${principle}\\b`) }).count()).toBeGreaterThan(0);
    }
    // The data download's contents as built: the count of the consultants' internal notes, never the notes.
    const download = await page.getByText('lets you download, as a JSON file').textContent();
    expect(download).toContain('how many internal notes our consultants keep about it');
    expect(download).toContain('are not in the file');
  });
});
