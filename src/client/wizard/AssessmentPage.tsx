import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
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
  usePageTitle('Assessment');

  useEffect(() => {
    let current = true;
    const show = () =>
      void loadSteps().then((module) => {
        if (current) setSteps(() => module.QuickCheckWizard);
      });
    // A first visit fetches the steps ahead of the press, but shows them only once it comes, so the welcome is painted once.
    const cancel = firstVisit && !startPressed ? whenIdle(() => void loadSteps()) : (show(), () => undefined);
    return () => {
      current = false;
      cancel();
    };
  }, [firstVisit, startPressed]);

  return (
    <div className="page page--narrow">
      <h1>Essential Eight Assessment</h1>
      <StorageNotice />
      {Steps ? (
        <Steps startNow={startPressed} />
      ) : firstVisit ? (
        <WelcomeStep onStart={() => setStartPressed(true)} />
      ) : (
        <p role="status">Loading...</p>
      )}
    </div>
  );
}
