/**
 * Entries (requirements, exceptions) a list of the detailed report holds on one react-pdf `Page`; a longer list starts
 * each strategy's part on a `Page` of its own. react-pdf lays out again everything after each page break within a
 * `Page`, so a long flow costs time by the square of its pages: a strategy a `Page` keeps the largest report's layout
 * near linear, and a short list still flows.
 */
export const ENTRIES_PER_PAGE_RUN = 24;

/**
 * Sections (a strategy's part of a list) as runs, each to be laid out as a `Page` of its own: a list of at most `most`
 * entries is one run, so it flows; a longer one is a run a section, so each strategy of it starts a page (a run cut
 * anywhere else would leave the end of its last page blank before the next run's page). A section never splits. An
 * empty list is one empty run, so the list's heading and its words for "none" still print.
 */
export function pageRuns<Section>(sections: readonly Section[], entries: (section: Section) => number, most = ENTRIES_PER_PAGE_RUN): Section[][] {
  const total = sections.reduce((count, section) => count + entries(section), 0);
  return total <= most ? [[...sections]] : sections.map((section) => [section]);
}
