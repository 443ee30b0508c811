import { describe, expect, it } from 'vitest';
import type { AssessmentKind } from './assessment-kinds';
import { CONTROL_IDS, type ControlId, type MaturityLevel } from './controls';
import { levelChange, overallWithBasis, progressChart, progressInALine, progressSince, seriesMovement, seriesPoint, seriesUpTo } from './progress';

const DAY = 86_400_000;
const AUG_1 = Date.UTC(2026, 7, 1, 2);

function point(id: string, createdAt: number, level: (id: ControlId, index: number) => number, kind: AssessmentKind = 'quick') {
  return seriesPoint({ id, createdAt, kind, assessments: Object.fromEntries(CONTROL_IDS.map((c, i) => [c, level(c, i)])) });
}

describe('seriesPoint', () => {
  it('reads a missing strategy as level zero and takes the lowest as the overall level', () => {
    const only = seriesPoint({ id: 'a', createdAt: AUG_1, kind: 'quick', assessments: { 'patch-applications': 2 } });
    expect(only.levels['patch-applications']).toBe(2);
    expect(only.levels['regular-backups']).toBe(0);
    expect(only.overall).toBe(0);
    expect(point('b', AUG_1, (_c, i) => (i === 3 ? 1 : 2)).overall).toBe(1);
  });
});

describe('levelChange', () => {
  it('says the direction and both levels in words', () => {
    expect(levelChange(1, 2)).toEqual({ from: 1, to: 2, direction: 'improved', words: 'Improved from Maturity Level One to Maturity Level Two' });
    expect(levelChange(2, 2).words).toBe('Unchanged at Maturity Level Two');
    expect(levelChange(3, 0)).toMatchObject({ direction: 'fell', words: 'Fell from Maturity Level Three to Maturity Level Zero' });
  });
});

describe('progressSince', () => {
  const first = point('first', AUG_1, () => 1);
  // Patch applications up to 2, patch operating systems down to 0, the rest unchanged at 1.
  const second = point('second', AUG_1 + 100 * DAY, (_c, i) => (i === 0 ? 2 : i === 1 ? 0 : 1));

  it('compares an assessment with the one before it, per strategy and overall', () => {
    const progress = progressSince([second, first], 'second');
    expect(progress?.heading).toBe('Progress since 1 August 2026');
    expect(progress?.sinceId).toBe('first');
    expect(progress?.strategies.map((s) => s.direction)).toEqual(['improved', 'fell', 'unchanged', 'unchanged', 'unchanged', 'unchanged', 'unchanged', 'unchanged']);
    expect(progress?.strategies[0]).toMatchObject({ id: 'patch-applications', title: 'Patch applications', words: 'Improved from Maturity Level One to Maturity Level Two' });
    expect(progress?.counts).toEqual({ improved: 1, unchanged: 6, fell: 1 });
    expect(progress?.overall.words).toBe('Fell from Maturity Level One to Maturity Level Zero');
    // Two quick checks: their overall levels are indicative, from ratings, never ASD's method.
    expect(progress?.summary).toBe('1 strategy improved, 6 unchanged and 1 fell; overall, fell from Maturity Level One to Maturity Level Zero (indicative, from ratings).');
    expect(progress?.overallTitle).toBe('Overall (indicative, from ratings)');
  });

  it("says a detailed assessment's overall level is by ASD's method, and which is which when the two differ in kind", () => {
    const detailedFirst = point('first', AUG_1, () => 1, 'detailed');
    const detailedSecond = point('second', AUG_1 + 100 * DAY, () => 2, 'detailed');
    const both = progressSince([detailedFirst, detailedSecond], 'second');
    expect(both?.summary).toBe("All eight strategies improved; overall, improved from Maturity Level One to Maturity Level Two (by ASD's method).");
    expect(both?.overallTitle).toBe("Overall (by ASD's method)");
    const fromQuick = progressSince([first, detailedSecond], 'second');
    expect(fromQuick?.summary).toBe("All eight strategies improved; overall, improved from Maturity Level One to Maturity Level Two (indicative, from ratings, then by ASD's method).");
    expect(fromQuick?.overallTitle).toBe("Overall (indicative, from ratings, then by ASD's method)");
    expect(progressSince([detailedFirst, second], 'second')?.overallTitle).toBe("Overall (by ASD's method, then indicative, from ratings)");
  });

  it('is null for the first assessment of a series and for one not in it', () => {
    expect(progressSince([first, second], 'first')).toBeNull();
    expect(progressSince([first, second], 'elsewhere')).toBeNull();
    expect(progressSince([], 'first')).toBeNull();
  });

  it('compares with the one just before, not the first, in a longer series', () => {
    const third = point('third', AUG_1 + 200 * DAY, () => 3);
    const progress = progressSince([third, first, second], 'third');
    expect(progress?.sinceId).toBe('second');
    expect(progress?.summary).toBe('All eight strategies improved; overall, improved from Maturity Level Zero to Maturity Level Three (indicative, from ratings).');
  });

  it('says when nothing changed', () => {
    const again = point('again', AUG_1 + DAY, () => 1);
    expect(progressSince([first, again], 'again')?.summary).toBe('All eight strategies are unchanged; overall, unchanged at Maturity Level One (indicative, from ratings).');
  });
});

describe('progressChart', () => {
  it('places assessments by date and gives the overall line, then each strategy', () => {
    const chart = progressChart([
      point('c', AUG_1 + 400 * DAY, () => 3),
      point('a', AUG_1, () => 0),
      point('b', AUG_1 + 100 * DAY, (_c, i) => (i === 0 ? 1 : 2)),
    ]);
    expect(chart.dates).toEqual(['1 Aug 2026', '9 Nov 2026', '5 Sept 2027']);
    expect(chart.positions).toEqual([0, 0.25, 1]);
    expect(chart.lines).toHaveLength(9);
    expect(chart.lines[0]).toEqual({ key: 'overall', title: 'Overall (indicative, from ratings)', levels: [0, 1, 3] });
    expect(chart.kinds).toEqual(['quick', 'quick', 'quick']);
    expect(chart.lines[1]).toEqual({ key: 'patch-applications', title: 'Patch applications', levels: [0, 1, 3] });
    expect(chart.lines[2]?.levels).toEqual([0, 2, 3] satisfies MaturityLevel[]);
  });

  it("names the overall line by what it rests on: ASD's method for detailed assessments, plain Overall for a series of both kinds", () => {
    const detailed = progressChart([point('a', AUG_1, () => 0, 'detailed'), point('b', AUG_1 + DAY, () => 1, 'detailed')]);
    expect(detailed.lines[0]?.title).toBe("Overall (by ASD's method)");
    expect(detailed.overallBasis).toBe("by ASD's method");
    const mixed = progressChart([point('a', AUG_1, () => 0), point('b', AUG_1 + DAY, () => 1, 'detailed')]);
    expect(mixed.lines[0]?.title).toBe('Overall');
    expect(mixed.overallBasis).toBe("by ASD's method for a detailed assessment and indicative from ratings for a quick check");
  });

  it('says beside a level what it rests on', () => {
    expect(overallWithBasis({ kind: 'quick', overall: 1 })).toBe('Maturity Level One (indicative, from ratings)');
    expect(overallWithBasis({ kind: 'detailed', overall: 0 })).toBe("Maturity Level Zero (by ASD's method)");
  });

  it('spreads assessments made at the same moment evenly', () => {
    expect(progressChart([point('a', AUG_1, () => 0), point('b', AUG_1, () => 1), point('c', AUG_1, () => 1)]).positions).toEqual([0, 0.5, 1]);
    expect(progressChart([point('a', AUG_1, () => 0)]).positions).toEqual([0]);
  });
});

describe('seriesMovement', () => {
  it('counts each series as improved, held or fell by its last two overall levels', () => {
    expect(seriesMovement([{ earlier: 0, latest: 1 }, { earlier: 1, latest: 1 }, { earlier: 2, latest: 1 }, { earlier: 0, latest: 0 }])).toEqual({ improved: 1, held: 2, fell: 1 });
    expect(seriesMovement([])).toEqual({ improved: 0, held: 0, fell: 0 });
  });
});

describe('seriesUpTo', () => {
  it('keeps an assessment and those before it in series order, equal dates ordered by id', () => {
    const a = point('a', AUG_1, () => 0);
    const b = point('b', AUG_1 + DAY, () => 1);
    const c = point('c', AUG_1 + DAY, () => 2);
    const d = point('d', AUG_1 + 2 * DAY, () => 3);
    expect(seriesUpTo([d, c, b, a], b).map((p) => p.id)).toEqual(['a', 'b']);
    expect(seriesUpTo([d, c, b, a], c).map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(seriesUpTo([d, c, b, a], a).map((p) => p.id)).toEqual(['a']);
    // A draft is in no list of completed ones: it sees those started before it.
    expect(seriesUpTo([a, b, d], { id: 'draft', createdAt: AUG_1 + DAY + 1 }).map((p) => p.id)).toEqual(['a', 'b']);
  });
});

describe('progressInALine', () => {
  const first = point('first', Date.UTC(2026, 10, 25, 1), () => 1, 'detailed');
  const line = (second: ReturnType<typeof point>) => {
    const progress = progressSince([first, second], 'second');
    if (!progress) throw new Error('no progress');
    return progressInALine(progress);
  };

  it('gives the date, the overall change and how many strategies went up and down', () => {
    // Three up to 2 or 3, one down to 0: the overall level falls with it.
    const second = point('second', Date.UTC(2027, 1, 1), (_c, i) => [2, 3, 2, 0, 1, 1, 1, 1][i] ?? 1, 'detailed');
    expect(line(second)).toBe('Since 25 November 2026: overall Maturity Level One to Zero; 3 strategies up, 1 down');
    const allUp = point('second', Date.UTC(2027, 1, 1), (_c, i) => (i < 3 ? 3 : 2), 'detailed');
    expect(line(allUp)).toBe('Since 25 November 2026: overall Maturity Level One to Two; 8 strategies up');
  });

  it('says when the overall level held, when nothing changed, a fall alone, and a change of kind', () => {
    expect(line(point('second', Date.UTC(2027, 1, 1), () => 1, 'detailed'))).toBe('Since 25 November 2026: overall unchanged at Maturity Level One; no strategy changed');
    expect(line(point('second', Date.UTC(2027, 1, 1), (_c, i) => (i === 7 ? 0 : 1), 'detailed'))).toBe('Since 25 November 2026: overall Maturity Level One to Zero; 1 strategy down');
    expect(line(point('second', Date.UTC(2027, 1, 1), (_c, i) => (i === 0 ? 2 : 1), 'quick'))).toBe(
      "Since 25 November 2026: overall unchanged at Maturity Level One (by ASD's method, then indicative, from ratings); 1 strategy up",
    );
  });
});
