import { CONTROL_IDS, type ControlId } from '../../../domain/controls';
import { REQUIREMENT_LEVELS, type RequirementLevel } from '../../../domain/framework/requirement';
import type { RegisterRow } from './register-rows';

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

/**
 * The register's filters, as the address keeps them: what to show, one strategy, one level (requirements that apply at
 * it), whether the requirements outside the scope are listed too (`outside=shown`), and whether the rows are grouped by
 * strategy and level or listed flat (`group=none`).
 */
export interface ReviewFilters {
  show: ReviewShow;
  strategy: ControlId | undefined;
  level: RequirementLevel | undefined;
  outside: boolean;
  flat: boolean;
}

/** No filter: every requirement within the scope, grouped. */
export const NO_FILTERS: ReviewFilters = { show: 'all', strategy: undefined, level: undefined, outside: false, flat: false };

const oneOf = <T extends string | number>(choices: readonly T[], value: string | null): T | undefined => choices.find((choice) => String(choice) === value);

/** The filters in an address's query (`show`, `strategy`, `level`, `outside`, `group`); anything unknown is no filter. */
export function reviewFiltersFrom(params: URLSearchParams): ReviewFilters {
  return {
    show: oneOf(REVIEW_SHOWS, params.get('show')) ?? 'all',
    strategy: oneOf(CONTROL_IDS, params.get('strategy')),
    level: oneOf(REQUIREMENT_LEVELS, params.get('level')),
    outside: params.get('outside') === 'shown',
    flat: params.get('group') === 'none',
  };
}

/** The names the filters take in the address. */
export const FILTER_NAMES = ['show', 'strategy', 'level', 'outside', 'group'] as const;

/** The address's query with these filters, keeping everything else in it (such as `mode=review`); no filter is left out. */
export function withReviewFilters(params: URLSearchParams, filters: ReviewFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => (value === undefined ? next.delete(name) : next.set(name, value));
  set('show', filters.show === 'all' ? undefined : filters.show);
  set('strategy', filters.strategy);
  set('level', filters.level === undefined ? undefined : String(filters.level));
  set('outside', filters.outside ? 'shown' : undefined);
  set('group', filters.flat ? 'none' : undefined);
  return next;
}

/**
 * Whether a row passes the filters: one of its strategies, a level it applies at, within the scope unless those outside
 * are shown, and what is shown.
 */
export function passesFilters(row: RegisterRow, filters: ReviewFilters): boolean {
  if (filters.strategy !== undefined && !row.entries.some((entry) => entry.strategy === filters.strategy)) return false;
  if (filters.level !== undefined && !row.requirement.levels.includes(filters.level)) return false;
  if (!filters.outside && !row.withinScope) return false;
  if (filters.show === 'unreviewed') return row.finding === undefined;
  if (filters.show === 'disagreements') return row.state === 'differs';
  if (filters.show === 'changed') return row.state === 'changed';
  return true;
}

/** "Showing 12 of 152 requirements". */
export function showingText(shown: number, total: number): string {
  return `Showing ${shown.toLocaleString('en-AU')} of ${total.toLocaleString('en-AU')} requirements`;
}
