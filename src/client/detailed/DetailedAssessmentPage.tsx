import { useState } from 'react';
import { useLocation, useSearchParams } from '../router';
import { useStepsAfterWelcome } from '../assessment-steps/useStepsAfterWelcome';
import { ErrorBox } from '../ErrorBox';
import { StorageNotice } from '../progress/StorageNotice';
import { DETAILED_PROGRESS_KEY } from '../progress/progress';
import { justSubmitted } from '../progress/just-submitted';
import { SubmittedNotice } from '../assessment-steps/SubmittedNotice';
import { readStored } from '../storage';
import { usePageTitle } from '../usePageTitle';
import { KIND_NAMES } from '../../domain/assessment-kinds';
import { DetailedWelcomeStep } from './DetailedWelcomeStep';

const loadSteps = () => import('./DetailedAssessmentSteps').then((module) => module.DetailedAssessmentSteps);

/** Whether a navigation hands an earlier assessment over to start from (state `{ startFrom }`); the steps check what it holds. */
function handsOver(navigationState: unknown): boolean {
  return typeof navigationState === 'object' && navigationState !== null && 'startFrom' in navigationState;
}

/**
 * The detailed assessment (/assessment/detailed). Its steps, the requirement catalogue, their answers'
 * checks and zod load after the page is shown: a first visit (no step in the address, no progress saved
 * in this browser, no earlier assessment handed over) reads the welcome at once and fetches the steps
 * when the browser is idle; the welcome stays as it is until the respondent presses Start, when the
 * steps take over and move on. A saved progress, a step in the address or a hand-over waits for the
 * steps, which restore and check what was kept or handed over
 * (docs/decisions/076-zod-loads-with-the-code-that-parses.md).
 */
export function DetailedAssessmentPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const [firstVisit] = useState(() => searchParams.get('step') === null && !handsOver(location.state) && readStored(DETAILED_PROGRESS_KEY) === undefined);
  // A step in the address with no answers kept: Back from the results of the detailed assessment submitted here.
  const [submitted, setSubmitted] = useState(() =>
    searchParams.get('step') !== null && !handsOver(location.state) && readStored(DETAILED_PROGRESS_KEY) === undefined ? justSubmitted('detailed') : undefined,
  );
  const { Steps, startPressed, start, failed } = useStepsAfterWelcome(loadSteps, firstVisit);
  usePageTitle(KIND_NAMES.detailed);

  return (
    <div className="page page--narrow page--detailed">
      <h1>Essential Eight detailed assessment</h1>
      <StorageNotice />
      {submitted ? (
        <SubmittedNotice journey="detailed" id={submitted} onStartNew={() => setSubmitted(undefined)} />
      ) : failed ? (
        <ErrorBox>The requirements could not be loaded. Check your connection, then reload the page to try again; your answers in this browser are kept.</ErrorBox>
      ) : Steps ? (
        <Steps startNow={startPressed} />
      ) : firstVisit ? (
        <>
          <DetailedWelcomeStep startedFrom="nothing" onStart={start} />
          {/* Pressed before the steps have arrived: say so until they do. */}
          <p role="status">{startPressed ? 'Loading the requirements...' : ''}</p>
        </>
      ) : (
        <p role="status">Loading...</p>
      )}
    </div>
  );
}
