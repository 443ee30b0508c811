import { describe, expect, it } from 'vitest';
import { EVIDENCE_QUALITIES, EVIDENCE_QUALITY_IDS, evidenceQualitySchema, supportsRequirement } from './evidence-quality';
import { requirementAnswerSchema } from './outcomes';

describe('evidence quality', () => {
  it("has ASD's four grades, best first, each with a name and a meaning", () => {
    expect(EVIDENCE_QUALITY_IDS).toEqual(['excellent', 'good', 'fair', 'poor']);
    expect(EVIDENCE_QUALITY_IDS.map((grade) => EVIDENCE_QUALITIES[grade].label)).toEqual(['Excellent', 'Good', 'Fair', 'Poor']);
    expect(EVIDENCE_QUALITIES.excellent.meaning).toMatch(/simulated activity/);
    expect(EVIDENCE_QUALITIES.good.meaning).toMatch(/own interface/);
    expect(EVIDENCE_QUALITIES.fair.meaning).toMatch(/report or a screenshot/);
    expect(EVIDENCE_QUALITIES.poor.meaning).toMatch(/policy or a spoken statement/);
  });

  it('counts only good and excellent evidence as supporting a met requirement', () => {
    expect(EVIDENCE_QUALITY_IDS.filter((grade) => supportsRequirement(grade))).toEqual(['excellent', 'good']);
    expect(supportsRequirement(undefined)).toBe(false);
  });

  it('accepts only the four grades, with a message naming them', () => {
    expect(evidenceQualitySchema.safeParse('good').success).toBe(true);
    const wrong = evidenceQualitySchema.safeParse('great');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('Choose an evidence quality of excellent, good, fair or poor');
  });

  it('lets an answer carry a grade or none; a wrong grade fails at evidenceQuality', () => {
    expect(requirementAnswerSchema.parse({ outcome: 'effective', evidenceQuality: 'excellent' })).toEqual({ outcome: 'effective', evidence: '', evidenceQuality: 'excellent' });
    expect(requirementAnswerSchema.parse({ outcome: 'effective' })).toEqual({ outcome: 'effective', evidence: '' });
    const wrong = requirementAnswerSchema.safeParse({ outcome: 'effective', evidenceQuality: 'Good' });
    expect(wrong.error?.issues[0]?.path).toEqual(['evidenceQuality']);
  });
});
