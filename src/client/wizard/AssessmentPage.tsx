import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { StorageNotice } from '../progress/StorageNotice';
import { PROGRESS_KEY } from '../progress/progress';
import { readStored } from '../storage';
import { usePageTitle } from '../usePageTitle';
import type { QuickCheckWizard } from './QuickCheckWizard';
import { WelcomeStep } from './WelcomeStep';

/**
 * The quick check (/assessment). Its steps, their answers' checks and zod load after the page is
 * shown: a first visit (no step in the address, no progress saved in this browser) reads the welcome
 * at once while they arrive, and needs none of them until it moves on. A saved progress or a step in
 * the address waits for the wizard, which restores and checks what was kept
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
    void import('./QuickCheckWizard').then((module) => {
      if (current) setSteps(() => module.QuickCheckWizard);
    });
    return () => {
      current = false;
    };
  }, []);

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
