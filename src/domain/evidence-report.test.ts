import { describe, expect, it } from 'vitest';
import { evidenceReportGroups } from './evidence-report';
import { fileSizeInWords } from './evidence-files';
import { REQUIREMENTS } from './framework/catalogue';

describe('evidenceReportGroups', () => {
  it('groups files by requirement in catalogue order, each with its kind, size and hash', () => {
    const [first, second] = [REQUIREMENTS[0]!, REQUIREMENTS[5]!];
    const file = (id: string, requirementId: string, fileName: string) => ({ id, requirementId, fileName, size: 2048, mediaType: 'application/pdf' as const, sha256: 'b'.repeat(64) });
    const groups = evidenceReportGroups([file('6f1c3a52-8a3e-4d0b-9f43-3c1f2e9a7b11', second.id, 'later.pdf'), file('6f1c3a52-8a3e-4d0b-9f43-3c1f2e9a7b12', first.id, 'first.pdf')]);
    expect(groups.map((group) => group.requirementId)).toEqual([first.id, second.id]);
    expect(groups[0]).toEqual({ requirementId: first.id, requirementText: first.text, files: [{ fileName: 'first.pdf', kind: 'PDF', size: '2 KB', sha256: 'b'.repeat(64) }] });
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
