import { describe, expect, it } from 'vitest';
import { pageRuns } from './page-runs';

describe('pageRuns', () => {
  it('keeps a list of ordinary size as one run', () => {
    expect(pageRuns([3, 5, 2], (size) => size, 24)).toEqual([[3, 5, 2]]);
  });

  it('makes each section of a longer list a run of its own, and never splits a section', () => {
    expect(pageRuns([10, 10, 10, 30, 4], (size) => size, 24)).toEqual([[10], [10], [10], [30], [4]]);
    expect(pageRuns([12, 12], (size) => size, 24)).toEqual([[12, 12]]);
  });

  it('gives an empty list as one empty run, so its heading still prints', () => {
    expect(pageRuns([], () => 1)).toEqual([[]]);
  });
});
