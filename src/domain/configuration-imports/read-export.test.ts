import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportSample, utf16le } from '../../../tests/support/export-samples';
import { readSystemExport, UNDERSTOOD_EXPORTS } from './export-readers';
import { isRequirementId } from '../framework/catalogue';

const SAMPLES = [
  'gpreport-dod-office-2016-user-linked.xml',
  'gpresult-constructed.xml',
  'intune-macros-trusted-publishers.json',
  'intune-windows-security-baseline-utf16.json',
  'applocker-nsa-windows11-starter-policy-utf16.xml',
  'wdac-allow-microsoft-template.xml',
  'local-administrators-gowindows.json',
];

describe('readSystemExport', () => {
  it('gives each sample to its own importer, in UTF-8 or UTF-16 alike, every proposal naming a requirement of the catalogue', () => {
    const formats = SAMPLES.map((name) => {
      const bytes = exportSample(name);
      const result = readSystemExport(bytes);
      if (!result.ok) throw new Error(`${name}: ${result.refusal}`);
      for (const proposal of result.reading.proposals) expect(isRequirementId(proposal.requirementId), proposal.requirementId).toBe(true);
      return result.reading.format;
    });
    expect(formats).toEqual(['group-policy-report', 'group-policy-report', 'intune-policy', 'intune-policy', 'applocker-policy', 'wdac-policy', 'local-administrators']);
    const text = new TextDecoder().decode(exportSample('intune-macros-trusted-publishers.json'));
    expect(readSystemExport(utf16le(text))).toEqual(readSystemExport(Buffer.from(text)));
  });

  it('says which exports it reads when it knows none of a file’s shape', () => {
    for (const text of ['<html><body>Policy</body></html>', '{"policy":"macros off"}', 'Macros are off.']) {
      expect(readSystemExport(Buffer.from(text))).toEqual({ ok: false, refusal: `This file is not an export the tool understands. It reads ${UNDERSTOOD_EXPORTS}.` });
    }
    expect(readSystemExport(Buffer.from('{"settings": ['))).toMatchObject({ ok: false, refusal: expect.stringMatching(/not complete, well-formed JSON/) });
  });

  it('reads any bytes without throwing: a refusal in words or a reading', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        const result = readSystemExport(bytes);
        expect(result.ok ? result.reading.title.length : result.refusal.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses every cut of every sample in words, or reads it, never throwing', () => {
    for (const name of SAMPLES) {
      const bytes = exportSample(name);
      for (let twentieth = 1; twentieth < 20; twentieth += 1) {
        const result = readSystemExport(bytes.subarray(0, Math.floor((bytes.length * twentieth) / 20)));
        if (!result.ok) expect(result.refusal).toMatch(/\.$/);
      }
    }
  });
});
