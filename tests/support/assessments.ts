import { CONTROL_IDS, type ControlId } from '../../src/domain/controls';

/** Levels for every control, built from one value or a function of the control. */
export function allControls(level: number | ((id: ControlId, index: number) => number)): Record<ControlId, number> {
  return Object.fromEntries(
    CONTROL_IDS.map((id, index) => [id, typeof level === 'number' ? level : level(id, index)]),
  ) as Record<ControlId, number>;
}

/** A valid completed assessment body for POST /api/assessments; override any field. */
export function completedAssessmentBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    status: 'completed',
    targetAssessments: allControls(3),
    assessments: allControls((_id, index) => index % 4),
    timeline: '12months',
    priorities: ['multi-factor-authentication', 'regular-backups'],
    constraints: 'Two people in IT; budget approved for next financial year.',
    organizationName: 'Acme Widgets Pty Ltd',
    respondentName: 'Jane Citizen',
    respondentEmail: 'jane@acme.example',
    ...overrides,
  };
}
