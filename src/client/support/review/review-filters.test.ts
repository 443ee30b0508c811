import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../../../domain/framework/catalogue';
import { scopeTargets } from '../../../domain/review/review-target';
import { registerRows } from './register-rows';
import { NO_FILTERS, passesFilters, reviewFiltersFrom, showingText, withReviewFilters } from './review-filters';

const rows = registerRows(REQUIREMENTS, {}, [], scopeTargets({ targetLevel: 2, strategyTargets: {} }, {}), '2026-11-27');

describe("the register's filters", () => {
  it('are read from the address, anything unknown counting as no filter', () => {
    expect(reviewFiltersFrom(new URLSearchParams('mode=review&show=disagreements&strategy=regular-backups&level=2&outside=shown&group=none'))).toEqual({
      show: 'disagreements',
      strategy: 'regular-backups',
      level: 2,
      outside: true,
      flat: true,
    });
    expect(reviewFiltersFrom(new URLSearchParams('show=everything&strategy=firewalls&level=4&outside=yes&group=strategy'))).toEqual(NO_FILTERS);
  });

  it('are written to the address beside what else it holds, no filter left out', () => {
    const params = new URLSearchParams('mode=review&show=changed&level=3&group=none');
    expect(withReviewFilters(params, { ...NO_FILTERS, show: 'unreviewed', strategy: 'patch-applications', outside: true }).toString()).toBe(
      'mode=review&show=unreviewed&strategy=patch-applications&outside=shown',
    );
    expect(withReviewFilters(params, NO_FILTERS).toString()).toBe('mode=review');
  });

  it('leave out the requirements outside the scope unless asked, and find a shared requirement under each of its strategies', () => {
    const outside = rows.filter((row) => !row.withinScope);
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.some((row) => passesFilters(row, NO_FILTERS))).toBe(false);
    expect(outside.every((row) => passesFilters(row, { ...NO_FILTERS, outside: true }))).toBe(true);
    const shared = rows.find((row) => row.entries.length > 1)!;
    for (const entry of shared.entries) expect(passesFilters(shared, { ...NO_FILTERS, outside: true, strategy: entry.strategy })).toBe(true);
    expect(passesFilters(shared, { ...NO_FILTERS, outside: true, level: 3 })).toBe(shared.requirement.levels.includes(3));
  });

  it('show what was asked for: not reviewed, disagreements, answers changed since review', () => {
    const row = rows.find((each) => each.withinScope)!;
    expect(passesFilters(row, { ...NO_FILTERS, show: 'unreviewed' })).toBe(true);
    expect(passesFilters({ ...row, state: 'differs' }, { ...NO_FILTERS, show: 'disagreements' })).toBe(true);
    expect(passesFilters(row, { ...NO_FILTERS, show: 'disagreements' })).toBe(false);
    expect(passesFilters({ ...row, state: 'changed' }, { ...NO_FILTERS, show: 'changed' })).toBe(true);
  });

  it('say how many are shown', () => {
    expect(showingText(12, 126)).toBe('Showing 12 of 126 requirements');
  });
});
