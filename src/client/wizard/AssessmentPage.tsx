import { useState } from 'react';
import { useSearchParams } from '../router';
import { useStepsAfterWelcome } from '../assessment-steps/useStepsAfterWelcome';
import { ErrorBox } from '../ErrorBox';
import { StorageNotice } from '../progress/StorageNotice';
import { PROGRESS_KEY } from '../progress/progress';
import { justSubmitted } from '../progress/just-submitted';
import { SubmittedNotice } from '../assessment-steps/SubmittedNotice';
import { readStored } from '../storage';
import { usePageTitle } from '../usePageTitle';
import { KIND_NAMES } from '../../domain/assessment-kinds';
import { WelcomeStep } from './WelcomeStep';

const loadSteps = () => import('./QuickCheckWizard').then((module) => module.QuickCheckWizard);

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
  // A step in the address with no answers kept: Back from the results of the quick check submitted here.
  const [submitted, setSubmitted] = useState(() => (searchParams.get('step') !== null && readStored(PROGRESS_KEY) === undefined ? justSubmitted('quick') : undefined));
  const { Steps, startPressed, start, failed } = useStepsAfterWelcome(loadSteps, firstVisit);
  usePageTitle(KIND_NAMES.quick);

  return (
    <div className="page page--narrow">
      <h1>Essential Eight quick check</h1>
      <StorageNotice />
      {submitted ? (
        <SubmittedNotice journey="quick" id={submitted} onStartNew={() => setSubmitted(undefined)} />
      ) : failed ? (
        <ErrorBox>The questions could not be loaded. Check your connection, then reload the page to try again; your answers in this browser are kept.</ErrorBox>
      ) : Steps ? (
        <Steps startNow={startPressed} />
      ) : firstVisit ? (
        <>
          <WelcomeStep onStart={start} />
          {/* Pressed before the steps have arrived: say so until they do. */}
          <p role="status">{startPressed ? 'Loading the questions...' : ''}</p>
        </>
      ) : (
        <p role="status">Loading...</p>
      )}
    </div>
  );
}
