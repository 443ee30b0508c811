import { describe, expect, it } from 'vitest';
import { LIST_BLOCK_SIZE, locateListPage } from './list-blocks';

// Three blocks, newest first: 4 rows in block 2, 10 in block 1, 6 in block 0 (20 in all).
const BLOCKS = [
  { block: 2, count: 4 },
  { block: 1, count: 10 },
  { block: 0, count: 6 },
];

describe('locateListPage', () => {
  it('finds the first page in the newest block, ending in the block that completes it', () => {
    expect(locateListPage(BLOCKS, { offset: 0, limit: 10 })).toEqual({ beforePosition: 3 * LIST_BLOCK_SIZE, fromPosition: LIST_BLOCK_SIZE, skip: 0 });
  });

  it('starts a page in the middle of a block, skipping the newer rows of that block only', () => {
    expect(locateListPage(BLOCKS, { offset: 7, limit: 5 })).toEqual({ beforePosition: 2 * LIST_BLOCK_SIZE, fromPosition: LIST_BLOCK_SIZE, skip: 3 });
  });

  it('runs the last page down to the first position', () => {
    expect(locateListPage(BLOCKS, { offset: 10, limit: 10 })).toEqual({ beforePosition: 2 * LIST_BLOCK_SIZE, fromPosition: 0, skip: 6 });
    expect(locateListPage(BLOCKS, { offset: 18, limit: 10 })).toEqual({ beforePosition: LIST_BLOCK_SIZE, fromPosition: 0, skip: 4 });
  });

  it('has no page in an empty list', () => {
    expect(locateListPage([], { offset: 0, limit: 10 })).toBeUndefined();
  });

  it('has no page past the end', () => {
    expect(locateListPage(BLOCKS, { offset: 20, limit: 10 })).toBeUndefined();
    expect(locateListPage(BLOCKS, { offset: 100, limit: 10 })).toBeUndefined();
  });
});
