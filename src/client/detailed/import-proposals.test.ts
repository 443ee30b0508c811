import { describe, expect, it } from 'vitest';
import type { ImportView, ProposalView } from '../../domain/configuration-imports/import-views';
import { sameRequirementIds } from '../../domain/framework/shared-requirements';
import { acceptableCount, acceptImported, proposalsBeside, proposalsByStrategy, stateInWords, withImport } from './import-proposals';

const DISABLED = 'configure-microsoft-office-macro-settings-disabled-without-business-requirement';
const INTERNET = 'configure-microsoft-office-macro-settings-internet-files-blocked';
const SHARED_MFA = 'multi-factor-authentication-event-logs-protected';
const SHARED_HARDENING = 'user-application-hardening-event-logs-protected';
const APPLICATION_CONTROL = 'application-control-workstations';

function proposal(requirementId: string, outcome: ProposalView['outcome'] = 'effective'): ProposalView {
  return { requirementId, outcome, read: `Read for ${requirementId} → Effective`, testMethod: 'configuration-copy', evidenceQuality: 'fair', state: 'open' };
}

function view(id: string, overrides: Partial<ImportView> = {}): ImportView {
  return {
    id,
    fileName: 'report.xml',
    format: 'group-policy-report',
    importerVersion: 1,
    title: `Group Policy report of ‘Office Macros’ (${id.slice(0, 4)})`,
    sourceKey: 'group-policy:{macros}',
    sha256: '0'.repeat(64),
    producedAt: 1_000,
    importedAt: 2_000,
    importedBy: 'the respondent',
    current: true,
    proposals: [proposal(DISABLED), proposal(INTERNET, 'ineffective')],
    notes: [],
    evidenceFileIds: [],
    ...overrides,
  };
}

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';

describe('an import’s proposals beside the answers in this browser', () => {
  it('groups the proposals by strategy, in the order the assessment asks them, with where each stands', () => {
    const imported = view(FIRST, { proposals: [proposal(INTERNET), proposal(APPLICATION_CONTROL), proposal(DISABLED, 'ineffective')] });
    const groups = proposalsByStrategy(imported, { [DISABLED]: { outcome: 'effective', evidence: '' } });
    expect(groups.map((group) => [group.title, group.proposals.map((entry) => [entry.requirement.id, entry.state])])).toEqual([
      ['Application control', [[APPLICATION_CONTROL, 'open']]],
      [
        'Restrict Microsoft Office macros',
        [
          [DISABLED, 'disagrees'],
          [INTERNET, 'open'],
        ],
      ],
    ]);
  });

  it('leaves out a proposal for a requirement the catalogue does not hold', () => {
    expect(proposalsByStrategy(view(FIRST, { proposals: [proposal('no-such-requirement')] }), {})).toEqual([]);
  });

  it('accepts one proposal chosen, giving it to every strategy’s entry of the same requirement', () => {
    expect(sameRequirementIds(SHARED_MFA)).toContain(SHARED_HARDENING);
    const imported = view(FIRST, { proposals: [proposal(SHARED_MFA), proposal(DISABLED)] });
    const { answers, accepted } = acceptImported({}, [imported], [{ importId: FIRST, requirementId: SHARED_MFA }]);
    expect(accepted).toEqual([SHARED_MFA]);
    expect(answers[SHARED_HARDENING]).toEqual(answers[SHARED_MFA]);
    expect(answers[SHARED_MFA]).toMatchObject({ outcome: 'effective', evidenceQuality: 'fair', importedFrom: { importId: FIRST, source: imported.title } });
    expect(answers[DISABLED]).toBeUndefined();
  });

  it('counts for “Accept all” the proposals that are open or agree, never one that disagrees', () => {
    const imported = view(FIRST);
    expect(acceptableCount({}, [imported])).toBe(2);
    expect(acceptableCount({ [DISABLED]: { outcome: 'ineffective', evidence: '' } }, [imported])).toBe(1);
    const { answers } = acceptImported({}, [imported], 'all');
    expect(acceptableCount(answers, [imported])).toBe(0);
  });

  it('offers beside a requirement only the proposals of current imports that its answer is not yet', () => {
    const older = view(FIRST, { producedAt: 1_000, proposals: [proposal(DISABLED, 'ineffective')] });
    const newer = view(SECOND, { producedAt: 5_000, proposals: [proposal(DISABLED)] });
    const imports = withImport([older], newer);
    expect(imports.map((entry) => [entry.id, entry.current])).toEqual([
      [SECOND, true],
      [FIRST, false],
    ]);
    expect(proposalsBeside(DISABLED, imports, {}).map((entry) => [entry.importId, entry.state])).toEqual([[SECOND, 'open']]);
    expect(proposalsBeside(DISABLED, imports, { [DISABLED]: { outcome: 'ineffective', evidence: '' } }).map((entry) => entry.state)).toEqual(['disagrees']);
    expect(proposalsBeside(DISABLED, imports, { [DISABLED]: { outcome: 'effective', evidence: '' } })).toEqual([]);
    // Under the other strategy's entry of a shared requirement, too.
    const shared = view(FIRST, { proposals: [proposal(SHARED_MFA)] });
    expect(proposalsBeside(SHARED_HARDENING, [shared], {}).map((entry) => entry.proposal.requirementId)).toEqual([SHARED_MFA]);
  });

  it('says a disagreement with both outcomes, and never applies it', () => {
    expect(stateInWords('disagrees', 'ineffective', { outcome: 'effective' })).toBe('Your answer: Ineffective. The export shows Effective.');
    expect(stateInWords('accepted', 'effective', { outcome: 'effective' })).toBe('Accepted');
    const imported = view(FIRST);
    const { answers, disagreements } = acceptImported({ [DISABLED]: { outcome: 'ineffective', evidence: 'By hand.' } }, [imported], 'all');
    expect(disagreements).toEqual([DISABLED]);
    expect(answers[DISABLED]).toEqual({ outcome: 'ineffective', evidence: 'By hand.' });
  });
});
