import type { Assessment } from '../domain/assessment';
import type { CalendarDay } from '../domain/calendar-day';
import { withLevelsOn } from '../domain/detailed-assessment';

/** How many saved versions' levels one server keeps: a few kilobytes each, the oldest let go first. */
export const LEVELS_KEPT = 1000;

/**
 * `withLevelsOn` for reads, remembered: a detailed assessment's levels on a day are worked out once for each saved
 * version (its id and `updatedAt`, which every save moves on) and that day, then given again to every read of the
 * same version that day. The answers of a saved version never change, so the levels are the ones `withLevelsOn`
 * gives; a new day, or a new save, works them out afresh (an alternate control may have passed its review date).
 * The levels kept in the database are not used instead: rows migrated before evidence grading hold placeholders.
 */
export function levelsOfTheDay(capacity = LEVELS_KEPT): <T extends Assessment>(assessment: T, today: CalendarDay) => T {
  const kept = new Map<string, Pick<Assessment, 'assessments' | 'evidenceLevels'>>();
  return (assessment, today) => {
    if (assessment.kind !== 'detailed') return assessment;
    const key = `${assessment.id} ${assessment.updatedAt} ${today}`;
    const known = kept.get(key);
    if (known) return { ...assessment, ...known };
    const current = withLevelsOn(assessment, today);
    if (kept.size >= capacity) kept.delete(kept.keys().next().value ?? key);
    kept.set(key, { assessments: current.assessments, evidenceLevels: current.evidenceLevels });
    return current;
  };
}
