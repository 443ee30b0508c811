import { describe, expect, it } from 'vitest';
import { CONTROL_IDS } from '../controls';
import { asdResultFromQuickCheck, asdSummary } from './asd-headline';
import { bothLevelsMarks, holdingMarks, HOLDS_BOTH, HOLDS_OVERALL } from './overall-holders';
import { allControls } from '../../../tests/support/assessments';

const summaryOf = (levels: Record<string, number>) => asdSummary(asdResultFromQuickCheck(levels));

describe('the strategies marked as holding the overall level', () => {
  it('are those at it when some are above it', () => {
    const marks = holdingMarks(summaryOf({ ...allControls(2), 'regular-backups': 0, 'patch-applications': 0 }));
    expect([...marks.marked]).toEqual(['patch-applications', 'regular-backups']);
    expect(marks.everyStrategy).toBe('');
  });

  it('are none when every strategy is at it: one sentence says so instead of eight marks', () => {
    const marks = holdingMarks(summaryOf(allControls(0)));
    expect(marks.marked.size).toBe(0);
    expect(marks.everyStrategy).toBe('All eight strategies are at Maturity Level Zero: each holds the overall level.');
  });

  it('are none at Maturity Level Three, where nothing holds the organisation back', () => {
    expect(holdingMarks(summaryOf(allControls(3)))).toEqual({ marked: new Set(), everyStrategy: '' });
  });
});

describe('the marks of a table of both levels', () => {
  it('mark each strategy at most once, the whole evidence column in one note when all eight are at Zero', () => {
    const marks = bothLevelsMarks(summaryOf({ ...allControls(2), 'regular-backups': 0 }), summaryOf(allControls(0)));
    expect([...marks.answers]).toEqual([['regular-backups', HOLDS_OVERALL]]);
    expect(marks.evidence.size).toBe(0);
    expect(marks.notes).toEqual(['Supported by evidence, all eight strategies are at Maturity Level Zero: each holds that overall level.']);
  });

  it('mark a strategy holding both overall levels once, as holding both', () => {
    const marks = bothLevelsMarks(
      summaryOf({ ...allControls(2), 'regular-backups': 1 }),
      summaryOf({ ...allControls(1), 'regular-backups': 0, 'application-control': 0 }),
    );
    expect([...marks.answers]).toEqual([['regular-backups', HOLDS_BOTH]]);
    expect([...marks.evidence]).toEqual([['application-control', HOLDS_OVERALL]]);
    const mentions = CONTROL_IDS.map((id) => Number(marks.answers.has(id)) + Number(marks.evidence.has(id)));
    expect(Math.max(...mentions)).toBe(1);
    expect(marks.notes).toEqual([]);
  });
});
