import { useEffect, useRef, useState } from 'react';
import { Link } from '../router';
import { newestFirst } from '../../domain/own-assessments';
import { fetchHeldAssessments, type HeldAssessment } from '../api/own-assessments';
import { useApiQuery } from '../api/useApiQuery';
import { paths } from '../paths';
import { usePageTitle } from '../usePageTitle';
import { GoneAssessmentCard } from './GoneAssessmentCard';
import { OwnAssessmentCard } from './OwnAssessmentCard';

/** Those that loaded newest first, then those the server no longer has or that failed to load. */
function inOrder(held: readonly HeldAssessment[]): HeldAssessment[] {
  const loaded = held.flatMap((entry) => (entry.state === 'loaded' ? [{ ...entry, createdAt: entry.assessment.createdAt }] : []));
  return [...newestFirst(loaded), ...held.filter((entry) => entry.state !== 'loaded')];
}

/**
 * Your assessments (/assessment/mine): the assessments whose access keys this browser holds, newest
 * first, each to open or resume, download as JSON or delete; those the server no longer has can be
 * forgotten. After a delete or a forget, focus returns to the heading and the page says what happened.
 */
export function YourAssessmentsPage() {
  usePageTitle('Your assessments');
  const held = useApiQuery('held', fetchHeldAssessments);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const entries = held.data ? inOrder(held.data.filter((entry) => !removed.has(entry.id))) : undefined;

  const onRemoved = (id: string, words: string) => {
    setRemoved((before) => new Set(before).add(id));
    setNotice(words);
  };
  // Once the row has gone, focus goes to the heading, above the notice that says what happened.
  useEffect(() => {
    if (removed.size > 0) heading.current?.focus();
  }, [removed]);

  return (
    // While the list loads, the page holds the footer below the fold (page-loading), so the list arriving does not push it down.
    <div className={entries === undefined && !held.error ? 'page own-assessments-page page-loading' : 'page own-assessments-page'}>
      <h1 ref={heading} tabIndex={-1}>
        Your assessments
      </h1>
      <p className="hint">
        The assessments submitted or saved as drafts in this browser. Only this browser lists them: it keeps a secret key for each, and
        clearing the browser&apos;s data forgets them. An assessment made in another browser opens from its resume link.
      </p>
      <p role="status" className={notice ? 'notice notice--success' : 'visually-hidden'}>
        {notice}
      </p>
      {entries === undefined ? (
        held.error ? <p role="alert">{`Your assessments could not be loaded: ${held.error.message}`}</p> : <p role="status">Loading your assessments…</p>
      ) : entries.length === 0 ? (
        <section className="card" aria-labelledby="none-title">
          <h2 id="none-title">No assessments in this browser</h2>
          <p>
            When you submit an assessment or save a draft in this browser, it is listed here, so you can open its results, finish it, download
            your data or delete it.
          </p>
          <Link to={paths.assessment} className="button button--primary">
            Start an assessment
          </Link>
        </section>
      ) : (
        <ul className="own-assessments" aria-label="Assessments in this browser, newest first">
          {entries.map((entry) =>
            entry.state === 'loaded' ? (
              <OwnAssessmentCard key={entry.id} assessment={entry.assessment} onDeleted={onRemoved} />
            ) : (
              <GoneAssessmentCard key={entry.id} entry={entry} onForgotten={onRemoved} onRetry={held.reload} />
            ),
          )}
        </ul>
      )}
    </div>
  );
}
