import { describe, expect, it } from 'vitest';
import { FULL_EVIDENCE_ELSEWHERE, PDF_EVIDENCE_LENGTH, pdfEvidence } from './evidence-summary';

describe('the evidence the detailed PDF prints', () => {
  it('keeps a note up to the length whole', () => {
    const note = `Restore tested quarterly.\n${'x'.repeat(PDF_EVIDENCE_LENGTH - 26)}`;
    expect(note.length).toBe(PDF_EVIDENCE_LENGTH);
    expect(pdfEvidence(note)).toBe(note);
  });

  it('cuts a longer note at a word, keeps its line breaks and says where the full text is', () => {
    const note = `Backups run nightly.\n\n${'Restore tested with the owner on site, '.repeat(60)}`.trim();
    const printed = pdfEvidence(note);
    expect(printed.endsWith(FULL_EVIDENCE_ELSEWHERE)).toBe(true);
    const kept = printed.slice(0, -FULL_EVIDENCE_ELSEWHERE.length);
    expect(kept.length).toBeLessThanOrEqual(PDF_EVIDENCE_LENGTH);
    expect(kept.length).toBeGreaterThan(PDF_EVIDENCE_LENGTH - 45);
    expect(note.startsWith(kept)).toBe(true);
    expect(kept.startsWith('Backups run nightly.\n\nRestore')).toBe(true);
    // Ends at a whole word, without a trailing comma before the ellipsis.
    expect(kept).toMatch(/(Restore|tested|with|the|owner|on|site)$/);
  });

  it('cuts a note that is one long link where it reaches the length', () => {
    const link = `https://evidence.example/${'a'.repeat(400)}`;
    expect(pdfEvidence(link)).toBe(`${link.slice(0, PDF_EVIDENCE_LENGTH)}${FULL_EVIDENCE_ELSEWHERE}`);
  });
});
