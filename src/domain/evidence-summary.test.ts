import { describe, expect, it } from 'vitest';
import { FULL_EVIDENCE_ELSEWHERE, oneLineName, PDF_CONSTRAINTS_LINES, PDF_EVIDENCE_LENGTH, PDF_NOTE_LINES, pdfConstraints, pdfEvidence } from './evidence-summary';

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

  it('keeps at most a few lines of a note typed a line at a time, however short its lines', () => {
    const note = Array.from({ length: 120 }, (_, index) => `Check ${index + 1} done.`).join('\n');
    expect(pdfEvidence(note)).toBe(`${note.split('\n').slice(0, PDF_NOTE_LINES).join('\n').replace(/\.$/, '')}${FULL_EVIDENCE_ELSEWHERE}`);
  });

  it('squeezes a run of blank lines to one, so line breaks alone never fill a page', () => {
    expect(pdfEvidence(`Backups run nightly.${'\n'.repeat(1998)}Restore tested.`)).toBe('Backups run nightly.\n\nRestore tested.');
    expect(pdfEvidence(`a${'\n \n'.repeat(600)}b`)).toBe('a\n\nb');
  });
});

describe('the constraints the detailed PDF prints', () => {
  it('keeps up to ten lines, then says where the full text is', () => {
    const constraints = Array.from({ length: 400 }, (_, index) => `Constraint ${index + 1}.`).join('\n');
    const printed = pdfConstraints(constraints);
    expect(printed.split('\n')).toHaveLength(PDF_CONSTRAINTS_LINES);
    expect(printed.endsWith(`Constraint 10${FULL_EVIDENCE_ELSEWHERE}`)).toBe(true);
  });
});

describe('a name on one line', () => {
  it('joins its lines and runs of spaces with one space', () => {
    expect(oneLineName('Acme\n\nWidgets   Pty\tLtd ')).toBe('Acme Widgets Pty Ltd');
  });

  it('cuts a long name at a word with an ellipsis', () => {
    expect(oneLineName('Maximal Evidence Holdings Pty Ltd, Sydney Office', 30)).toBe('Maximal Evidence Holdings Pty…');
    expect(oneLineName('x'.repeat(80), 30)).toBe(`${'x'.repeat(30)}…`);
  });
});
