/**
 * Where a support list page lies among the list positions, worked out from how many assessments each
 * block of positions holds. Pure arithmetic: the store reads the counts and the rows.
 */

/** Positions per block in assessment_list_counts (migration 004 counts blocks of the same size). */
export const LIST_BLOCK_SIZE = 1024;

/** How many listed assessments one block of positions holds. */
export interface BlockCount {
  block: number;
  count: number;
}

/** The rows of a page: positions in [fromPosition, beforePosition), newest first, after skipping `skip`. */
export interface ListPageRange {
  beforePosition: number;
  fromPosition: number;
  skip: number;
}

/**
 * Where a page starts and ends among the list positions, from the block counts newest block first:
 * rows placed before `beforePosition` and at or after `fromPosition` hold it, after skipping `skip` of
 * them. Undefined when the page is past the end. Both bounds keep the database's range small whatever
 * its statistics say, so it reads the index.
 */
export function locateListPage(blocks: BlockCount[], page: { offset: number; limit: number }): ListPageRange | undefined {
  let newer = 0;
  let start: { beforePosition: number; skip: number } | undefined;
  for (const { block, count } of blocks) {
    if (!start && newer + count > page.offset) start = { beforePosition: (block + 1) * LIST_BLOCK_SIZE, skip: page.offset - newer };
    newer += count;
    if (start && newer >= page.offset + page.limit) return { ...start, fromPosition: block * LIST_BLOCK_SIZE };
  }
  return start && { ...start, fromPosition: 0 };
}

/** Block counts with the rows a grouped list hides taken out (both newest block first): what the grouped list holds in each block. */
export function withoutHidden(blocks: BlockCount[], hidden: BlockCount[]): BlockCount[] {
  const hiddenIn = new Map(hidden.map(({ block, count }) => [block, count]));
  return blocks.map(({ block, count }) => ({ block, count: count - (hiddenIn.get(block) ?? 0) })).filter((row) => row.count > 0);
}
