import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../router';
import type { Assessment } from '../../domain/assessment';
import { ErrorBox } from '../ErrorBox';
import { paths } from '../paths';
import { localProgressFor, resumeChoice, storeDraftProgress } from '../progress/draft-progress';
import { openWithKey } from '../progress/server-drafts';
import { takeKeyFromAddress } from '../link-key';
import { usePageTitle } from '../usePageTitle';
import { ReplaceAnswersQuestion, type ReplaceAnswersQuestionProps } from './ReplaceAnswersQuestion';

type Shown = { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'asking'; draft: Assessment; held: ReplaceAnswersQuestionProps['held'] };

const wizardOf = (draft: Assessment) => (draft.kind === 'detailed' ? paths.detailedAssessment : paths.assessment);

/**
 * The resume link's page (/assessment/resume?id=…#key=…): reads the saved draft with the link's key,
 * writes its answers into this browser's progress and opens the wizard at the saved step; a completed
 * assessment opens its results. Answers already in this browser are never silently replaced: this
 * draft's answers, when the server holds no newer copy, are kept (they may be answered on since);
 * another assessment's, or this draft's while a newer copy was saved elsewhere, are asked about first.
 */
export function ResumePage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>({ phase: 'loading' });
  usePageTitle('Reopen your saved assessment');

  const open = (draft: Assessment) => {
    if (!storeDraftProgress(draft)) {
      setShown({ phase: 'failed', message: 'This browser is not letting us keep your answers, so the saved assessment cannot be reopened here. Try another browser, or turn off private browsing.' });
      return;
    }
    void navigate(wizardOf(draft), { replace: true });
  };

  useEffect(() => {
    let current = true;
    openWithKey(id, takeKeyFromAddress()).then(
      (draft) => {
        if (!current) return;
        if (draft.status === 'completed') {
          void navigate(paths.results(draft.id), { replace: true, state: { assessment: draft } });
          return;
        }
        const local = localProgressFor(draft);
        const choice = resumeChoice(local, draft);
        if (choice === 'open') open(draft);
        else if (choice === 'keep') void navigate(wizardOf(draft), { replace: true });
        else setShown({ phase: 'asking', draft, held: choice === 'ask about newer' ? 'this draft' : local?.draftId === undefined ? 'other unsaved' : 'other saved' });
      },
      (error: unknown) => {
        if (current) setShown({ phase: 'failed', message: error instanceof Error ? error.message : 'The saved assessment could not be opened.' });
      },
    );
    return () => {
      current = false;
    };
    // Opened once per id; `open` and `navigate` do not change what is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  return (
    <div className="page page--narrow">
      <h1>Reopen your saved assessment</h1>
      {shown.phase === 'loading' && <p role="status">Opening your saved answers…</p>}
      {shown.phase === 'failed' && (
        <>
          <ErrorBox>{shown.message}</ErrorBox>
          <p>
            <Link to={paths.assessment}>Start a new assessment</Link>
          </p>
        </>
      )}
      {shown.phase === 'asking' && (
        <ReplaceAnswersQuestion
          held={shown.held}
          keepHref={wizardOf(shown.draft)}
          onReplace={() => open(shown.draft)}
        />
      )}
    </div>
  );
}
