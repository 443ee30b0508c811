import { CONTROL_IDS, type ControlId } from '../../../domain/controls';
import { firstLevel, REQUIREMENT_LEVELS, type Requirement, type RequirementLevel } from '../../../domain/framework/requirement';

/** Which requirements the review shows: all, those not reviewed yet, the disagreements, or those whose answer changed since their finding. */
export const REVIEW_SHOWS = ['all', 'unreviewed', 'disagreements', 'changed'] as const;
export type ReviewShow = (typeof REVIEW_SHOWS)[number];

/** Each choice of what to show, in words. */
export const REVIEW_SHOW_NAMES: Record<ReviewShow, string> = {
  all: 'All requirements',
  unreviewed: 'Not reviewed yet',
  disagreements: 'Disagreements',
  changed: 'Answer changed since review',
};

/** The review's filters, as the address keeps them: what to show, one strategy, one level (requirements that apply at it). */
export interface ReviewFilters {
  show: ReviewShow;
  strategy: ControlId | undefined;
  level: RequirementLevel | undefined;
}

/** What the review knows of one requirement, for its filters. */
export interface RequirementFacts {
  reviewed: boolean;
  disagrees: boolean;
  answerChanged: boolean;
}

const oneOf = <T extends string | number>(choices: readonly T[], value: string | null): T | undefined => choices.find((choice) => String(choice) === value);

/** The filters in an address's query (`show`, `strategy`, `level`); anything unknown is no filter. */
export function reviewFiltersFrom(params: URLSearchParams): ReviewFilters {
  return {
    show: oneOf(REVIEW_SHOWS, params.get('show')) ?? 'all',
    strategy: oneOf(CONTROL_IDS, params.get('strategy')),
    level: oneOf(REQUIREMENT_LEVELS, params.get('level')),
  };
}

/** The address's query with these filters, keeping everything else in it (such as `mode=review`); no filter is left out. */
export function withReviewFilters(params: URLSearchParams, filters: ReviewFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => (value === undefined ? next.delete(name) : next.set(name, value));
  set('show', filters.show === 'all' ? undefined : filters.show);
  set('strategy', filters.strategy);
  set('level', filters.level === undefined ? undefined : String(filters.level));
  return next;
}

/** Whether a requirement passes the filters: its strategy, a level it applies at, and what is shown. */
export function passesFilters(requirement: Requirement, facts: RequirementFacts, filters: ReviewFilters): boolean {
  if (filters.strategy !== undefined && requirement.strategy !== filters.strategy) return false;
  if (filters.level !== undefined && !requirement.levels.includes(filters.level)) return false;
  if (filters.show === 'unreviewed') return !facts.reviewed;
  if (filters.show === 'disagreements') return facts.disagrees;
  if (filters.show === 'changed') return facts.answerChanged;
  return true;
}

/** The requirements of one strategy first listed at one level. */
export interface ReviewLevelGroup {
  level: RequirementLevel;
  requirements: Requirement[];
}

/** One strategy's requirements on screen, by the level each first applies at. */
export interface ReviewStrategyGroup {
  strategy: ControlId;
  levels: ReviewLevelGroup[];
}

/** Requirements grouped by strategy in wizard order, then by the lowest level each applies at; empty groups left out. */
export function groupByStrategyAndLevel(requirements: readonly Requirement[]): ReviewStrategyGroup[] {
  return CONTROL_IDS.map((strategy) => {
    const ofStrategy = requirements.filter((requirement) => requirement.strategy === strategy);
    const levels = REQUIREMENT_LEVELS.map((level) => ({ level, requirements: ofStrategy.filter((requirement) => firstLevel(requirement) === level) }));
    return { strategy, levels: levels.filter((group) => group.requirements.length > 0) };
  }).filter((group) => group.levels.length > 0);
}

/** "Showing 12 of 152 requirements". */
export function showingText(shown: number, total: number): string {
  return `Showing ${shown.toLocaleString('en-AU')} of ${total.toLocaleString('en-AU')} requirements`;
}
