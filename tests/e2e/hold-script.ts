import type { Page } from 'playwright-core';

/**
 * Holds every request for the scripts matching `pattern` (e.g. '**\/assets/QuickCheckWizard-*.js') until the function
 * returned is called, as a slow network would: what a page shows while a chunk is on its way.
 */
export async function holdScript(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
