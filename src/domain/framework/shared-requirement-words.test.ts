import { describe, expect, it } from 'vitest';
import type { RequirementAnswers } from './outcomes';
import { alsoCountsForText, differingAnswersText } from './shared-requirement-words';

const inApplicationControl = 'application-control-event-logs-protected';
const inMfa = 'multi-factor-authentication-event-logs-protected';

describe('the words under a shared requirement', () => {
  it("names the other strategies it also counts for, in ASD's order, and nothing for a requirement not shared", () => {
    expect(alsoCountsForText(inApplicationControl)).toBe('Also counts for: Multi-factor authentication, Restrict administrative privileges, User application hardening');
    expect(alsoCountsForText('patch-operating-systems-asset-discovery-fortnightly')).toBe('Also counts for: Patch applications');
    expect(alsoCountsForText('regular-backups-restoration-tested')).toBeUndefined();
  });

  it('names the strategies whose answer differs, and says an answer changed here becomes each one\'s', () => {
    const answers: RequirementAnswers = { [inApplicationControl]: { outcome: 'effective', evidence: '' }, [inMfa]: { outcome: 'ineffective', evidence: '' } };
    expect(differingAnswersText(inApplicationControl, answers)).toBe(
      'Answered differently for Multi-factor authentication (Ineffective): its outcome, evidence or details differ. An answer changed here becomes the answer for each of them.',
    );
    // Not answered here: both answers given elsewhere are named.
    expect(differingAnswersText('restrict-administrative-privileges-event-logs-protected', answers)).toContain('for Multi-factor authentication (Ineffective) and Application control (Effective):');
  });

  it('says nothing when the answers agree, or one strategy alone answered', () => {
    expect(differingAnswersText(inApplicationControl, { [inApplicationControl]: { outcome: 'effective', evidence: '' }, [inMfa]: { outcome: 'effective', evidence: '' } })).toBeUndefined();
    expect(differingAnswersText(inMfa, { [inApplicationControl]: { outcome: 'effective', evidence: '' } })).toBeUndefined();
  });
});
