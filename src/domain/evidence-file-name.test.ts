import { describe, expect, it } from 'vitest';
import { attachmentDisposition, evidenceZipEntryNames, MAX_EVIDENCE_FILE_NAME, safeEvidenceFileName } from './evidence-file-name';

describe('safeEvidenceFileName', () => {
  it('removes control and bidirectional characters and path separators', () => {
    expect(safeEvidenceFileName('report\u202Efdp.exe')).toBe('reportfdp.exe');
    expect(safeEvidenceFileName('a\u0000b\u200bc\r\n.pdf')).toBe('abc.pdf');
    expect(safeEvidenceFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeEvidenceFileName('C:\\x\\"y".pdf')).toBe('C__x__y_.pdf');
  });

  it('caps the length, keeping the extension, and names an empty result', () => {
    const long = safeEvidenceFileName(`${'a'.repeat(500)}.pdf`);
    expect([...long]).toHaveLength(MAX_EVIDENCE_FILE_NAME);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(safeEvidenceFileName(' .. ')).toBe('evidence');
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('Résumé "final" (1).pdf')).toBe(`attachment; filename="R_sum_ _final_ (1).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20_final_%20%281%29.pdf`);
  });

  it('never lets a name end the header or add another', () => {
    const header = attachmentDisposition('a\r\nSet-Cookie: x=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split(';')).toHaveLength(4);
  });
});

describe('evidenceZipEntryNames', () => {
  it('puts each file in its requirement folder and numbers a repeated name', () => {
    const names = evidenceZipEntryNames([
      { requirementId: 'a-req', fileName: 'scan.pdf' },
      { requirementId: 'a-req', fileName: 'Scan.pdf' },
      { requirementId: 'b-req', fileName: 'scan.pdf' },
      { requirementId: 'a-req', fileName: 'scan.pdf' },
    ]);
    expect(names).toEqual(['a-req/scan.pdf', 'a-req/Scan (2).pdf', 'b-req/scan.pdf', 'a-req/scan (3).pdf']);
  });
});
