import { describe, expect, it } from 'vitest';
import type { Requirement } from './requirement';
import type { RequirementAnswers } from './outcomes';
import {
  chooseOutcome,
  confirmAllAtLevel,
  confirmSuggestion,
  hasUnconfirmedSuggestion,
  unconfirmedAtLevel,
  unconfirmedCount,
  withoutStaleSuggestions,
} from './suggestions';

const CATALOGUE: Requirement[] = [
  { id: 'regular-backups-a', strategy: 'regular-backups', levels: [1, 2, 3], text: 'A', ism: [] },
  { id: 'regular-backups-b', strategy: 'regular-backups', levels: [1, 2], text: 'B', ism: [] },
  { id: 'regular-backups-c', strategy: 'regular-backups', levels: [2, 3], text: 'C', ism: [] },
  { id: 'application-control-a', strategy: 'application-control', levels: [1, 2, 3], text: 'D', ism: [] },
];

const suggested = { outcome: 'not-assessed', suggestedOutcome: 'effective', evidence: '' } as const;

function answers(): RequirementAnswers {
  return {
    'regular-backups-a': { ...suggested, evidence: 'Restore tested in May.' },
    'regular-backups-b': { outcome: 'ineffective', evidence: '' },
    'regular-backups-c': suggested,
    'application-control-a': suggested,
  };
}

describe('hasUnconfirmedSuggestion', () => {
  it('is true only for a suggestion beside Not assessed', () => {
    expect(hasUnconfirmedSuggestion(suggested)).toBe(true);
    expect(hasUnconfirmedSuggestion({ outcome: 'not-assessed', evidence: '' })).toBe(false);
    expect(hasUnconfirmedSuggestion({ outcome: 'ineffective', suggestedOutcome: 'effective', evidence: '' })).toBe(false);
    expect(hasUnconfirmedSuggestion(undefined)).toBe(false);
  });
});

describe('confirmSuggestion', () => {
  it('makes the suggestion the outcome and removes it, keeping the evidence', () => {
    expect(confirmSuggestion({ ...suggested, evidence: 'Seen.' })).toEqual({ outcome: 'effective', evidence: 'Seen.' });
  });

  it('leaves an answer without an unconfirmed suggestion as it was', () => {
    const chosen = { outcome: 'ineffective', evidence: '' } as const;
    expect(confirmSuggestion(chosen)).toBe(chosen);
  });
});

describe('chooseOutcome', () => {
  it('removes the suggestion whatever is chosen, even Not assessed', () => {
    expect(chooseOutcome(suggested, 'not-implemented')).toEqual({ outcome: 'not-implemented', evidence: '' });
    expect(chooseOutcome(suggested, 'not-assessed')).toEqual({ outcome: 'not-assessed', evidence: '' });
  });

  it('makes an answer of a requirement not answered before', () => {
    expect(chooseOutcome(undefined, 'effective')).toEqual({ outcome: 'effective', evidence: '' });
  });

  it('drops where an accepted import answer came from once another outcome is chosen, and keeps it when the same one is chosen again', () => {
    const imported = { outcome: 'effective' as const, evidence: 'Read from the policy.', importedFrom: { importId: '0b6d7d1e-3c1f-4f43-9a53-5d1b3a0e9f10', source: 'Group Policy report of ‘Office Macros’' } };
    expect(chooseOutcome(imported, 'ineffective')).toEqual({ outcome: 'ineffective', evidence: 'Read from the policy.' });
    expect(chooseOutcome(imported, 'effective')).toEqual(imported);
  });
});

describe('confirmAllAtLevel', () => {
  it("confirms only the strategy's requirements first listed at the level", () => {
    const confirmed = confirmAllAtLevel(answers(), 'regular-backups', 1, CATALOGUE);
    expect(confirmed).toEqual({
      'regular-backups-a': { outcome: 'effective', evidence: 'Restore tested in May.' },
      'regular-backups-b': { outcome: 'ineffective', evidence: '' },
      // First listed at level two, and another strategy's: left unconfirmed.
      'regular-backups-c': suggested,
      'application-control-a': suggested,
    });
  });

  it('changes nothing where the level holds no suggestion', () => {
    const before = answers();
    expect(confirmAllAtLevel(before, 'regular-backups', 3, CATALOGUE)).toEqual(before);
  });
});

describe('unconfirmedAtLevel and unconfirmedCount', () => {
  it('count the unconfirmed suggestions by strategy and first level', () => {
    expect(unconfirmedAtLevel(answers(), 'regular-backups', 1, CATALOGUE).map((requirement) => requirement.id)).toEqual(['regular-backups-a']);
    expect(unconfirmedAtLevel(answers(), 'regular-backups', 2, CATALOGUE).map((requirement) => requirement.id)).toEqual(['regular-backups-c']);
    expect(unconfirmedCount(answers(), 'regular-backups', CATALOGUE)).toBe(2);
    expect(unconfirmedCount(answers(), undefined, CATALOGUE)).toBe(3);
    expect(unconfirmedCount({}, undefined, CATALOGUE)).toBe(0);
  });
});

describe('withoutStaleSuggestions', () => {
  it('drops a suggestion beside a chosen outcome and keeps unconfirmed ones', () => {
    expect(withoutStaleSuggestions({ a: suggested, b: { outcome: 'ineffective', suggestedOutcome: 'effective', evidence: 'x' } })).toEqual({
      a: suggested,
      b: { outcome: 'ineffective', evidence: 'x' },
    });
  });
});
