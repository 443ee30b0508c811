import { randomUUID } from 'node:crypto';
import { CONTROL_IDS, type ControlId } from '../../src/domain/controls';
import type { Assessment } from '../../src/domain/assessment';
import { achievedLevels, evidenceLevels } from '../../src/domain/detailed-assessment';
import { REQUIREMENTS } from '../../src/domain/framework/catalogue';
import { sharedWith } from '../../src/domain/framework/shared-requirements';
import type { Outcome, RequirementAnswer, RequirementAnswers } from '../../src/domain/framework/outcomes';

/** Levels for every control, built from one value or a function of the control. */
export function allControls(level: number | ((id: ControlId, index: number) => number)): Record<ControlId, number> {
  return Object.fromEntries(
    CONTROL_IDS.map((id, index) => [id, typeof level === 'number' ? level : level(id, index)]),
  ) as Record<ControlId, number>;
}

/** The current levels of `completedAssessmentBody`: every level from zero to three, two strategies at each. */
export const COMPLETED_LEVELS: Record<ControlId, number> = {
  'patch-applications': 1,
  'patch-operating-systems': 1,
  'multi-factor-authentication': 2,
  'restrict-administrative-privileges': 0,
  'application-control': 0,
  'configure-microsoft-office-macro-settings': 2,
  'user-application-hardening': 3,
  'regular-backups': 3,
};

/** A valid completed assessment body for POST /api/assessments; override any field. */
export function completedAssessmentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    status: 'completed',
    targetAssessments: allControls(3),
    assessments: { ...COMPLETED_LEVELS },
    timeline: '12months',
    priorities: ['multi-factor-authentication', 'regular-backups'],
    constraints: 'Two people in IT; budget approved for next financial year.',
    organizationName: 'Acme Widgets Pty Ltd',
    respondentName: 'Jane Citizen',
    respondentEmail: 'jane@acme.example',
    ...overrides,
  };
}

/** The day the fixtures are made and read on: the UTC day of `detailedAssessment`'s save. */
export const TEST_DAY = '2026-11-22';

/** The level each strategy of `detailedAssessmentBody` achieves: Maturity Level One overall, held there by three strategies. */
export const DETAILED_ACHIEVED_LEVELS: Record<ControlId, number> = allControls((_id, index) => [1, 2, 1, 1, 2, 2, 3, 2][index] ?? 0);

/**
 * The outcomes of `detailedAssessmentBody`: each strategy's requirements effective up to its level in
 * `DETAILED_ACHIEVED_LEVELS` (with a note of evidence), those first of the next level not
 * implemented, the rest not assessed. A requirement several strategies share has one answer, as for
 * the highest of their levels (each strategy still stops at its own level, held by its own requirements).
 */
export function detailedOutcomes(): Record<string, RequirementAnswer> {
  return Object.fromEntries(
    REQUIREMENTS.map((requirement) => {
      const first = Math.min(...requirement.levels);
      const achieved = Math.max(...[requirement, ...sharedWith(requirement.id)].map((same) => DETAILED_ACHIEVED_LEVELS[same.strategy]));
      const outcome: Outcome = first <= achieved ? 'effective' : first === achieved + 1 ? 'not-implemented' : 'not-assessed';
      return [requirement.id, { outcome, evidence: outcome === 'effective' ? 'Checked on site; configuration exported.' : '' }];
    }),
  );
}

/** A valid completed detailed assessment body for POST /api/assessments, targeting Maturity Level Two everywhere; override any field. */
export function detailedAssessmentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { assessments: _ratings, ...quick } = completedAssessmentBody();
  return { ...quick, kind: 'detailed', targetAssessments: allControls(2), requirementOutcomes: detailedOutcomes(), ...overrides };
}

/**
 * A completed detailed assessment: every requirement effective, then the given answers by requirement
 * id; its current levels and levels supported by evidence are worked out from the answers, as the store does on
 * save. Override any field.
 */
export function detailedAssessment(
  answers: RequirementAnswers = {},
  overrides: Partial<Omit<Assessment, 'kind' | 'requirementOutcomes' | 'assessments'>> = {},
): Assessment {
  const requirementOutcomes: RequirementAnswers = {
    ...Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, { outcome: 'effective' as const, evidence: '' }])),
    ...answers,
  };
  return {
    id: '00000000-0000-4000-8000-0000000de7a1',
    status: 'completed',
    createdAt: Date.UTC(2026, 10, 22, 1),
    updatedAt: Date.UTC(2026, 10, 22, 1),
    organizationName: 'Acme Widgets Pty Ltd',
    respondentName: 'Jane Citizen',
    respondentEmail: 'jane@acme.example',
    targetAssessments: allControls(3),
    timeline: '12months',
    priorities: ['regular-backups'],
    constraints: 'Two people in IT.',
    resumeStep: null,
    ...overrides,
    kind: 'detailed',
    requirementOutcomes,
    assessments: achievedLevels(requirementOutcomes, TEST_DAY),
    evidenceLevels: evidenceLevels(requirementOutcomes, TEST_DAY),
  };
}

/** A completed quick check as the store keeps it, with a fresh id; override any field. */
export function quickAssessment(overrides: Partial<Assessment> = {}): Assessment {
  return {
    id: randomUUID(),
    status: 'completed',
    kind: 'quick',
    createdAt: 1_795_000_000_000,
    updatedAt: 1_795_000_000_000,
    organizationName: 'Store Test Pty Ltd',
    respondentName: 'Ada',
    respondentEmail: 'ada@store.example',
    targetAssessments: allControls(3),
    assessments: {
      'patch-applications': 1,
      'patch-operating-systems': 1,
      'multi-factor-authentication': 2,
      'restrict-administrative-privileges': 0,
      'application-control': 0,
      'configure-microsoft-office-macro-settings': 2,
      'user-application-hardening': 3,
      'regular-backups': 3,
    },
    timeline: '6months',
    priorities: ['regular-backups'],
    constraints: 'None',
    resumeStep: null,
    requirementOutcomes: {},
    ...overrides,
  };
}
