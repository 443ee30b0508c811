import { useCallback, useEffect, useMemo, useOptimistic, useRef, useState, useTransition } from 'react';
import { useLocation, useSearchParams } from '../../router';
import type { Assessment } from '../../../domain/assessment';
import type { AsdSummary } from '../../../domain/framework/asd-headline';
import { REQUIREMENTS } from '../../../domain/framework/catalogue';
import type { Finding } from '../../../domain/review/finding';
import type { Review } from '../../../domain/review/review';
import { scopeTargets } from '../../../domain/review/review-target';
import type { AgreementResult } from '../../../domain/review/agreement-result';
import { ErrorBox } from '../../ErrorBox';
import type { ListedEvidenceFile } from '../../../domain/evidence-files';
import { today } from '../../today';
import { entryDraftSchema, lastTestMethodOf } from './finding-draft';
import type { TestMethod } from '../../../domain/review/test-methods';
import { draftsKey, sessionDrafts } from './review-drafts';
import type { ReviewEntryContext } from './review-entry-context';
import { reviewFacts } from './review-facts';
import { FILTER_NAMES, NO_FILTERS, passesFilters, reviewFiltersFrom, withReviewFilters, type ReviewFilters } from './review-filters';
import { ReviewFiltersForm } from './ReviewFiltersForm';
import { ReviewRegister } from './ReviewRegister';
import { ReviewImports } from './ReviewImports';
import { EvidenceRequests } from './EvidenceRequests';
import { ReportWordsForm } from './ReportWordsForm';
import { reportWordsDraftSchema } from './report-words-draft';
import { ReviewSummary } from './ReviewSummary';
import { scopeDraftSchema, scopeSummary } from './scope-draft';
import { ScopeForm } from './ScopeForm';
import { TargetForm } from './TargetForm';
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

/** The findings with these put in place of any kept under the same requirement. */
const withFindings = (findings: readonly Finding[], saved: readonly Finding[]): Finding[] => {
  const ids = new Set(saved.map((finding) => finding.requirementId));
  return [...findings.filter((kept) => !ids.has(kept.requirementId)), ...saved];
};

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
  const wordsDrafts = useMemo(() => sessionDrafts(draftsKey(assessment.id, 'report_words'), reportWordsDraftSchema), [assessment.id]);
  const shown = useMemo(() => facts.rows.filter((row) => keptIds.has(row.id) || passesFilters(row, filters)), [facts, filters, keptIds]);
  const outside = facts.rows.filter((row) => !row.withinScope).length;
  const withinTarget = useMemo(() => facts.rows.filter((row) => row.withinScope), [facts]);

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
      onReview((current) => started({ ...current, findings: withFindings(current.findings, [finding]) }));
      onAudited();
    },
    [filtersKey, onReview, onAudited],
  );
  const onAgreed = useCallback(
    (answer: AgreementResult) => {
      onReview((current) => started({ ...current, findings: withFindings(current.findings, answer.agreed) }));
      onAudited();
    },
    [onReview, onAudited],
  );
  const onUndone = useCallback(
    (undone: Review) => {
      onReview(() => undone);
      onAudited();
    },
    [onReview, onAudited],
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
  // Bumped when a request for evidence is made from a row or a selection, so the list of requests reads them again.
  const [requestsKey, setRequestsKey] = useState(0);
  const onEvidenceAsked = useCallback(() => {
    setRequestsKey((key) => key + 1);
    onAudited();
  }, [onAudited]);
  // Read when an outcome is chosen, through a ref, so a save does not draw every row again.
  const lastMethod = useRef<TestMethod | undefined>(lastTestMethodOf(review.findings));
  useEffect(() => {
    lastMethod.current = lastTestMethodOf(review.findings);
  }, [review.findings]);
  const lastTestMethod = useCallback(() => lastMethod.current, []);
  const context = useMemo<ReviewEntryContext>(
    () => ({ assessmentId: assessment.id, finished, today: day, drafts, onSaved, onReviewFinished: onReload, onFileAdded, onFileRemoved, onEvidenceAsked, lastTestMethod }),
    [assessment.id, finished, day, drafts, onSaved, onReload, onFileAdded, onFileRemoved, onEvidenceAsked, lastTestMethod],
  );
  const leave = new URLSearchParams(params);
  for (const name of ['mode', ...FILTER_NAMES]) leave.delete(name);
  return (
    <>
      <section className="card review-target-card" aria-labelledby="target-title">
        <h2 id="target-title">Target maturity level</h2>
        <TargetForm
          assessmentId={assessment.id}
          saved={{ target: review.target, version: review.targetVersion }}
          respondentTargets={assessment.targetAssessments}
          finished={finished}
          outside={outside}
          onSaved={(saved) => {
            onReview((current) => started({ ...current, target: saved.target, targetVersion: saved.version }));
            onAudited();
          }}
        />
      </section>
      <ReviewSummary
        assessment={assessment}
        review={review}
        facts={facts}
        byAnswers={byAnswers}
        byEvidence={byEvidence}
        leaveTo={`?${leave.toString()}`}
        onShowDisagreements={() => {
          showFilters({ ...NO_FILTERS, show: 'disagreements', outside: true, flat: filters.flat });
          findingsHeading.current?.focus();
        }}
        onShowUnreviewed={() => {
          showFilters({ ...NO_FILTERS, show: 'unreviewed', flat: filters.flat });
          findingsHeading.current?.focus();
        }}
        onChanged={(changed) => {
          onReview(() => changed);
          onAudited();
        }}
      />
      <section className="card review-scope" aria-labelledby="scope-title">
        <h2 id="scope-title">Scope and approach</h2>
        <details className="review-scope__fold">
          <summary>{scopeSummary(review.scope)}</summary>
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
        </details>
      </section>
      <ReviewImports assessmentId={assessment.id} findings={review.findings} finished={finished} onFindings={onReload} onAudited={onAudited} />
      <section className="card review-findings" aria-labelledby="findings-title">
        <h2 id="findings-title" ref={findingsHeading} tabIndex={-1}>
          Findings
        </h2>
        <ReviewFiltersForm
          filters={chosenFilters}
          shown={shown.length}
          total={facts.rows.length}
          outside={outside}
          onChange={showFilters}
        />
        {finished && <p className="notice">The review is finished: its findings are read-only until it is reopened.</p>}
        <ErrorBox>{evidence.error}</ErrorBox>
        <ReviewRegister
          context={context}
          rows={shown}
          filters={filters}
          withinTarget={withinTarget}
          files={evidence}
          onAgreed={onAgreed}
          onUndone={onUndone}
          labelledBy="findings-title"
        />
      </section>
      <EvidenceRequests assessmentId={assessment.id} onAudited={onAudited} refreshKey={requestsKey} />
      <ReportWordsForm
        assessment={assessment}
        review={review}
        drafts={wordsDrafts}
        onSaved={(reportWords) => {
          onReview((current) => started({ ...current, reportWords }));
          onAudited();
        }}
      />
    </>
  );
}
