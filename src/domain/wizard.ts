import { CONTROL_IDS, type ControlId } from './controls';
import { levelLabel, targetLabel } from './maturity-levels';

/** Where the respondent is in the wizard. */
export type WizardStep =
  | { phase: 'welcome' }
  | { phase: 'target'; questionIndex: number }
  | { phase: 'current'; questionIndex: number }
  | { phase: 'implementation' }
  | { phase: 'organisation' }
  | { phase: 'review' };

/** Questions in each pass: one per control. */
export const QUESTIONS_PER_PASS = CONTROL_IDS.length;

const LAST_QUESTION = QUESTIONS_PER_PASS - 1;

/** The control a question step asks about. */
export function controlAt(questionIndex: number): ControlId {
  return CONTROL_IDS[Math.min(LAST_QUESTION, Math.max(0, questionIndex))] ?? CONTROL_IDS[0];
}

/**
 * The step after Next: last target question → first current question; last current → implementation;
 * organisation → review, where the respondent checks every answer and submits.
 */
export function nextStep(step: WizardStep): WizardStep {
  switch (step.phase) {
    case 'welcome':
      return { phase: 'target', questionIndex: 0 };
    case 'target':
      return step.questionIndex < LAST_QUESTION
        ? { phase: 'target', questionIndex: step.questionIndex + 1 }
        : { phase: 'current', questionIndex: 0 };
    case 'current':
      return step.questionIndex < LAST_QUESTION
        ? { phase: 'current', questionIndex: step.questionIndex + 1 }
        : { phase: 'implementation' };
    case 'implementation':
      return { phase: 'organisation' };
    case 'organisation':
    case 'review':
      return { phase: 'review' };
  }
}

/**
 * The step after Previous (or Back): first current question → last target question; the
 * implementation step's "Back to Assessment" → last current question, the one just left (rather than
 * eight screens back in the other pass); organisation → implementation; review → organisation.
 */
export function previousStep(step: WizardStep): WizardStep {
  switch (step.phase) {
    case 'welcome':
      return step;
    case 'target':
      return step.questionIndex > 0 ? { phase: 'target', questionIndex: step.questionIndex - 1 } : step;
    case 'current':
      return step.questionIndex > 0
        ? { phase: 'current', questionIndex: step.questionIndex - 1 }
        : { phase: 'target', questionIndex: LAST_QUESTION };
    case 'implementation':
      return { phase: 'current', questionIndex: LAST_QUESTION };
    case 'organisation':
      return { phase: 'implementation' };
    case 'review':
      return { phase: 'organisation' };
  }
}

/** Text of the Next button on a question step. */
export function nextButtonLabel(step: WizardStep): string {
  if (step.phase === 'target' && step.questionIndex === LAST_QUESTION) return 'Next: Current State Assessment';
  if (step.phase === 'current' && step.questionIndex === LAST_QUESTION) return 'Next: Implementation Details';
  return 'Next';
}

/** Previous is disabled on the first target question only. */
export function isPreviousDisabled(step: WizardStep): boolean {
  return step.phase === 'target' && step.questionIndex === 0;
}

/** Next needs a numeric answer to the question on screen. */
export function isNextDisabled(answer: unknown): boolean {
  return typeof answer !== 'number' || !Number.isFinite(answer);
}

/** Whether a current level may be chosen: never above the target chosen for that control. */
export function isCurrentLevelAllowed(level: number, targetLevel: number | undefined): boolean {
  return targetLevel === undefined || level <= targetLevel;
}

/**
 * Records a target level. A current answer that now sits above the new target is dropped, so the
 * respondent is asked again instead of keeping an answer the rules forbid.
 */
export function withTargetLevel(
  answers: { targetAssessments: Partial<Record<ControlId, number>>; assessments: Partial<Record<ControlId, number>> },
  controlId: ControlId,
  targetLevel: number,
): typeof answers {
  const targetAssessments = { ...answers.targetAssessments, [controlId]: targetLevel };
  const current = answers.assessments[controlId];
  if (current === undefined || current <= targetLevel) return { targetAssessments, assessments: answers.assessments };
  const { [controlId]: _tooHigh, ...assessments } = answers.assessments;
  return { targetAssessments, assessments };
}

/**
 * Records one target level for all eight strategies ("Same target for all eight" on the first target
 * question), dropping each current answer that now sits above it, as `withTargetLevel` does for one.
 */
export function withSameTarget(
  answers: { targetAssessments: Partial<Record<ControlId, number>>; assessments: Partial<Record<ControlId, number>> },
  targetLevel: number,
): typeof answers {
  return CONTROL_IDS.reduce((kept, controlId) => withTargetLevel(kept, controlId, targetLevel), {
    targetAssessments: answers.targetAssessments,
    assessments: answers.assessments,
  });
}

/** Where Next leads once the same target is given to all eight: past the other target questions, to the first current one. */
export const AFTER_SAME_TARGET: WizardStep = { phase: 'current', questionIndex: 0 };

const PHASE_ORDER = { welcome: 0, target: 1, current: 2, implementation: 3, organisation: 4, review: 5 } as const;

/** Whether step `a` comes after step `b` in the wizard. */
function isAfter(a: WizardStep, b: WizardStep): boolean {
  if (PHASE_ORDER[a.phase] !== PHASE_ORDER[b.phase]) return PHASE_ORDER[a.phase] > PHASE_ORDER[b.phase];
  return 'questionIndex' in a && 'questionIndex' in b && a.questionIndex > b.questionIndex;
}

/**
 * The step to show when `step` is asked for (by the address, or by Back and Forward): the first
 * unanswered question before it, when there is one, so nobody skips a question by the history.
 */
export function reachableStep(
  step: WizardStep,
  answers: { targetAssessments: Partial<Record<ControlId, number>>; assessments: Partial<Record<ControlId, number>> },
): WizardStep {
  return resumable({ step, targetAssessments: answers.targetAssessments, assessments: answers.assessments }).step;
}

/**
 * Makes restored answers consistent: current levels above their target are dropped, and the step
 * moves back to the first unanswered question before it, so nobody resumes past a gap.
 */
export function resumable<T extends { step: WizardStep; targetAssessments: Partial<Record<ControlId, number>>; assessments: Partial<Record<ControlId, number>> }>(
  progress: T,
): T {
  const assessments: Partial<Record<ControlId, number>> = {};
  for (const id of CONTROL_IDS) {
    const current = progress.assessments[id];
    const target = progress.targetAssessments[id];
    if (current !== undefined && target !== undefined && current <= target) assessments[id] = current;
  }
  const missingTarget = CONTROL_IDS.findIndex((id) => progress.targetAssessments[id] === undefined);
  const missingCurrent = CONTROL_IDS.findIndex((id) => assessments[id] === undefined);
  let step = progress.step;
  const firstGap: WizardStep | undefined =
    missingTarget >= 0
      ? { phase: 'target', questionIndex: missingTarget }
      : missingCurrent >= 0
        ? { phase: 'current', questionIndex: missingCurrent }
        : undefined;
  if (firstGap && isAfter(step, firstGap)) step = firstGap;
  return { ...progress, step, assessments };
}

/** Steps after the welcome: two passes of questions, then implementation, organisation and review. */
export const ASSESSMENT_STEP_COUNT = 2 * QUESTIONS_PER_PASS + 3;

/** The 0-based position of a step among the assessment's steps (the welcome counts as the first question's). */
export function assessmentStepPosition(step: WizardStep): number {
  switch (step.phase) {
    case 'welcome':
      return 0;
    case 'target':
      return step.questionIndex;
    case 'current':
      return QUESTIONS_PER_PASS + step.questionIndex;
    case 'implementation':
      return 2 * QUESTIONS_PER_PASS;
    case 'organisation':
      return 2 * QUESTIONS_PER_PASS + 1;
    case 'review':
      return 2 * QUESTIONS_PER_PASS + 2;
  }
}

/** The step's name in the address (`?step=`): "target-1" to "target-8", "current-1" …, "implementation", "organisation", "review"; none for the welcome. */
export function wizardStepParam(step: WizardStep): string | undefined {
  if (step.phase === 'welcome') return undefined;
  return 'questionIndex' in step ? `${step.phase}-${step.questionIndex + 1}` : step.phase;
}

/** The step an address names, or undefined when it names none. */
export function wizardStepFromParam(param: string): WizardStep | undefined {
  if (param === 'implementation' || param === 'organisation' || param === 'review') return { phase: param };
  const question = /^(target|current)-([1-9]\d*)$/.exec(param);
  const number = Number(question?.[2]);
  if (!question || number > QUESTIONS_PER_PASS) return undefined;
  return { phase: question[1] === 'target' ? 'target' : 'current', questionIndex: number - 1 };
}

/** An answer in words for the review: "Maturity Level Two" for a target or a current level, or "Not answered". */
export function answerInWords(pass: 'target' | 'current', level: number | undefined): string {
  if (level === undefined) return 'Not answered';
  return pass === 'target' ? targetLabel(level) : levelLabel(level);
}
