import type { Assessment } from '../src/domain/assessment';
import { CONTROL_IDS } from '../src/domain/controls';

/** A realistic completed assessment for benchmarks and report previews. */
export function sampleAssessment(organizationName: string): Assessment {
  const targets = [3, 2, 2, 3, 3, 2, 3, 3];
  const currents = [1, 0, 2, 1, 3, 1, 2, 0];
  return {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'completed',
    kind: 'quick',
    createdAt: Date.UTC(2026, 10, 22, 1),
    updatedAt: Date.UTC(2026, 10, 22, 1),
    organizationName,
    respondentName: 'Jane Citizen',
    respondentEmail: 'jane@acme.example',
    targetAssessments: Object.fromEntries(CONTROL_IDS.map((id, index) => [id, targets[index]!])),
    assessments: Object.fromEntries(CONTROL_IDS.map((id, index) => [id, currents[index]!])),
    timeline: '12months',
    priorities: ['multi-factor-authentication', 'regular-backups'],
    constraints: 'A small IT team and a legacy finance system.',
    requirementOutcomes: {},
  };
}
