import { describe, expect, it } from 'vitest';
import { REQUIREMENTS } from '../../../domain/framework/catalogue';
import type { Finding } from '../../../domain/review/finding';
import { scopeTargets } from '../../../domain/review/review-target';
import { firstLevel } from '../../../domain/framework/requirement';
import { entryShown, groupRows, registerRows, rowsOfLevel, rowState } from './register-rows';

const TODAY = '2026-11-27';
const finding = (requirementId: string, outcome: Finding['outcome'], answerChanged = false): Finding => ({
  requirementId,
  outcome,
  testMethod: 'interview',
  evidenceQuality: null,
  note: '',
  reviewBy: null,
  version: 1,
  savedAt: 0,
  savedBy: 'alice',
  answerChanged,
  acceptedBy: '',
  madeIn: 'one-by-one',
  batchId: null,
});
const atTwo = scopeTargets({ targetLevel: 2, strategyTargets: {} }, {});

describe('the register’s rows', () => {
  it('are the requirements of the model, a shared requirement once with each strategy’s entry', () => {
    const rows = registerRows(REQUIREMENTS, {}, [], atTwo, TODAY);
    expect(rows).toHaveLength(126);
    expect(rows.reduce((sum, row) => sum + row.entries.length, 0)).toBe(REQUIREMENTS.length);
    const shared = rows.find((row) => row.entries.length > 1)!;
    expect(new Set(shared.entries.map((entry) => entry.strategy)).size).toBeGreaterThan(1);
  });

  it('take the one finding of a shared requirement, under whichever entry it was kept', () => {
    const shared = registerRows(REQUIREMENTS, {}, [], atTwo, TODAY).find((row) => row.entries.length > 1)!;
    const [row] = registerRows(REQUIREMENTS, {}, [finding(shared.entries[1]!.id, 'effective')], atTwo, TODAY).filter((each) => each.id === shared.id);
    expect(row?.finding?.outcome).toBe('effective');
  });

  it('say where each stands: outside, not reviewed, agrees, differs, found not assessed, answer changed', () => {
    expect(rowState(undefined, 'effective', false, TODAY)).toBe('outside');
    expect(rowState(undefined, 'effective', true, TODAY)).toBe('not-reviewed');
    expect(rowState(finding('x', 'effective'), 'effective', true, TODAY)).toBe('agrees');
    expect(rowState(finding('x', 'ineffective'), 'effective', true, TODAY)).toBe('differs');
    expect(rowState(finding('x', 'not-assessed'), 'effective', true, TODAY)).toBe('not-assessed');
    expect(rowState(finding('x', 'effective', true), 'effective', true, TODAY)).toBe('changed');
    expect(rowState({ ...finding('x', 'alternate-control'), reviewBy: '2026-01-01' }, 'ineffective', true, TODAY)).toBe('agrees');
  });

  it("group by the strategy each is listed under, in ASD's order, then the level it first applies at", () => {
    const rows = registerRows(REQUIREMENTS, {}, [], atTwo, TODAY);
    const groups = groupRows(rows, undefined);
    expect(groups[0]).toMatchObject({ strategy: 'patch-applications', level: 1 });
    expect(groups.reduce((sum, group) => sum + group.rows.length, 0)).toBe(126);
    const shared = rows.find((row) => row.entries.length > 1)!;
    const other = shared.entries[1]!.strategy;
    expect(entryShown(shared, other).strategy).toBe(other);
    expect(groupRows([shared], other)[0]?.strategy).toBe(other);
  });

  it('give a strategy’s level, for "Agree on all", every row within the target it lists there, a shared requirement under each of its strategies', () => {
    const rows = registerRows(REQUIREMENTS, {}, [], atTwo, TODAY);
    const shared = rows.find((row) => row.entries.length > 1 && row.entries[1]!.strategy !== row.requirement.strategy && firstLevel(row.entries[1]!) <= 2)!;
    const other = shared.entries[1]!;
    // Without a strategy filter the shared requirement sits only under its first strategy's heading…
    const grouped = groupRows(rows, undefined).find((group) => group.strategy === other.strategy && group.level === firstLevel(other))!;
    expect(grouped.rows).not.toContain(shared);
    // …yet that strategy's level agrees on it too, and on every row the heading shows.
    const level = rowsOfLevel(rows, other.strategy, firstLevel(other));
    expect(level).toContain(shared);
    expect(level).toEqual(expect.arrayContaining(grouped.rows));
    expect(level.every((row) => row.withinScope && row.entries.some((entry) => entry.strategy === other.strategy && firstLevel(entry) === firstLevel(other)))).toBe(true);
    // A level above the target is outside the scope: nothing to agree on.
    expect(rowsOfLevel(rows, other.strategy, 3)).toEqual([]);
  });
});
