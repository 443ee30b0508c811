/**
 * Entries (requirements, exceptions) one react-pdf `Page` of the detailed report holds before the next strategy starts a
 * `Page` of its own. react-pdf lays out again everything after each page break within a `Page`, so a long flow costs
 * time by the square of its pages: runs of about five pages keep the largest report's layout near linear, and a report
 * of ordinary size still flows as one run.
 */
export const ENTRIES_PER_PAGE_RUN = 24;

/**
 * Consecutive sections (a strategy's part of a list) gathered into runs of at most `most` entries, each run to be laid
 * out as a `Page` of its own; a section never splits, so one larger than `most` is a run alone. An empty list is one
 * empty run, so the list's heading and its words for "none" still print.
 */
export function pageRuns<Section>(sections: readonly Section[], entries: (section: Section) => number, most = ENTRIES_PER_PAGE_RUN): Section[][] {
  const runs: Section[][] = [];
  let counted = 0;
  for (const section of sections) {
    const size = entries(section);
    const last = runs.at(-1);
    if (last && counted + size <= most) {
      last.push(section);
      counted += size;
    } else {
      runs.push([section]);
      counted = size;
    }
  }
  return runs.length > 0 ? runs : [[]];
}
