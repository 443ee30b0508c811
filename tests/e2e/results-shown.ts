import type { Page } from 'playwright-core';

/**
 * Waits until the results page shows an assessment's whole results, not only its heading: the heading renders
 * at once, above "Loading results..." while the assessment and its counts load; then the top of the results,
 * with "Loading the chart, the roadmap and your answers..." and "Loading each control's results..." where the
 * sections below it are still on their way.
 */
export async function resultsShown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Assessment Results' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Loading results...' }).waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 2, name: 'Results by control' }).waitFor();
  await page.getByRole('list', { name: 'Controls, most urgent first' }).waitFor();
}
