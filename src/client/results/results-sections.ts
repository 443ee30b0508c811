/**
 * The results below the top of the page (the headline, the downloads and ASD's level): the chart, the
 * overview, the roadmap, the planning answers, the cards by control with the strategies' texts, and the
 * link to the results. One chunk, which the results page fetches as it opens, beside the assessment, so
 * the top of the results paints from a lighter page (docs/decisions/082-results-top-first.md).
 */
export { ControlResults } from './ControlResults';
export { ResultsOverview } from './ResultsOverview';
export { ResultsLink } from './ResultsLink';
