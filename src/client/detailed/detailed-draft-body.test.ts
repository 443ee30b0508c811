import { describe, expect, it } from 'vitest';
import { draftDetailedSchema } from '../../domain/detailed-assessment';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { detailedDraftBody } from './detailed-draft-body';
import { EMPTY_DETAILED_PROGRESS } from '../progress/detailed-progress';

const [first] = REQUIREMENTS;

describe('detailedDraftBody', () => {
  it('sends the targets and answers so far with the strategy step, in the shape the server accepts', () => {
    const progress = {
      ...EMPTY_DETAILED_PROGRESS,
      targetAssessments: { 'application-control': 2 as const },
      requirementOutcomes: first ? { [first.id]: { outcome: 'effective' as const, evidence: 'Policy' } } : {},
    };
    const { body, leftOut } = detailedDraftBody(progress, 'strategy-2');
    expect(leftOut).toEqual([]);
    expect(body).toMatchObject({ status: 'draft', kind: 'detailed', resumeStep: 'strategy-2', targetAssessments: { 'application-control': 2 } });
    expect(draftDetailedSchema.parse(body).requirementOutcomes).toEqual(progress.requirementOutcomes);
  });

  it('sends unconfirmed suggestions with the answers, so a resumed draft shows them', () => {
    const answers = first ? { [first.id]: { outcome: 'not-assessed' as const, suggestedOutcome: 'effective' as const, evidence: '' } } : {};
    const { body, leftOut } = detailedDraftBody({ ...EMPTY_DETAILED_PROGRESS, requirementOutcomes: answers }, 'strategy-1');
    expect(leftOut).toEqual([]);
    expect(draftDetailedSchema.parse(body).requirementOutcomes).toEqual(answers);
  });
});
