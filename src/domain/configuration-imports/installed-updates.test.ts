import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf16le, readingOf } from '../../../tests/support/export-samples';
import { isRequirementId } from '../framework/catalogue';
import { exportText } from './export-text';
import { INSTALLED_UPDATES_IMPORTER_VERSION, isInstalledUpdatesCsv, isInstalledUpdatesJson, readInstalledUpdatesCsv, readInstalledUpdatesJson } from './installed-updates';

/** `Get-HotFix | ConvertTo-Json` in Windows PowerShell 5: InstalledOn as an object, the WMI system properties kept (two updates shown). */
const windowsPowerShell = `[
    {
        "PSComputerName":  "PC01",
        "InstalledOn":  { "value":  "\\/Date(1699966800000)\\/", "DateTime":  "Wednesday, 15 November 2023 12:00:00 AM" },
        "__GENUS":  2,
        "__CLASS":  "Win32_QuickFixEngineering",
        "__SERVER":  "PC01",
        "Caption":  "http://support.microsoft.com/?kbid=5032190",
        "CSName":  "PC01",
        "Description":  "Security Update",
        "FixComments":  "",
        "HotFixID":  "KB5032190",
        "InstallDate":  null,
        "InstalledBy":  "NT AUTHORITY\\\\SYSTEM",
        "Name":  null,
        "ServicePackInEffect":  "",
        "Status":  null
    },
    {
        "PSComputerName":  "PC01",
        "InstalledOn":  { "value":  "\\/Date(1697374800000)\\/", "DateTime":  "Monday, 16 October 2023 12:00:00 AM" },
        "__GENUS":  2,
        "__CLASS":  "Win32_QuickFixEngineering",
        "__SERVER":  "PC01",
        "Caption":  "https://support.microsoft.com/help/5031455",
        "CSName":  "PC01",
        "Description":  "Update",
        "FixComments":  "",
        "HotFixID":  "KB5031455",
        "InstallDate":  null,
        "InstalledBy":  "NT AUTHORITY\\\\SYSTEM",
        "Name":  null,
        "ServicePackInEffect":  "",
        "Status":  null
    }
]`;

/** The same in PowerShell 7, which writes InstalledOn as ISO 8601 text with the computer's offset. */
const powerShell7 = JSON.stringify([
  { InstalledOn: '2023-11-15T00:00:00+11:00', CSName: 'PC01', Description: 'Security Update', HotFixID: 'KB5032190', InstalledBy: 'NT AUTHORITY\\SYSTEM' },
  { InstalledOn: null, CSName: 'PC01', Description: 'Update', HotFixID: 'KB5031455', InstalledBy: '' },
]);

/** `Get-HotFix | Export-Csv` in Windows PowerShell 5 on a computer set to United States English. */
const csvWithType = [
  '#TYPE System.Management.ManagementObject#root\\cimv2\\Win32_QuickFixEngineering',
  '"PSComputerName","InstalledOn","__GENUS","__CLASS","Caption","CSName","Description","FixComments","HotFixID","InstallDate","InstalledBy","Name","ServicePackInEffect","Status"',
  '"PC02","11/15/2023 12:00:00 AM","2","Win32_QuickFixEngineering","http://support.microsoft.com/?kbid=5032190","PC02","Security Update","","KB5032190",,"NT AUTHORITY\\SYSTEM",,"",',
  '"PC02","10/11/2023 12:00:00 AM","2","Win32_QuickFixEngineering","https://support.microsoft.com/help/5031356","PC02","Security Update","","KB5031356",,"NT AUTHORITY\\SYSTEM",,"",',
  '"PC02","","2","Win32_QuickFixEngineering","http://support.microsoft.com/?kbid=5011048","PC02","Update","","KB5011048",,"",,"",',
  '',
].join('\r\n');

/** `Get-HotFix | Select-Object CSName, HotFixID, Description, InstalledOn | Export-Csv -NoTypeInformation` on a computer set to Australian English. */
const csvAustralian = ['"CSName","HotFixID","Description","InstalledOn"', '"PC03","KB5032190","Security Update","15/11/2023 12:00:00 am"', '"PC03","KB5031356","Security Update","11/10/2023 12:00:00 am"', ''].join('\r\n');

const WORKSTATION_PATCHING = ['patch-operating-systems-workstations-non-internet-facing-1-month', 'patch-operating-systems-workstations-non-internet-facing-critical-48h', 'patch-operating-systems-workstations-non-internet-facing-non-critical-1-month'];

describe('installed updates from Get-HotFix | ConvertTo-Json', () => {
  it('gives notes only: the computer, the count, the newest update and its age at the collection date', () => {
    expect(isInstalledUpdatesJson(JSON.parse(windowsPowerShell))).toBe(true);
    const result = readingOf(readInstalledUpdatesJson(JSON.parse(windowsPowerShell), { collectedOn: '2023-12-01' }));
    expect(result).toMatchObject({ format: 'installed-updates', importerVersion: INSTALLED_UPDATES_IMPORTER_VERSION, title: 'Installed updates of PC01', sourceKey: 'installed-updates:PC01', producedAt: undefined, proposals: [] });
    expect(result.notes.map((note) => note.text)).toEqual([
      'PC01 lists 2 installed updates, 1 of them described as security updates.',
      'The newest update is KB5032190, installed on 2023-11-15; at the collection date, 2023-12-01, it was 16 days old.',
      'Whether patches were applied within the model’s time frames (48 hours for critical vulnerabilities or those with working exploits, one month otherwise) also needs each update’s release date from Microsoft and the updates that were due, which this file does not show.',
    ]);
    for (const note of result.notes) expect(note.requirementIds).toEqual(WORKSTATION_PATCHING);
    for (const id of WORKSTATION_PATCHING) expect(isRequirementId(id)).toBe(true);
  });

  it('says the age cannot be worked out when the collection date is not given', () => {
    const result = readingOf(readInstalledUpdatesJson(JSON.parse(windowsPowerShell), {}));
    expect(result.notes[1]?.text).toBe('The newest update is KB5032190, installed on 2023-11-15; the file does not say when it was collected, so its age cannot be worked out.');
  });

  it('reads PowerShell 7 ISO times by the day written, and counts an update without a date', () => {
    const result = readingOf(readInstalledUpdatesJson(JSON.parse(powerShell7), { collectedOn: '2023-11-16' }));
    expect(result.notes.map((note) => note.text)).toContain('The newest update is KB5032190, installed on 2023-11-15; at the collection date, 2023-11-16, it was 1 day old.');
    expect(result.notes.map((note) => note.text)).toContain('1 update has no install date that can be read.');
  });

  it('reads the /Date()/ time alone by its UTC day when there is no written date beside it', () => {
    const result = readingOf(readInstalledUpdatesJson({ HotFixId: 'KB4470788', InstalledOn: '/Date(1544572800000)/', CSName: 'SRV1' }, {}));
    expect(result.notes[1]?.text).toMatch(/^The newest update is KB4470788, installed on 2018-12-12;/);
  });

  it('reads the export saved by Windows PowerShell 5 with > (UTF-16 LE with a byte-order mark)', () => {
    const text = exportText(utf16le(windowsPowerShell)) ?? '';
    expect(readingOf(readInstalledUpdatesJson(JSON.parse(text), {})).sourceKey).toBe('installed-updates:PC01');
  });

  it('refuses a list of several computers, a bad collection date and an update without an id, in words', () => {
    const two = [{ HotFixID: 'KB1', CSName: 'PC01' }, { HotFixID: 'KB2', CSName: 'PC02' }];
    expect(readInstalledUpdatesJson(two, {})).toEqual({ ok: false, refusal: 'This file holds the updates of 2 computers (PC01, PC02): export each computer on its own so that each can be kept and replaced separately.' });
    expect(readInstalledUpdatesJson(JSON.parse(windowsPowerShell), { collectedOn: '1/12/2023' })).toEqual({ ok: false, refusal: 'The collection date “1/12/2023” is not a day written as YYYY-MM-DD.' });
    expect(readInstalledUpdatesJson([{ HotFixID: 'KB1' }, { Description: 'Update' }], {})).toEqual({ ok: false, refusal: 'Update 2 of the list has no HotFixID, so the file cannot be read; export the updates again.' });
    expect(readInstalledUpdatesJson({ Name: 'PC01\\Administrator' }, {})).toMatchObject({ ok: false });
  });
});

describe('installed updates from Get-HotFix | Export-Csv', () => {
  it('reads the CSV with its #TYPE line and US dates', () => {
    expect(isInstalledUpdatesCsv(csvWithType)).toBe(true);
    const result = readingOf(readInstalledUpdatesCsv(csvWithType, { collectedOn: '2023-11-20' }));
    expect(result.sourceKey).toBe('installed-updates:PC02');
    expect(result.notes.map((note) => note.text)).toEqual([
      'PC02 lists 3 installed updates, 2 of them described as security updates.',
      'The newest update is KB5032190, installed on 2023-11-15; at the collection date, 2023-11-20, it was 5 days old.',
      '1 update has no install date that can be read.',
      'Whether patches were applied within the model’s time frames (48 hours for critical vulnerabilities or those with working exploits, one month otherwise) also needs each update’s release date from Microsoft and the updates that were due, which this file does not show.',
    ]);
  });

  it('tells Australian day-first dates from a day above 12 elsewhere in the file', () => {
    const result = readingOf(readInstalledUpdatesCsv(csvAustralian, {}));
    expect(result.notes[1]?.text).toMatch(/^The newest update is KB5032190, installed on 2023-11-15;/);
  });

  it('does not guess when no date shows whether the day or the month comes first', () => {
    const ambiguous = ['"CSName","HotFixID","InstalledOn"', '"PC04","KB1","01/02/2024"', '"PC04","KB2","03/04/2024"'].join('\n');
    const result = readingOf(readInstalledUpdatesCsv(ambiguous, {}));
    expect(result.notes[1]?.text).toMatch(/could be read day first or month first/);
  });

  it('reads the CSV saved as UTF-16 LE with a byte-order mark', () => {
    const text = exportText(utf16le(csvWithType)) ?? '';
    expect(readingOf(readInstalledUpdatesCsv(text, {})).title).toBe('Installed updates of PC02');
  });

  it('refuses a CSV without a HotFixID column, and one cut inside a quoted value', () => {
    expect(readInstalledUpdatesCsv('"Name","Value"\n"a","b"', {})).toMatchObject({ ok: false, refusal: expect.stringMatching(/HotFixID/) });
    expect(readInstalledUpdatesCsv(csvWithType.slice(0, csvWithType.indexOf('KB5031356') - 3), {})).toMatchObject({ ok: false, refusal: expect.stringMatching(/never closed/) });
  });
});

describe('reading installed updates never throws', () => {
  it('on any text, any bytes and any JSON value, with any collection date', () => {
    fc.assert(
      fc.property(fc.string(), fc.uint8Array({ maxLength: 200 }), fc.jsonValue(), fc.option(fc.string(), { nil: undefined }), (text, bytes, json, collectedOn) => {
        for (const candidate of [text, exportText(bytes) ?? '']) readInstalledUpdatesCsv(candidate, { collectedOn });
        readInstalledUpdatesJson(json, { collectedOn });
      }),
    );
  });

  it('on any list of updates with any dates, and gives no proposal', () => {
    const update = fc.record({ HotFixID: fc.string(), CSName: fc.constant('PC01'), InstalledOn: fc.oneof(fc.string(), fc.date({ noInvalidDate: true }).map((date) => `/Date(${date.getTime()})/`), fc.record({ value: fc.string(), DateTime: fc.string() })) });
    fc.assert(
      fc.property(fc.array(update, { maxLength: 10 }), fc.constantFrom(undefined, '2024-02-29', '1999-01-01'), (updates, collectedOn) => {
        const result = readInstalledUpdatesJson(updates, { collectedOn });
        if (result.ok) expect(result.reading.proposals).toEqual([]);
      }),
    );
  });

  it('on the samples cut at every twentieth, and re-encoded between UTF-8 and UTF-16', () => {
    for (const sample of [windowsPowerShell, powerShell7, csvWithType, csvAustralian]) {
      for (let part = 0; part <= 20; part += 1) {
        const cut = sample.slice(0, Math.floor((sample.length * part) / 20));
        for (const text of [cut, exportText(utf16le(cut)) ?? '', exportText(new TextEncoder().encode(cut)) ?? '']) {
          expect(() => readInstalledUpdatesCsv(text, { collectedOn: '2023-12-01' })).not.toThrow();
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          expect(() => readInstalledUpdatesJson(json, { collectedOn: '2023-12-01' })).not.toThrow();
        }
      }
    }
  });
});
