import { describe, expect, it } from 'vitest';
import type { RequirementAnswer, RequirementAnswers } from './outcomes';
import type { Requirement } from './requirement';
import {
  answerEverywhere,
  differingSharedAnswers,
  filesOfSameRequirement,
  isAnsweredDifferently,
  isBlankAnswer,
  sameRequirementIds,
  sharedRequirementGroups,
  sharedWith,
  withSharedAnswers,
} from './shared-requirements';

const FOUR_STRATEGIES = ['application-control', 'user-application-hardening', 'restrict-administrative-privileges', 'multi-factor-authentication'];
const fourWays = (suffix: string) => FOUR_STRATEGIES.map((strategy) => `${strategy}-${suffix}`);

/**
 * Every requirement the model lists under several strategies, checked by hand against the model's
 * appendices: one ISM control, the same levels and, in the catalogue, the same words. A catalogue change
 * that splits one of them, or joins two that are not the same, fails here.
 */
const SHARED = [
  { ism: 'ISM-1815', levels: [2, 3], ids: fourWays('event-logs-protected') },
  { ism: 'ISM-1906', levels: [2, 3], ids: fourWays('internet-facing-server-logs-analysed') },
  { ism: 'ISM-1228', levels: [2, 3], ids: fourWays('cybersecurity-events-analysed') },
  { ism: 'ISM-0123', levels: [2, 3], ids: fourWays('incidents-reported-to-ciso') },
  { ism: 'ISM-0140', levels: [2, 3], ids: fourWays('incidents-reported-to-asd') },
  { ism: 'ISM-1819', levels: [2, 3], ids: fourWays('incident-response-plan-enacted') },
  { ism: 'ISM-1907', levels: [3], ids: fourWays('non-internet-facing-server-logs-analysed') },
  { ism: 'ISM-0109', levels: [3], ids: fourWays('workstation-logs-analysed') },
  { ism: 'ISM-1807', levels: [1, 2, 3], ids: ['patch-applications-asset-discovery-fortnightly', 'patch-operating-systems-asset-discovery-fortnightly'] },
  { ism: 'ISM-1808', levels: [1, 2, 3], ids: ['patch-applications-vulnerability-scanner-up-to-date', 'patch-operating-systems-scanner-up-to-date-database'] },
];

const answer = (outcome: RequirementAnswer['outcome'], evidence = ''): RequirementAnswer => ({ outcome, evidence });
const EVENT_LOGS = fourWays('event-logs-protected');
const [inApplicationControl = '', inHardening = '', inAdministration = '', inMfa = ''] = EVENT_LOGS;

describe('the requirements several strategies share', () => {
  it('are the ten the model lists under several strategies, each with one ISM control, the same levels and one wording', () => {
    const groups = sharedRequirementGroups();
    expect(groups.map((group) => ({ ism: group[0]?.ism.join(), levels: group[0]?.levels, ids: group.map((requirement) => requirement.id).toSorted() }))).toEqual(
      SHARED.map((shared) => ({ ...shared, ids: shared.ids.toSorted() })),
    );
    for (const group of groups) {
      expect(new Set(group.map((requirement) => requirement.text)).size, group[0]?.id).toBe(1);
      expect(new Set(group.map((requirement) => requirement.strategy)).size, group[0]?.id).toBe(group.length);
    }
  });

  it('groups by ISM controls and levels, never a requirement without an ISM number, nor one at other levels', () => {
    const entry = (id: string, ism: string[], levels: Requirement['levels']): Requirement => ({ id, strategy: 'regular-backups', text: id, ism, levels });
    const catalogue = [entry('a', ['ISM-0001', 'ISM-0002'], [2, 3]), entry('b', ['ISM-0002', 'ISM-0001'], [3, 2]), entry('c', ['ISM-0001', 'ISM-0002'], [3]), entry('d', [], [1]), entry('e', [], [1])];
    expect(sharedRequirementGroups(catalogue).map((group) => group.map((requirement) => requirement.id))).toEqual([['a', 'b']]);
  });

  it('names the same requirement in the other strategies, and a requirement not shared as itself alone', () => {
    expect(sameRequirementIds(inMfa)).toEqual(EVENT_LOGS);
    expect(sharedWith(inMfa).map((requirement) => requirement.strategy)).toEqual(['restrict-administrative-privileges', 'application-control', 'user-application-hardening']);
    expect(sameRequirementIds('regular-backups-restoration-tested')).toEqual(['regular-backups-restoration-tested']);
    expect(sharedWith('regular-backups-restoration-tested')).toEqual([]);
  });
});

describe('answerEverywhere', () => {
  it('gives the answer to every strategy that holds the requirement, and touches no other answer', () => {
    const others: RequirementAnswers = { 'regular-backups-restoration-tested': answer('ineffective') };
    const full: RequirementAnswer = { outcome: 'alternate-control', evidence: 'SIEM export', evidenceQuality: 'good', justification: 'Logs shipped to a write-once store', reviewBy: '2027-06-30', approvedBy: 'CISO' };
    const answered = answerEverywhere(others, inAdministration, full);
    for (const id of EVENT_LOGS) expect(answered[id], id).toEqual(full);
    expect(answered['regular-backups-restoration-tested']).toEqual(answer('ineffective'));
    expect(Object.keys(answered)).toHaveLength(5);
  });

  it('lets the newest answer win over one given before in another strategy', () => {
    const first = answerEverywhere({}, inApplicationControl, answer('effective'));
    const changed = answerEverywhere(first, inHardening, answer('ineffective', 'Logs can be deleted by the helpdesk'));
    for (const id of EVENT_LOGS) expect(changed[id]).toEqual(answer('ineffective', 'Logs can be deleted by the helpdesk'));
  });

  it('sets one answer for a requirement that is not shared', () => {
    expect(answerEverywhere({}, 'regular-backups-restoration-tested', answer('effective'))).toEqual({ 'regular-backups-restoration-tested': answer('effective') });
  });
});

describe('answers of a draft saved before answers were shared', () => {
  it('counts a blank answer as none: Not assessed with nothing written, a suggestion alone included', () => {
    expect(isBlankAnswer(undefined)).toBe(true);
    expect(isBlankAnswer({ outcome: 'not-assessed', evidence: ' ', suggestedOutcome: 'effective' })).toBe(true);
    expect(isBlankAnswer(answer('not-assessed', 'Asked the SOC'))).toBe(false);
    expect(isBlankAnswer({ outcome: 'not-assessed', evidence: '', evidenceQuality: 'poor' })).toBe(false);
    expect(isBlankAnswer(answer('ineffective'))).toBe(false);
  });

  it('carries an answer given in one strategy to the others left blank or missing', () => {
    const saved: RequirementAnswers = { [inHardening]: answer('effective', 'Write-once log store'), [inMfa]: { outcome: 'not-assessed', evidence: '', suggestedOutcome: 'effective' } };
    const shared = withSharedAnswers(saved);
    for (const id of EVENT_LOGS) expect(shared[id], id).toEqual(answer('effective', 'Write-once log store'));
  });

  it('keeps answers that differ as they are, and names their group, so neither is lost unseen', () => {
    const saved: RequirementAnswers = { [inApplicationControl]: answer('effective'), [inMfa]: answer('ineffective') };
    expect(withSharedAnswers(saved)).toBe(saved);
    expect(differingSharedAnswers(saved).map((group) => group.map((requirement) => requirement.id))).toEqual([EVENT_LOGS]);
    expect(isAnsweredDifferently(inHardening, saved)).toBe(true);
    expect(isAnsweredDifferently('regular-backups-restoration-tested', saved)).toBe(false);
    // The same answer twice is no difference; nor is a suggestion beside it.
    const alike: RequirementAnswers = { [inApplicationControl]: answer('effective'), [inMfa]: { ...answer('effective'), suggestedOutcome: 'effective' } };
    expect(differingSharedAnswers(alike)).toEqual([]);
    expect(withSharedAnswers(alike)[inHardening]).toEqual(answer('effective'));
  });

  it('leaves answers with nothing to share as they are', () => {
    const saved: RequirementAnswers = { 'regular-backups-restoration-tested': answer('effective') };
    expect(withSharedAnswers(saved)).toBe(saved);
    expect(differingSharedAnswers(saved)).toEqual([]);
  });
});

describe('filesOfSameRequirement', () => {
  it('gives a file attached in one strategy as evidence in each strategy holding the same requirement, and no other file', () => {
    const files = [
      { id: 'log-store', requirementId: inApplicationControl },
      { id: 'restore-test', requirementId: 'regular-backups-restoration-tested' },
      { id: 'siem', requirementId: inMfa },
    ];
    expect(filesOfSameRequirement(files, inAdministration).map((file) => file.id)).toEqual(['log-store', 'siem']);
    expect(filesOfSameRequirement(files, 'regular-backups-restoration-tested').map((file) => file.id)).toEqual(['restore-test']);
    expect(filesOfSameRequirement(files, 'regular-backups-performed-and-retained')).toEqual([]);
  });
});
