import { describe, expect, it } from 'vitest';
import { evidenceFilesIntro, evidenceReportGroups } from './evidence-report';
import { fileSizeInWords } from './evidence-files';
import { REQUIREMENTS } from './framework/catalogue';

describe('evidenceReportGroups', () => {
  it('groups files by requirement in catalogue order, each with its kind, size and hash', () => {
    const [first, second] = [REQUIREMENTS[0]!, REQUIREMENTS[5]!];
    const file = (id: string, requirementId: string, fileName: string) => ({ id, requirementId, fileName, size: 2048, mediaType: 'application/pdf' as const, sha256: 'b'.repeat(64) });
    const groups = evidenceReportGroups([file('6f1c3a52-8a3e-4d0b-9f43-3c1f2e9a7b11', second.id, 'later.pdf'), file('6f1c3a52-8a3e-4d0b-9f43-3c1f2e9a7b12', first.id, 'first.pdf')]);
    expect(groups.map((group) => group.requirementId)).toEqual([first.id, second.id]);
    expect(groups[0]).toEqual({ requirementId: first.id, requirementText: first.text, files: [{ fileName: 'first.pdf', kind: 'PDF', size: '2 KB', sha256: 'b'.repeat(64), byAssessor: false }] });
    expect(evidenceFilesIntro(groups)).toMatch(/^Files the respondent attached as evidence, kept with the assessment\. The SHA-256/);
  });

  it("marks the assessor's files, and says so before the list", () => {
    const file = (id: string, fileName: string, addedBy: 'respondent' | 'assessor') => ({ id, requirementId: REQUIREMENTS[0]!.id, fileName, size: 10, mediaType: 'image/png' as const, sha256: 'c'.repeat(64), addedBy });
    const groups = evidenceReportGroups([file('6f1c3a52-8a3e-4d0b-9f43-3c1f2e9a7b13', 'ours.png', 'respondent'), file('6f1c3a52-8a3e-4d0b-9f43-3c1f2e9a7b14', 'screenshot.png', 'assessor')]);
    expect(groups[0]?.files.map((listed) => [listed.fileName, listed.byAssessor])).toEqual([['ours.png', false], ['screenshot.png', true]]);
    expect(evidenceFilesIntro(groups)).toBe(
      'Files attached as evidence, kept with the assessment: the respondent\'s, and those marked "added by the assessor", which the consultant attached in review. The SHA-256 of each identifies its exact content: a copy with the same SHA-256 is the same file.',
    );
  });
});

describe('fileSizeInWords', () => {
  it('says bytes, kilobytes and megabytes', () => {
    expect(fileSizeInWords(1)).toBe('1 byte');
    expect(fileSizeInWords(900)).toBe('900 bytes');
    expect(fileSizeInWords(34 * 1024)).toBe('34 KB');
    expect(fileSizeInWords(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(fileSizeInWords(250 * 1024 * 1024)).toBe('250 MB');
  });
});
