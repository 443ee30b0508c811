import { describe, expect, it } from 'vitest';
import { evidenceSummaryText, hasEvidence } from './evidence-summary';

describe('evidenceSummaryText', () => {
  it('offers to add evidence while none is given, spaces alone being none', () => {
    expect(evidenceSummaryText(undefined, 0)).toBe('Add evidence (optional)');
    expect(evidenceSummaryText({ evidence: '   ' }, 0)).toBe('Add evidence (optional)');
    expect(hasEvidence({ evidence: '   ' }, 0)).toBe(false);
  });

  it('says what is given: a note, its grade and how many files', () => {
    expect(evidenceSummaryText({ evidence: 'Seen in the console.', evidenceQuality: 'good' }, 2)).toBe('Evidence: a note, graded Good, 2 files');
    expect(evidenceSummaryText({ evidence: '' }, 1)).toBe('Evidence: 1 file');
    expect(hasEvidence({ evidence: '', evidenceQuality: 'poor' }, 0)).toBe(true);
  });
});
