import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorBox } from '../ErrorBox';
import { StorageNotice } from '../progress/StorageNotice';
import { PROGRESS_KEY } from '../progress/progress';
import { readStored } from '../storage';
import { usePageTitle } from '../usePageTitle';
import type { QuickCheckWizard } from './QuickCheckWizard';
import { WelcomeStep } from './WelcomeStep';

const loadSteps = () => import('./QuickCheckWizard');

/** Runs `task` when the browser is idle (soon after the page is shown), or after a short wait where it cannot say. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/**
 * The quick check (/assessment). Its steps, their answers' checks and zod load after the page is
 * shown: a first visit (no step in the address, no progress saved in this browser) reads the welcome
 * at once and fetches the steps when the browser is idle; the welcome stays as it is until the
 * respondent presses on, when the steps take over and move on. A saved progress or a step in the
 * address waits for the wizard, which restores and checks what was kept
 * (docs/decisions/076-zod-loads-with-the-code-that-parses.md).
 */
export function AssessmentPage() {
  const [searchParams] = useSearchParams();
  const [firstVisit] = useState(() => searchParams.get('step') === null && readStored(PROGRESS_KEY) === undefined);
  const [Steps, setSteps] = useState<typeof QuickCheckWizard>();
  const [startPressed, setStartPressed] = useState(false);
  const [failed, setFailed] = useState(false);
  usePageTitle('Assessment');

  useEffect(() => {
    let current = true;
    const show = () =>
      void loadSteps().then(
        (module) => {
          if (current) setSteps(() => module.QuickCheckWizard);
        },
        () => {
          if (current) setFailed(true);
        },
      );
    // A first visit fetches the steps ahead of the press, but shows them only once it comes, so the welcome is painted
    // once; a failed fetch ahead is said only if the press needs it.
    const cancel = firstVisit && !startPressed ? whenIdle(() => void loadSteps().catch(() => undefined)) : (show(), () => undefined);
    return () => {
      current = false;
      cancel();
    };
  }, [firstVisit, startPressed]);

  return (
    <div className="page page--narrow">
      <h1>Essential Eight Assessment</h1>
      <StorageNotice />
      {failed ? (
        <ErrorBox>The questions could not be loaded. Check your connection, then reload the page to try again; your answers in this browser are kept.</ErrorBox>
      ) : Steps ? (
        <Steps startNow={startPressed} />
      ) : firstVisit ? (
        <>
          <WelcomeStep onStart={() => setStartPressed(true)} />
          {/* Pressed before the steps have arrived: say so until they do. */}
          <p role="status">{startPressed ? 'Loading the questions...' : ''}</p>
        </>
      ) : (
        <p role="status">Loading...</p>
      )}
    </div>
  );
}
