import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf16le, readingOf } from '../../../tests/support/export-samples';
import exampleDoc from '../../../docs/imports/assessment-import.md?raw';
import schemaFile from '../../../docs/imports/assessment-import.schema.json?raw';
import { isRequirementId } from '../framework/catalogue';
import { ASSESSMENT_IMPORT_IMPORTER_VERSION, assessmentImportJsonSchema, assessmentImportSchema, isAssessmentImport, readAssessmentImport } from './assessment-import';
import { exportText } from './export-text';

/** The worked example of docs/imports/assessment-import.md. */
const example = {
  format: 'essential-eight-assessment-import',
  version: 1,
  tool: { name: 'Contoso E8 checker', version: '2.3.0' },
  producedAt: '2026-11-20T04:15:00Z',
  systems: 'the 40 workstations of the Canberra office',
  results: [
    {
      requirement: 'configure-microsoft-office-macro-settings-internet-files-blocked',
      outcome: 'effective',
      tested: 'Opened a Word document with a macro, marked as downloaded from the internet; the macro did not run',
      method: 'simulated-activity',
      systems: 'CBR-WS-014',
      testedAt: '2026-11-20T03:58:12Z',
      output: 'Macro blocked: Microsoft has blocked macros from running because the source of this file is untrusted.',
    },
    { requirement: 'ISM-1695', outcome: 'ineffective', tested: 'Compared installed updates with the updates released more than one month ago' },
    { requirement: 'ISM-1815', outcome: 'no-visibility', tested: 'Looked for the permissions on the forwarded event logs; the collector was not reachable' },
  ],
};

describe('the assessment import format', () => {
  it('is described by docs/imports/assessment-import.schema.json, generated from the zod schema', () => {
    expect(schemaFile).toBe(`${JSON.stringify(assessmentImportJsonSchema(), null, 2)}\n`);
  });

  it('has the worked example of docs/imports/assessment-import.md as its example', () => {
    const block = /```json\n([\s\S]*?)\n```/.exec(exampleDoc)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual(example);
  });

  it('makes a proposal of each result, whose reading names the tool, what was tested, where and when', () => {
    expect(isAssessmentImport(example)).toBe(true);
    const result = readingOf(readAssessmentImport(example));
    expect(result).toMatchObject({
      format: 'assessment-import',
      importerVersion: ASSESSMENT_IMPORT_IMPORTER_VERSION,
      title: 'Results of Contoso E8 checker 2.3.0 on the 40 workstations of the Canberra office',
      sourceKey: 'assessment-import:contoso e8 checker:the 40 workstations of the canberra office',
      producedAt: '2026-11-20T04:15:00Z',
    });
    expect(result.proposals[0]).toEqual({
      requirementId: 'configure-microsoft-office-macro-settings-internet-files-blocked',
      outcome: 'effective',
      read: 'Contoso E8 checker 2.3.0 tested “Opened a Word document with a macro, marked as downloaded from the internet; the macro did not run” on CBR-WS-014 at 2026-11-20T03:58:12Z → Effective',
      testMethod: 'simulated-activity',
    });
    expect(result.proposals[1]).toEqual({
      requirementId: 'patch-operating-systems-workstations-non-internet-facing-1-month',
      outcome: 'ineffective',
      read: 'Contoso E8 checker 2.3.0 tested “Compared installed updates with the updates released more than one month ago” on the 40 workstations of the Canberra office at 2026-11-20T04:15:00Z → Ineffective',
      testMethod: 'configuration-copy',
    });
    expect(result.notes).toEqual([
      { requirementIds: ['configure-microsoft-office-macro-settings-internet-files-blocked'], text: `Output of Contoso E8 checker 2.3.0 for “${example.results[0]?.tested}”:\n${example.results[0]?.output}` },
    ]);
  });

  it('maps an ISM number to every requirement that has it: ISM-1815 to the event-log requirement of each of four strategies', () => {
    const result = readingOf(readAssessmentImport(example));
    const forLogs = result.proposals.filter((proposal) => proposal.outcome === 'no-visibility').map((proposal) => proposal.requirementId);
    expect(forLogs.sort()).toEqual([
      'application-control-event-logs-protected',
      'multi-factor-authentication-event-logs-protected',
      'restrict-administrative-privileges-event-logs-protected',
      'user-application-hardening-event-logs-protected',
    ]);
    for (const proposal of result.proposals) expect(isRequirementId(proposal.requirementId)).toBe(true);
  });

  it('refuses an unknown requirement or ISM number, naming each', () => {
    const unknown = { ...example, results: [...example.results, { requirement: 'ISM-9999', outcome: 'effective', tested: 'x' }, { requirement: 'macros-off', outcome: 'effective', tested: 'y' }] };
    expect(readAssessmentImport(unknown)).toEqual({
      ok: false,
      refusal: 'The assessment import names requirements the Essential Eight Maturity Model (November 2023) does not have: “ISM-9999” (result 4), “macros-off” (result 5). Use a requirement id from the catalogue or the ISM number of one of its requirements.',
    });
  });

  it('refuses Not implemented, a missing description of the test and a time without its zone, saying where', () => {
    const bad = { ...example, producedAt: '2026-11-20T04:15:00', results: [{ requirement: 'ISM-1695', outcome: 'not-implemented', tested: ' ' }] };
    const result = readAssessmentImport(bad);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.refusal).toMatch(/^The assessment import cannot be read: /);
      expect(result.refusal).toContain('producedAt: producedAt must be a time in ISO 8601 form');
      expect(result.refusal).toContain('results[0].outcome: outcome must be one of effective, alternate-control, ineffective, not-applicable, no-visibility');
      expect(result.refusal).toContain('results[0].tested: tested must say in words what was tested');
    }
  });

  it('refuses another version and a file of another format', () => {
    expect(readAssessmentImport({ ...example, version: 2 })).toEqual({ ok: false, refusal: 'This file is version 2 of the assessment import format; this tool reads version 1.' });
    expect(readAssessmentImport({ results: [] })).toMatchObject({ ok: false });
    expect(isAssessmentImport([example])).toBe(false);
  });

  it('reads the file saved as UTF-16 LE with a byte-order mark', () => {
    const text = exportText(utf16le(JSON.stringify(example, null, 2))) ?? '';
    expect(readingOf(readAssessmentImport(JSON.parse(text))).proposals).toHaveLength(6);
  });
});

describe('reading assessment imports never throws', () => {
  it('on any JSON value, and on any text parsed as JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.uint8Array({ maxLength: 200 }), (json, bytes) => {
        readAssessmentImport(json);
        readAssessmentImport({ ...example, results: json });
        try {
          readAssessmentImport(JSON.parse(exportText(bytes) ?? ''));
        } catch (error) {
          expect(error).toBeInstanceOf(SyntaxError);
        }
      }),
    );
  });

  it('proposes only catalogue requirements for any result the schema accepts', () => {
    const requirement = fc.oneof(fc.constantFrom('ISM-1815', 'ISM-1671', 'ism-1695', 'patch-operating-systems-unsupported-replaced'), fc.string());
    const result = fc.record({ requirement, outcome: fc.constantFrom('effective', 'alternate-control', 'ineffective', 'not-applicable', 'no-visibility'), tested: fc.string() });
    fc.assert(
      fc.property(fc.array(result, { maxLength: 5 }), (results) => {
        const read = readAssessmentImport({ ...example, results });
        if (read.ok) {
          expect(assessmentImportSchema.safeParse({ ...example, results }).success).toBe(true);
          for (const proposal of read.reading.proposals) expect(isRequirementId(proposal.requirementId)).toBe(true);
        }
      }),
    );
  });

  it('on the example cut at every twentieth', () => {
    const text = JSON.stringify(example, null, 2);
    for (let part = 0; part <= 20; part += 1) {
      const cut = text.slice(0, Math.floor((text.length * part) / 20));
      let json: unknown;
      try {
        json = JSON.parse(cut);
      } catch {
        json = undefined;
      }
      expect(() => readAssessmentImport(json)).not.toThrow();
    }
  });
});
