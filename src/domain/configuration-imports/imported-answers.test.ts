import { describe, expect, it } from 'vitest';
import type { Proposal } from './export-reading';
import { acceptProposals, currentImports, importedAnswerCount, importedAnswersLine, proposalState, withVerifiedImports, type ImportedExport } from './imported-answers';
import { acceptProposalsAsFindings, findingProposalState } from './imported-findings';
import { achievedLevels, evidenceLevels } from '../detailed-assessment';
import { REQUIREMENTS } from '../framework/catalogue';
import { TEST_DAY } from '../../../tests/support/assessments';

const MACROS = 'configure-microsoft-office-macro-settings-disabled-without-business-requirement';
const INTERNET = 'configure-microsoft-office-macro-settings-internet-files-blocked';
// ISM-1815, event logs protected, is one requirement the model lists under four strategies.
const LOGS = 'application-control-event-logs-protected';
const LOGS_ELSEWHERE = 'restrict-administrative-privileges-event-logs-protected';

const proposal = (requirementId: string, outcome: Proposal['outcome'] = 'effective'): Proposal => ({
  requirementId,
  outcome,
  read: `Read for ${requirementId} → ${outcome}`,
  testMethod: 'configuration-copy',
});
const exported = (id: string, proposals: Proposal[], overrides: Partial<ImportedExport> = {}): ImportedExport => ({
  id,
  title: `Group Policy report of ‘${id}’`,
  sourceKey: `group-policy:${id}`,
  producedAt: Date.UTC(2026, 10, 1),
  importedAt: Date.UTC(2026, 10, 20),
  proposals,
  ...overrides,
});

describe('currentImports', () => {
  it('keeps the newest export of each source by the time the file says, then by when it was imported', () => {
    const older = exported('a', [], { sourceKey: 'group-policy:X', producedAt: Date.UTC(2026, 9, 1), importedAt: Date.UTC(2026, 10, 25) });
    const newer = exported('b', [], { sourceKey: 'group-policy:X', producedAt: Date.UTC(2026, 10, 1), importedAt: Date.UTC(2026, 10, 2) });
    const undated = exported('c', [], { sourceKey: 'computer:Y', producedAt: null, importedAt: 1 });
    const undatedLater = exported('d', [], { sourceKey: 'computer:Y', producedAt: null, importedAt: 2 });
    expect(currentImports([older, newer, undated, undatedLater]).map((entry) => entry.id)).toEqual(['b', 'd']);
  });
});

describe('acceptProposals', () => {
  it('makes an open proposal the answer: its outcome, what was read as evidence, the grade of a copy of the configuration, and its source', () => {
    const entry = exported('a', [proposal(MACROS)]);
    const { answers, accepted } = acceptProposals({ [MACROS]: { outcome: 'not-assessed', suggestedOutcome: 'effective', evidence: 'Checked the GPO.' } }, [entry], 'all');
    expect(accepted).toEqual([MACROS]);
    expect(answers[MACROS]).toEqual({
      outcome: 'effective',
      evidence: `Checked the GPO.\nRead for ${MACROS} → effective`,
      evidenceQuality: 'fair',
      importedFrom: { importId: 'a', source: entry.title },
    });
  });

  it('never applies a proposal over a different answer: it is a disagreement; a better grade already given is kept', () => {
    const entry = exported('a', [proposal(MACROS), proposal(INTERNET)]);
    const given = { [MACROS]: { outcome: 'ineffective' as const, evidence: 'Users can enable macros.' }, [INTERNET]: { outcome: 'effective' as const, evidence: '', evidenceQuality: 'good' as const } };
    const result = acceptProposals(given, [entry], 'all');
    expect(result.disagreements).toEqual([MACROS]);
    expect(result.answers[MACROS]).toEqual(given[MACROS]);
    expect(result.answers[INTERNET]).toMatchObject({ outcome: 'effective', evidenceQuality: 'good', importedFrom: { importId: 'a' } });
    expect(proposalState(result.answers[INTERNET], 'a', proposal(INTERNET))).toBe('accepted');
    expect(proposalState(given[MACROS], 'a', proposal(MACROS))).toBe('disagrees');
    expect(proposalState(undefined, 'a', proposal(MACROS))).toBe('open');
    expect(proposalState({ outcome: 'effective' }, 'a', proposal(MACROS))).toBe('agrees');
  });

  it('leaves a requirement two current imports propose differently for when all are accepted, and takes the one chosen by name', () => {
    const gpo = exported('a', [proposal(MACROS, 'effective')]);
    const intune = exported('b', [proposal(MACROS, 'ineffective')], { sourceKey: 'intune-policy:b' });
    expect(acceptProposals({}, [gpo, intune], 'all')).toMatchObject({ accepted: [], conflicts: [MACROS] });
    expect(acceptProposals({}, [gpo, intune], [{ importId: 'b', requirementId: MACROS }]).answers[MACROS]?.outcome).toBe('ineffective');
  });

  it('offers no proposal of a superseded export', () => {
    const older = exported('a', [proposal(MACROS, 'ineffective')], { sourceKey: 'group-policy:X', producedAt: 1 });
    const newer = exported('b', [proposal(INTERNET)], { sourceKey: 'group-policy:X', producedAt: 2 });
    expect(acceptProposals({}, [older, newer], 'all').accepted).toEqual([INTERNET]);
    expect(acceptProposals({}, [older, newer], [{ importId: 'a', requirementId: MACROS }]).accepted).toEqual([]);
  });

  it('answers a requirement the model lists under several strategies in each of them, and counts it once per entry', () => {
    const { answers } = acceptProposals({}, [exported('a', [proposal(LOGS)])], 'all');
    expect(answers[LOGS_ELSEWHERE]).toEqual(answers[LOGS]);
    expect(withVerifiedImports(answers, [exported('a', [proposal(LOGS)])])[LOGS_ELSEWHERE]?.importedFrom?.importId).toBe('a');
    expect(importedAnswerCount(answers)).toBeGreaterThanOrEqual(2);
  });
});

describe('the level supported by evidence', () => {
  it('counts an accepted imported answer at the grade of its method, Fair: the level by the answers rises, the level supported by evidence does not', () => {
    const macros = REQUIREMENTS.filter((requirement) => requirement.strategy === 'configure-microsoft-office-macro-settings' && requirement.levels.includes(1));
    const { answers } = acceptProposals({}, [exported('a', macros.map((requirement) => proposal(requirement.id)))], 'all');
    expect(achievedLevels(answers, TEST_DAY)['configure-microsoft-office-macro-settings']).toBe(1);
    expect(evidenceLevels(answers, TEST_DAY)['configure-microsoft-office-macro-settings']).toBe(0);
    const liveLook = Object.fromEntries(Object.entries(answers).map(([id, answer]) => [id, answer && { ...answer, evidenceQuality: 'good' as const }]));
    expect(evidenceLevels(liveLook, TEST_DAY)['configure-microsoft-office-macro-settings']).toBe(1);
  });
});

describe('withVerifiedImports', () => {
  it('keeps a source only where its import proposed the answer’s outcome, with the import’s own title', () => {
    const entry = exported('a', [proposal(MACROS), proposal(INTERNET)]);
    const answers = {
      [MACROS]: { outcome: 'effective' as const, evidence: '', importedFrom: { importId: 'a', source: 'Something else' } },
      [INTERNET]: { outcome: 'ineffective' as const, evidence: '', importedFrom: { importId: 'a', source: entry.title } },
      'regular-backups-performed-and-retained': { outcome: 'effective' as const, evidence: '', importedFrom: { importId: 'zzz', source: 'A scanner' } },
    };
    const verified = withVerifiedImports(answers, [entry]);
    expect(verified[MACROS]?.importedFrom).toEqual({ importId: 'a', source: entry.title });
    expect(verified[INTERNET]).toEqual({ outcome: 'ineffective', evidence: '' });
    expect(verified['regular-backups-performed-and-retained']).toEqual({ outcome: 'effective', evidence: '' });
  });

  it('counts the answers imported in words for the results and reports', () => {
    expect(importedAnswersLine({})).toBe('');
    expect(importedAnswersLine({ [MACROS]: { outcome: 'effective', evidence: '', importedFrom: { importId: 'a', source: 'x' } } })).toBe(
      '1 answer came from configuration imported from the organisation’s systems, each graded as a copy of the configuration reviewed.',
    );
  });
});

describe('acceptProposalsAsFindings', () => {
  it('makes findings of open proposals, tested by a copy of the configuration and graded fair, and leaves a differing finding as a disagreement', () => {
    const entry = exported('a', [proposal(MACROS), proposal(INTERNET, 'ineffective'), proposal('regular-backups-performed-and-retained', 'alternate-control')]);
    const findings = new Map([[INTERNET, { outcome: 'effective' as const, note: 'Tested by opening a file from the internet.' }]]);
    const result = acceptProposalsAsFindings(findings, [entry], 'all');
    expect(result).toMatchObject({ accepted: [MACROS], disagreements: [INTERNET], conflicts: ['regular-backups-performed-and-retained'] });
    expect(result.findings).toEqual([
      {
        findingId: MACROS,
        input: { outcome: 'effective', testMethod: 'configuration-copy', evidenceQuality: 'fair', note: `From the ${entry.title}: Read for ${MACROS} → effective`, acceptedBy: '', version: 0 },
      },
    ]);
    expect(findingProposalState({ outcome: 'effective', note: result.findings[0]?.input.note ?? '' }, entry, proposal(MACROS))).toBe('accepted');
  });
});
