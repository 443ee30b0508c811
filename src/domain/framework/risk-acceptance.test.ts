import { describe, expect, it } from 'vitest';
import { completedDetailedOn } from '../detailed-assessment';
import { exceptionsRegister } from '../exceptions-register';
import { MAX_NAME_LENGTH } from '../constants';
import { REQUIREMENTS } from './catalogue';
import { requirementAnswerSchema } from './outcomes';
import { lacksRiskAcceptance, RISK_ACCEPTANCE_NOT_RECORDED, riskAcceptanceReviewText, withoutRiskAcceptance } from './risk-acceptance';
import { detailedAssessment, detailedAssessmentBody, detailedOutcomes, TEST_DAY } from '../../../tests/support/assessments';

const backups = REQUIREMENTS.filter((requirement) => requirement.strategy === 'regular-backups');
const [first, second, third] = backups;
const alternate = { outcome: 'alternate-control', evidence: '', justification: 'The provider keeps offline copies.', reviewBy: '2027-05-31' } as const;

describe('who accepted the residual risk of an alternate control', () => {
  it('is missing for an alternate control with no name or a name of spaces only, and only for an alternate control', () => {
    expect(lacksRiskAcceptance(alternate)).toBe(true);
    expect(lacksRiskAcceptance({ ...alternate, approvedBy: '  ' })).toBe(true);
    expect(lacksRiskAcceptance({ ...alternate, approvedBy: 'Sam Lee, Chief Executive Officer' })).toBe(false);
    expect(lacksRiskAcceptance({ outcome: 'not-applicable' })).toBe(false);
    expect(lacksRiskAcceptance({ outcome: 'effective' })).toBe(false);
    expect(lacksRiskAcceptance(undefined)).toBe(false);
  });

  it('is parsed by the answer schema as a trimmed name and role of at most 200 characters, without a NUL', () => {
    expect(requirementAnswerSchema.parse({ ...alternate, approvedBy: '  Sam Lee, Chief Executive Officer ' }).approvedBy).toBe('Sam Lee, Chief Executive Officer');
    expect(requirementAnswerSchema.parse(alternate).approvedBy).toBeUndefined();
    expect(requirementAnswerSchema.safeParse({ ...alternate, approvedBy: 'x'.repeat(MAX_NAME_LENGTH) }).success).toBe(true);
    expect(requirementAnswerSchema.safeParse({ ...alternate, approvedBy: 'x'.repeat(MAX_NAME_LENGTH + 1) }).error?.issues[0]?.message).toBe(
      'Who accepted the residual risk must be at most 200 characters',
    );
    expect(requirementAnswerSchema.safeParse({ ...alternate, approvedBy: 'Sam\u0000Lee' }).error?.issues[0]?.message).toBe('Must not contain a NUL character');
    expect(requirementAnswerSchema.safeParse({ ...alternate, approvedBy: 42 }).error?.issues[0]?.message).toBe('Who accepted the residual risk must be given as text');
  });

  it('is not needed to complete an assessment: an alternate control without it passes the completed check', () => {
    const body = detailedAssessmentBody({ requirementOutcomes: { ...detailedOutcomes(), [first!.id]: alternate } });
    expect(completedDetailedOn(TEST_DAY).safeParse(body).success).toBe(true);
  });

  it('lists the alternate controls without it, in catalogue order, and says how many in words', () => {
    const answers = { [third!.id]: alternate, [first!.id]: { ...alternate, approvedBy: ' ' }, [second!.id]: { ...alternate, approvedBy: 'Head of IT' } };
    expect(withoutRiskAcceptance(answers, REQUIREMENTS).map((requirement) => requirement.id)).toEqual([first!.id, third!.id]);
    expect(withoutRiskAcceptance({}, REQUIREMENTS)).toEqual([]);
    expect(riskAcceptanceReviewText(1)).toBe('1 alternate control has no one named as accepting its residual risk.');
    expect(riskAcceptanceReviewText(2)).toBe('2 alternate controls have no one named as accepting their residual risk.');
  });

  it('is shown in the exceptions register: the name given, a warning in words for an alternate control without one, "Not recorded" for other outcomes', () => {
    const assessment = detailedAssessment({
      [first!.id]: alternate,
      [second!.id]: { ...alternate, approvedBy: 'Sam Lee, Chief Executive Officer' },
      [third!.id]: { outcome: 'not-applicable', evidence: '', justification: 'No such systems.' },
    });
    const register = exceptionsRegister(assessment, TEST_DAY);
    expect(register.map(({ requirementId, approvedBy, riskAcceptanceMissing }) => ({ requirementId, approvedBy, riskAcceptanceMissing }))).toEqual([
      { requirementId: first!.id, approvedBy: RISK_ACCEPTANCE_NOT_RECORDED, riskAcceptanceMissing: true },
      { requirementId: second!.id, approvedBy: 'Sam Lee, Chief Executive Officer', riskAcceptanceMissing: false },
      { requirementId: third!.id, approvedBy: 'Not recorded', riskAcceptanceMissing: false },
    ]);
    expect(RISK_ACCEPTANCE_NOT_RECORDED).toMatch(/^Not recorded\. Warning: ASD's Essential Eight Assessment Process Guide asks that an appropriate authority accept/);
  });
});
