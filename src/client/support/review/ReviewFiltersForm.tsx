import { controlTitle } from '../../../domain/control-titles';
import { CONTROL_IDS } from '../../../domain/controls';
import { REQUIREMENT_LEVELS } from '../../../domain/framework/requirement';
import { maturityLevelName } from '../../../domain/maturity-levels';
import { REVIEW_SHOW_NAMES, REVIEW_SHOWS, reviewFiltersFrom, showingText, withReviewFilters, type ReviewFilters } from './review-filters';

interface ReviewFiltersFormProps {
  filters: ReviewFilters;
  shown: number;
  total: number;
  /** How many requirements of the model are outside the scope (above their strategy's target). */
  outside: number;
  onChange: (filters: ReviewFilters) => void;
}

/** A select's value as a filter, read the way the address is read, so an unknown value is no filter. */
function filtersWith(filters: ReviewFilters, name: 'show' | 'strategy' | 'level', value: string): ReviewFilters {
  const params = withReviewFilters(new URLSearchParams(), filters);
  if (value === '') params.delete(name);
  else params.set(name, value);
  return reviewFiltersFrom(params);
}

/**
 * The review's filters: what to show (every requirement, those not reviewed yet, the disagreements, those
 * answered differently since their finding), one strategy, one level; each applies as it is chosen, and
 * how many requirements are shown is said in a polite status. The requirements outside the scope are listed only when asked
 * for, and the rows are grouped by strategy and level unless asked otherwise.
 */
export function ReviewFiltersForm({ filters, shown, total, outside, onChange }: ReviewFiltersFormProps) {
  const choose = (name: 'show' | 'strategy' | 'level') => (value: string) => onChange(filtersWith(filters, name, value));
  return (
    <div className="review-filters">
      <div className="filters">
        <div className="field">
          <label htmlFor="review-show">Show</label>
          <select id="review-show" value={filters.show} onChange={(event) => choose('show')(event.target.value)}>
            {REVIEW_SHOWS.map((show) => (
              <option key={show} value={show}>
                {REVIEW_SHOW_NAMES[show]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="review-strategy">Strategy</label>
          <select id="review-strategy" value={filters.strategy ?? ''} onChange={(event) => choose('strategy')(event.target.value)}>
            <option value="">All strategies</option>
            {CONTROL_IDS.map((strategy) => (
              <option key={strategy} value={strategy}>
                {controlTitle(strategy)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="review-level">Level</label>
          <select id="review-level" value={filters.level ?? ''} aria-describedby="review-level-hint" onChange={(event) => choose('level')(event.target.value)}>
            <option value="">All levels</option>
            {REQUIREMENT_LEVELS.map((level) => (
              <option key={level} value={level}>
                {maturityLevelName(level)}
              </option>
            ))}
          </select>
          <p className="hint" id="review-level-hint">
            The requirements that apply at it.
          </p>
        </div>
      </div>
      <div className="review-filters__toggles">
        {outside > 0 && (
          <label className="choice">
            <input type="checkbox" checked={filters.outside} onChange={(event) => onChange({ ...filters, outside: event.target.checked })} />
            Show the {outside === 1 ? 'requirement' : `${outside} requirements`} outside the scope of this assessment
          </label>
        )}
        <label className="choice">
          <input type="checkbox" checked={!filters.flat} onChange={(event) => onChange({ ...filters, flat: !event.target.checked })} />
          Group by strategy and level
        </label>
      </div>
      <p role="status" className="review-filters__count">
        {showingText(shown, total)}
      </p>
    </div>
  );
}
