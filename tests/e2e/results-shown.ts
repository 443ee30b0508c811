import type { Page } from 'playwright-core';

/**
 * Waits until the results page shows an assessment's results, not only its heading: the heading renders at once,
 * above "Loading results..." while the assessment and its counts load.
 */
export async function resultsShown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Assessment Results' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Loading results...' }).waitFor({ state: 'detached' });
}
