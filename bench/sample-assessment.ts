import { TEST_DAY } from '../tests/support/assessments';
import type { Assessment } from '../src/domain/assessment';
import { CONTROL_IDS } from '../src/domain/controls';
import { achievedLevels } from '../src/domain/detailed-assessment';
import { REQUIREMENTS } from '../src/domain/framework/catalogue';
import type { Outcome, RequirementAnswers } from '../src/domain/framework/outcomes';

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
    resumeStep: null,
    requirementOutcomes: {},
  };
}

const LONG_LINK = `https://sharepoint.acme.example/sites/IT/Shared%20Documents/Essential-Eight/Evidence/2026/Backups/restore-test-${'0123456789abcdef'.repeat(4)}.pdf?web=1&download=0`;

/** An evidence note at the 2,000-character limit: several lines, and one link far too long for a line. */
function longEvidenceNote(): string {
  const opening = [
    'Restore test of 14 October 2026: the finance file share was restored to the isolated recovery network from the weekly backup.',
    `Report: ${LONG_LINK}`,
    '',
  ].join('\n');
  const sentence = 'The restore took four hours and ten minutes against a target of four hours; two application settings had to be re-entered by hand. ';
  return (opening + sentence.repeat(20)).slice(0, 2000);
}

/**
 * A realistic detailed assessment for report previews: most requirements effective, some with
 * evidence; regular backups held at level zero by a failed restore test (a 2,000-character note with
 * a long link), patch applications at one, multi-factor authentication at two, a few not applicable.
 */
export function sampleDetailedAssessment(organizationName: string): Assessment {
  const answers: RequirementAnswers = Object.fromEntries(REQUIREMENTS.map((requirement) => [requirement.id, { outcome: 'effective', evidence: '' }]));
  const set = (id: string, outcome: Outcome, evidence = '') => {
    if (!answers[id]) throw new Error(`No requirement ${id} in the catalogue`);
    answers[id] = { outcome, evidence };
  };
  set('application-control-workstations', 'effective', 'Windows Defender Application Control in enforced mode on all 240 workstations; policy export of 3 November 2026.');
  set('regular-backups-restoration-tested', 'ineffective', longEvidenceNote());
  set('regular-backups-synchronised-common-point-in-time', 'no-visibility', 'The SaaS backups run on their own schedule;\nno record shows a common point in time.');
  set('regular-backups-privileged-cannot-modify-or-delete', 'not-implemented');
  set('patch-applications-other-applications-1m', 'ineffective', 'Line-of-business applications are patched quarterly.');
  set('patch-applications-scan-other-applications-fortnightly', 'not-assessed');
  set('patch-applications-office-browser-email-pdf-security-critical-48h', 'not-applicable', 'Handled by the vendor under the managed desktop contract.');
  set('multi-factor-authentication-workstation-logs-analysed', 'not-implemented', 'Workstation logs are collected but nobody reviews them.');
  set('multi-factor-authentication-customers-phishing-resistant-option', 'not-applicable', 'No online customer services.');
  set('multi-factor-authentication-own-online-customer-services', 'not-applicable', 'No online customer services.');
  set('user-application-hardening-internet-explorer-11-disabled-or-removed', 'alternate-control', 'Internet Explorer 11 is removed from the standard image.');
  const targets = [3, 2, 2, 3, 3, 2, 3, 3];
  return {
    ...sampleAssessment(organizationName),
    id: '00000000-0000-4000-8000-000000000002',
    kind: 'detailed',
    targetAssessments: Object.fromEntries(CONTROL_IDS.map((id, index) => [id, targets[index]!])),
    requirementOutcomes: answers,
    assessments: achievedLevels(answers, TEST_DAY),
  };
}
