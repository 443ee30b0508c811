import { useMemo, type RefObject } from 'react';
import { controlTitle } from '../../../domain/control-titles';
import type { RequirementAnswers } from '../../../domain/framework/outcomes';
import type { Requirement } from '../../../domain/framework/requirement';
import { maturityLevelName } from '../../../domain/maturity-levels';
import { ErrorBox } from '../../ErrorBox';
import type { ReviewEntryContext } from './review-entry-context';
import type { ReviewFacts } from './review-facts';
import { groupByStrategyAndLevel, withReviewFilters, type ReviewFilters } from './review-filters';
import { ReviewFiltersForm } from './ReviewFiltersForm';
import { RequirementReview } from './RequirementReview';
import { useDrawnCount } from './useDrawnCount';
import type { ReviewEvidence } from './useReviewEvidence';

interface ReviewFindingsProps {
  /** What every requirement is drawn with. */
  context: ReviewEntryContext;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The requirements on screen, in catalogue order. */
  requirements: readonly Requirement[];
  filters: ReviewFilters;
  /** The filters the form shows: those last chosen, ahead of `filters` while the list catches up. */
  chosenFilters: ReviewFilters;
  answers: RequirementAnswers;
  facts: ReviewFacts;
  files: ReviewEvidence;
  onFilters: (filters: ReviewFilters) => void;
}

/**
 * "Findings": the filters, how many requirements they show, and each shown requirement under its strategy
 * and the level it first applies at. Only the requirements shown are drawn, each its own form, a dozen at a time.
 */
export function ReviewFindings({ context, headingRef, requirements, filters, chosenFilters, answers, facts, files, onFilters }: ReviewFindingsProps) {
  // A long list is drawn a dozen at a time, so the page answers at once; only the requirements shown are drawn at all.
  const drawn = useDrawnCount(requirements.length, withReviewFilters(new URLSearchParams(), filters).toString());
  const groups = useMemo(() => groupByStrategyAndLevel(requirements.slice(0, drawn)), [requirements, drawn]);
  return (
    <section className="card review-findings" aria-labelledby="findings-title">
      <h2 id="findings-title" ref={headingRef} tabIndex={-1}>
        Findings
      </h2>
      <ReviewFiltersForm filters={chosenFilters} shown={requirements.length} total={facts.progress.total} onChange={onFilters} />
      {context.finished && <p className="notice">The review is finished: its findings are read-only until it is reopened.</p>}
      <ErrorBox>{files.error}</ErrorBox>
      {groups.length === 0 && <p>No requirement matches these filters.</p>}
      {groups.map((group) => (
        <section key={group.strategy} className="review-strategy" aria-labelledby={`review-${group.strategy}`}>
          <h3 id={`review-${group.strategy}`}>{controlTitle(group.strategy)}</h3>
          {group.levels.map(({ level, requirements: atLevel }) => (
            <div key={level} className="review-level">
              <h4 id={`review-${group.strategy}-${level}`}>First applies at {maturityLevelName(level)}</h4>
              <ol className="review-entries" aria-labelledby={`review-${group.strategy} review-${group.strategy}-${level}`}>
                {atLevel.map((requirement) => {
                  const disagreement = facts.disagreementById.get(requirement.id);
                  return (
                    <RequirementReview
                      key={requirement.id}
                      context={context}
                      requirement={requirement}
                      answer={answers[requirement.id]}
                      finding={facts.findingById.get(requirement.id)}
                      answered={disagreement?.answered}
                      found={disagreement?.found}
                      files={files.filesOf(requirement.id)}
                    />
                  );
                })}
              </ol>
            </div>
          ))}
        </section>
      ))}
    </section>
  );
}
