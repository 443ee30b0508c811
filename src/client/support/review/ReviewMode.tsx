import { useCallback, useMemo, useOptimistic, useRef, useState, useTransition } from 'react';
import { useLocation, useSearchParams } from '../../router';
import type { Assessment } from '../../../domain/assessment';
import type { AsdSummary } from '../../../domain/framework/asd-headline';
import { REQUIREMENTS } from '../../../domain/framework/catalogue';
import type { Finding } from '../../../domain/review/finding';
import type { Review } from '../../../domain/review/review';
import { scopeTargets } from '../../../domain/review/review-target';
import type { ListedEvidenceFile } from '../../../domain/evidence-files';
import { today } from '../../today';
import { entryDraftSchema } from './finding-draft';
import { draftsKey, sessionDrafts } from './review-drafts';
import type { ReviewEntryContext } from './review-entry-context';
import { reviewFacts } from './review-facts';
import { passesFilters, reviewFiltersFrom, withReviewFilters, type ReviewFilters } from './review-filters';
import { EvidenceRequests } from './EvidenceRequests';
import { ReviewFindings } from './ReviewFindings';
import { ReportWordsForm } from './ReportWordsForm';
import { ReviewSummary } from './ReviewSummary';
import { scopeDraftSchema } from './scope-draft';
import { ScopeForm } from './ScopeForm';
import { useReviewEvidence } from './useReviewEvidence';
import './review.css';

interface ReviewModeProps {
  assessment: Assessment;
  review: Review;
  byAnswers: AsdSummary;
  byEvidence: AsdSummary | undefined;
  /** Changes the review as the page holds it. */
  onReview: (change: (review: Review) => Review) => void;
  /** Reads the review again (after it was finished elsewhere). */
  onReload: () => void;
  /** Something audited happened: the page reads its history again. */
  onAudited: () => void;
}

/** No requirement kept on screen. */
const NONE_KEPT: ReadonlySet<string> = new Set();

/** A review with anything saved is in review, at least. */
const started = (review: Review): Review => (review.status === 'not-started' ? { ...review, status: 'in-review' } : review);

/**
 * Review mode of a completed detailed assessment: the review's head (status, progress, levels,
 * disagreements, finish and share), its scope and approach, and every requirement's finding, filtered as
 * the address says. A requirement saved while a filter would now hide it stays on screen until the
 * filters change, so the consultant is not pulled away from it.
 */
export default function ReviewMode({ assessment, review, byAnswers, byEvidence, onReview, onReload, onAudited }: ReviewModeProps) {
  const day = today();
  const [params, setParams] = useSearchParams();
  const { state: listState } = useLocation();
  const filters = reviewFiltersFrom(params);
  const filtersKey = withReviewFilters(new URLSearchParams(), filters).toString();
  const [, startTransition] = useTransition();
  const [kept, setKept] = useState<{ filtersKey: string; ids: ReadonlySet<string> }>({ filtersKey, ids: new Set() });
  const keptIds = kept.filtersKey === filtersKey ? kept.ids : NONE_KEPT;
  const findingsHeading = useRef<HTMLHeadingElement>(null);
  const answers = assessment.requirementOutcomes;
  const targets = useMemo(() => scopeTargets(review.target, assessment.targetAssessments), [review.target, assessment.targetAssessments]);
  const facts = useMemo(() => reviewFacts(REQUIREMENTS, answers, review.findings, targets, day), [answers, review.findings, targets, day]);
  const evidence = useReviewEvidence(assessment.id);
  const drafts = useMemo(() => sessionDrafts(draftsKey(assessment.id, 'findings'), entryDraftSchema), [assessment.id]);
  const scopeDrafts = useMemo(() => sessionDrafts(draftsKey(assessment.id, 'scope'), scopeDraftSchema), [assessment.id]);

  const shown = useMemo(
    () =>
      REQUIREMENTS.filter((requirement) => {
        const finding = facts.findingById.get(requirement.id);
        const known = { reviewed: finding !== undefined, disagrees: facts.disagreementById.has(requirement.id), answerChanged: finding?.answerChanged ?? false };
        return keptIds.has(requirement.id) || passesFilters(requirement, known, filters);
      }),
    [facts, filters, keptIds],
  );

  // The filters as last chosen, shown in the form at once: the list follows in a transition, and a controlled select
  // showing the address's filters until then would spring back under arrow keys pressed in quick succession.
  const [chosenFilters, showChosenFilters] = useOptimistic(filters);
  const showFilters = (next: ReviewFilters) =>
    startTransition(() => {
      showChosenFilters(next);
      setParams(withReviewFilters(params, next), { replace: true, state: listState });
    });
  const onSaved = useCallback(
    (finding: Finding) => {
      setKept((current) => ({ filtersKey, ids: new Set([...(current.filtersKey === filtersKey ? current.ids : []), finding.requirementId]) }));
      onReview((current) => started({ ...current, findings: [...current.findings.filter((kept) => kept.requirementId !== finding.requirementId), finding] }));
      onAudited();
    },
    [filtersKey, onReview, onAudited],
  );
  const { add: addFile, remove: removeFile } = evidence;
  const onFileAdded = useCallback(
    (file: ListedEvidenceFile) => {
      addFile(file);
      onReview(started);
      onAudited();
    },
    [addFile, onReview, onAudited],
  );
  const onFileRemoved = useCallback(
    (evidenceId: string) => {
      removeFile(evidenceId);
      onAudited();
    },
    [removeFile, onAudited],
  );

  const finished = review.status === 'finished' || review.status === 'shared';
  const context = useMemo<ReviewEntryContext>(
    () => ({ assessmentId: assessment.id, finished, today: day, drafts, onSaved, onReviewFinished: onReload, onFileAdded, onFileRemoved }),
    [assessment.id, finished, day, drafts, onSaved, onReload, onFileAdded, onFileRemoved],
  );
  const leave = new URLSearchParams(params);
  for (const name of ['mode', 'show', 'strategy', 'level']) leave.delete(name);
  return (
    <>
      <ReviewSummary
        assessment={assessment}
        review={review}
        facts={facts}
        byAnswers={byAnswers}
        byEvidence={byEvidence}
        leaveTo={`?${leave.toString()}`}
        onShowDisagreements={() => {
          showFilters({ show: 'disagreements', strategy: undefined, level: undefined });
          findingsHeading.current?.focus();
        }}
        onChanged={(changed) => {
          onReview(() => changed);
          onAudited();
        }}
      />
      <section className="card" aria-labelledby="scope-title">
        <h2 id="scope-title">Scope and approach</h2>
        <ScopeForm
          assessmentId={assessment.id}
          saved={{ scope: review.scope, version: review.version }}
          finished={finished}
          drafts={scopeDrafts}
          onSaved={(saved) => {
            onReview((current) => started({ ...current, scope: saved.scope, version: saved.version }));
            onAudited();
          }}
        />
      </section>
      <ReportWordsForm
        assessment={assessment}
        review={review}
        onSaved={(reportWords) => {
          onReview((current) => started({ ...current, reportWords }));
          onAudited();
        }}
      />
      <ReviewFindings
        context={context}
        headingRef={findingsHeading}
        requirements={shown}
        filters={filters}
        chosenFilters={chosenFilters}
        answers={answers}
        facts={facts}
        files={evidence}
        onFilters={showFilters}
      />
      <EvidenceRequests assessmentId={assessment.id} onAudited={onAudited} />
    </>
  );
}
