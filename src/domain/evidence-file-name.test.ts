import { describe, expect, it } from 'vitest';
import { attachmentDisposition, evidenceFileName, evidenceZipEntryNames, MAX_EVIDENCE_FILE_NAME, safeEvidenceFileName } from './evidence-file-name';
import type { EvidenceMediaType } from './evidence-files';

const DOCX: EvidenceMediaType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX: EvidenceMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

describe('safeEvidenceFileName against Windows and look-alikes', () => {
  it.each([
    ['CON', '_CON'],
    ['nul.txt', '_nul.txt'],
    ['COM1', '_COM1'],
    ['com1.tar.gz', '_com1.tar.gz'],
    ['LPT9.pdf', '_LPT9.pdf'],
    ['AUX .txt', '_AUX .txt'],
    ['prn...', '_prn'],
    ['nul. .txt', '_nul. .txt'],
    ['COM\u00b9.log', '_COM1.log'],
    ['CONIN$', '_CONIN$'],
    ['conference.txt', 'conference.txt'],
    ['COM10.txt', 'COM10.txt'],
  ])('gives the device name %j a leading "_": %j', (name, safe) => {
    expect(safeEvidenceFileName(name)).toBe(safe);
  });

  it.each([
    ['\uff0e\uff0e\uff0f\uff0e\uff0e\uff0fetc\uff0fpasswd', '_.._etc_passwd'],
    ['..\u2215..\u2215evil.txt', '_.._evil.txt'],
    ['a\u2044b\u29f8c\uff3cd\u2216e\u29f5f\ufe68g.txt', 'a_b_c_d_e_f_g.txt'],
    ['C\uff1a\uff3cx.pdf', 'C__x.pdf'],
    ['x\u2024\u2024\u2215y\u2236z.txt', 'x.._y_z.txt'],
  ])('turns the look-alike separators of %j to "_": %j', (name, safe) => {
    expect(safeEvidenceFileName(name)).toBe(safe);
  });
});

describe('evidenceFileName', () => {
  it.each([
    ['collect-evidence.js', 'text/plain', 'collect-evidence.txt'],
    ['fix-firewall.bat', 'text/plain', 'fix-firewall.txt'],
    ['viewer.hta', 'text/plain', 'viewer.txt'],
    ['portal.url', 'text/plain', 'portal.txt'],
    ['open.desktop', 'text/plain', 'open.txt'],
    ['notes.html', 'text/plain', 'notes.txt'],
    ['statement.html', 'application/pdf', 'statement.pdf'],
    ['list.csv', 'text/plain', 'list.txt'],
    ['notes v1.2', 'text/plain', 'notes v1.2.txt'],
    ['scan', 'image/png', 'scan.png'],
    ['photo.JPEG', 'image/jpeg', 'photo.JPEG'],
    ['photo.png', 'image/jpeg', 'photo.jpg'],
    ['Budget.XLSX', XLSX, 'Budget.XLSX'],
    ['budget.xlsm', XLSX, 'budget.xlsx'],
    ['Policy.docm', DOCX, 'Policy.docx'],
    ['hosts.csv', 'text/csv', 'hosts.csv'],
    ['hosts.txt', 'text/csv', 'hosts.csv'],
    ['CON.js', 'text/plain', '_CON.txt'],
    ['nul', 'text/plain', '_nul.txt'],
    ['', 'application/pdf', 'evidence.pdf'],
  ] as const)('names %j holding %s %j', (name, mediaType, named) => {
    expect(evidenceFileName(name, mediaType)).toBe(named);
  });

  it('keeps the name within MAX_EVIDENCE_FILE_NAME with the kind\'s extension, and gives the same name read again', () => {
    const long = evidenceFileName(`${'a'.repeat(500)}.html`, 'application/pdf');
    expect([...long].length).toBeLessThanOrEqual(MAX_EVIDENCE_FILE_NAME);
    expect(long).toMatch(/^a{100,}\.pdf$/);
    for (const name of ['collect-evidence.js', 'CON', '\uff0e\uff0e\uff0fa', long]) {
      expect(evidenceFileName(evidenceFileName(name, 'text/plain'), 'text/plain')).toBe(evidenceFileName(name, 'text/plain'));
    }
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
      { requirementId: 'a-req', fileName: 'scan.pdf', mediaType: 'application/pdf' },
      { requirementId: 'a-req', fileName: 'Scan.pdf', mediaType: 'application/pdf' },
      { requirementId: 'b-req', fileName: 'scan.pdf', mediaType: 'application/pdf' },
      { requirementId: 'a-req', fileName: 'scan.pdf', mediaType: 'application/pdf' },
    ]);
    expect(names).toEqual(['a-req/scan.pdf', 'a-req/Scan (2).pdf', 'b-req/scan.pdf', 'a-req/scan (3).pdf']);
  });

  it('names each entry by the kind its content shows, so a name kept before is saved safely too', () => {
    const names = evidenceZipEntryNames([
      { requirementId: 'a-req', fileName: 'collect-evidence.js', mediaType: 'text/plain' },
      { requirementId: 'a-req', fileName: 'statement.html', mediaType: 'application/pdf' },
      { requirementId: 'a-req', fileName: 'nul.txt', mediaType: 'text/plain' },
      { requirementId: 'a-req', fileName: '\uff0e\uff0e\uff0f\uff0e\uff0e\uff0fevil', mediaType: 'text/plain' },
    ]);
    expect(names).toEqual(['a-req/collect-evidence.txt', 'a-req/statement.pdf', 'a-req/_nul.txt', 'a-req/_.._evil.txt']);
  });
});
