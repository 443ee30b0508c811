import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportSample, utf16le } from '../../../tests/support/export-samples';
import { isRequirementId } from '../framework/catalogue';
import type { ExportReading, ExportResult } from './export-reading';
import { exportText } from './export-text';
import { GROUP_POLICY_REPORT_IMPORTER_VERSION, isGroupPolicyReport, readGroupPolicyReport } from './group-policy-report';
import { xmlTree, type XmlNode } from './xml-tree';

const SAMPLES = {
  unlinked: 'gpreport-dod-office-2016-user.xml',
  linked: 'gpreport-dod-office-2016-user-linked.xml',
  weak: 'gpreport-dod-office-2016-user-weak-utf8.xml',
  windows: 'gpreport-dod-windows-10-computer.xml',
  all: 'gpreport-all-policies-utf8.xml',
  gpresult: 'gpresult-constructed.xml',
} as const;

const textOf = (name: string) => exportText(exportSample(name)) ?? '';

/** What a user would get from a file: its text, its XML tree, then the report's reading (or a refusal at any step). */
function readBytes(bytes: Uint8Array): ExportResult | undefined {
  const text = exportText(bytes);
  if (text === undefined) return undefined;
  return readText(text);
}

function readText(text: string): ExportResult | undefined {
  const tree = xmlTree(text);
  if (!tree.ok || !isGroupPolicyReport(tree.root)) return undefined;
  return readGroupPolicyReport(tree.root);
}

function reading(text: string): ExportReading {
  const result = readText(text);
  if (!result?.ok) throw new Error(result ? result.refusal : 'not a Group Policy report');
  return result.reading;
}

const proposalFor = (read: ExportReading, id: string) => read.proposals.find((proposal) => proposal.requirementId === id);
const notesFor = (read: ExportReading, id: string) => read.notes.filter((note) => note.requirementIds.includes(id)).map((note) => note.text);

describe('isGroupPolicyReport', () => {
  it('recognises one policy (GPO), every policy (report of GPO elements) and gpresult (Rsop)', () => {
    for (const name of Object.values(SAMPLES)) {
      const tree = xmlTree(textOf(name));
      expect(tree.ok && isGroupPolicyReport(tree.root), name).toBe(true);
    }
  });

  it('does not take an empty report, an AppLocker policy or a WDAC policy for one', () => {
    for (const xml of ['<report/>', '<AppLockerPolicy Version="1"/>', '<SiPolicy xmlns="urn:schemas-microsoft-com:sipolicy"/>']) {
      const tree = xmlTree(xml);
      expect(tree.ok && isGroupPolicyReport(tree.root)).toBe(false);
    }
  });
});

describe('readGroupPolicyReport on a GPO backup report (UTF-16 LE with a byte-order mark)', () => {
  it('is stored as Windows writes it: UTF-16 little-endian with a byte-order mark', () => {
    const bytes = exportSample(SAMPLES.unlinked);
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
  });

  it('names the policy, keys it by its GUID and dates it by the report’s ReadTime', () => {
    const result = readBytes(exportSample(SAMPLES.unlinked));
    if (!result?.ok) throw new Error('the sample was not read');
    expect(result.reading).toMatchObject({
      format: 'group-policy-report',
      importerVersion: GROUP_POLICY_REPORT_IMPORTER_VERSION,
      title: 'Group Policy report of ‘DRAFT - DoD Office 2016 - User’',
      sourceKey: 'group-policy:{2E363664-548E-401A-AC1A-7244F659BC6A}',
      producedAt: '2016-11-01T12:19:20.745Z',
    });
  });

  it('proposes nothing for a policy that is linked nowhere, and says why', () => {
    const read = reading(textOf(SAMPLES.unlinked));
    expect(read.proposals).toEqual([]);
    expect(read.notes.map((note) => note.text)).toContain('The policy ‘DRAFT - DoD Office 2016 - User’ is not linked anywhere, so its 24 user settings apply to no one and settle nothing.');
  });
});

describe('readGroupPolicyReport on the same policy linked to two OUs (a third link disabled)', () => {
  const read = reading(textOf(SAMPLES.linked));

  it('counts only enabled links and tells which are enforced', () => {
    expect(read.notes[0]?.text).toBe('Policy ‘DRAFT - DoD Office 2016 - User’ {2E363664-548E-401A-AC1A-7244F659BC6A}: 2 of 3 links enabled, 1 enforced; computer settings disabled, user settings enabled.');
  });

  it('proposes internet macros blocked, settings locked and (at level 3) macros not limited to trusted ones', () => {
    expect(read.proposals.map((proposal) => [proposal.requirementId, proposal.outcome])).toEqual([
      ['configure-microsoft-office-macro-settings-settings-locked', 'effective'],
      ['configure-microsoft-office-macro-settings-only-sandboxed-trusted-location-or-signed', 'ineffective'],
      ['configure-microsoft-office-macro-settings-internet-files-blocked', 'effective'],
    ]);
  });

  it('reads each proposal as one sentence: setting, value, where, arrow, meaning and outcome', () => {
    const where = 'in the user settings of the policy ‘DRAFT - DoD Office 2016 - User’ linked to 2 locations (security.local/Workstations; security.local/Laptops)';
    expect(proposalFor(read, 'configure-microsoft-office-macro-settings-internet-files-blocked')?.read).toBe(
      `Block macros from running in Office files from the Internet: Enabled for Excel, PowerPoint and Word, ${where} → macros in Office files from the internet are blocked in these applications: Effective`,
    );
    expect(proposalFor(read, 'configure-microsoft-office-macro-settings-settings-locked')?.read).toBe(
      `VBA Macro Notification Settings (Access, Excel, PowerPoint, Project, Publisher, Visio and Word: Disable all with notification; Outlook: Warn for signed, disable unsigned) set by Group Policy, ${where} → Office shows a setting that policy enforces as locked in its Trust Center, so users cannot change the macro security setting of these applications: Effective`,
    );
    expect(proposalFor(read, 'configure-microsoft-office-macro-settings-only-sandboxed-trusted-location-or-signed')?.read).toBe(
      `VBA Macro Notification Settings (Access, Excel, PowerPoint, Project, Publisher, Visio and Word: Disable all with notification), ${where} → users can let macros run that are neither signed by a trusted publisher nor in a Trusted Location: Ineffective`,
    );
  });

  it('leaves “disabled with notification” as a note: it suits users with a business requirement, and who gets the policy is not in the file', () => {
    expect(proposalFor(read, 'configure-microsoft-office-macro-settings-disabled-without-business-requirement')).toBeUndefined();
    expect(notesFor(read, 'configure-microsoft-office-macro-settings-disabled-without-business-requirement')[0]).toMatch(/users can still enable some macros.*whether any user without one is given this policy is not in the file/);
  });

  it('says what the policy leaves unconfigured without proposing anything for it', () => {
    for (const id of ['configure-microsoft-office-macro-settings-antivirus-scanning', 'configure-microsoft-office-macro-settings-win32-api-blocked', 'user-application-hardening-internet-explorer-11-disabled-or-removed', 'user-application-hardening-microsoft-office-ole-packages-blocked']) {
      expect(proposalFor(read, id), id).toBeUndefined();
      expect(notesFor(read, id).join(' '), id).toMatch(/not configured by this policy/);
    }
  });

  it('notes that Access and Visio are not configured to block internet macros', () => {
    expect(notesFor(read, 'configure-microsoft-office-macro-settings-internet-files-blocked')).toEqual(['Block macros from running in Office files from the Internet is not configured by this policy for Access and Visio.']);
  });
});

describe('readGroupPolicyReport on a policy set the weak way (Word: Enable all macros; re-encoded as UTF-8)', () => {
  it('proposes Ineffective for macros disabled without a business requirement, naming Word and the scope', () => {
    const read = reading(textOf(SAMPLES.weak));
    const proposal = proposalFor(read, 'configure-microsoft-office-macro-settings-disabled-without-business-requirement');
    expect(proposal).toEqual({
      requirementId: 'configure-microsoft-office-macro-settings-disabled-without-business-requirement',
      outcome: 'ineffective',
      read: 'VBA Macro Notification Settings (Word: Enable all macros (not recommended)), in the user settings of the policy ‘DRAFT - DoD Office 2016 - User’ linked to 2 locations (security.local/Workstations; security.local/Laptops) → every macro runs without a prompt for the users this policy applies to, whether or not they have a business requirement: Ineffective',
      testMethod: 'configuration-copy',
    });
  });
});

describe('readGroupPolicyReport when the policy does not apply', () => {
  const linked = textOf(SAMPLES.linked);

  it('proposes nothing when the user side is disabled', () => {
    const text = linked.replace(/(<User>\s*<VersionDirectory>\d+<\/VersionDirectory>\s*<VersionSysvol>\d+<\/VersionSysvol>\s*<Enabled>)true/, '$1false');
    expect(text).not.toBe(linked);
    const read = reading(text);
    expect(read.proposals).toEqual([]);
    expect(read.notes.map((note) => note.text)).toContain('The policy ‘DRAFT - DoD Office 2016 - User’ has its user settings disabled, so its 24 user settings apply to no one and settle nothing.');
  });

  it('proposes nothing when every link is disabled', () => {
    const read = reading(linked.replace(/(<LinksTo>[\s\S]*?<Enabled>)true/g, '$1false'));
    expect(read.proposals).toEqual([]);
    expect(read.notes.map((note) => note.text)).toContain('The policy ‘DRAFT - DoD Office 2016 - User’ has no enabled link, so its 24 user settings apply to no one and settle nothing.');
  });
});

describe('readGroupPolicyReport on a report of every policy (Get-GPOReport -All)', () => {
  const read = reading(textOf(SAMPLES.all));

  it('is keyed by the domain and dated by the newest ReadTime', () => {
    expect(read.title).toBe('Group Policy report of 2 policies in Security.local');
    expect(read.sourceKey).toBe('group-policy-report:security.local');
    expect(read.producedAt).toBe('2016-12-09T15:16:55.295Z');
  });

  it('notes PowerShell and command-line logging as on each computer, not as centrally logged', () => {
    expect(proposalFor(read, 'user-application-hardening-powershell-events-centrally-logged')).toBeUndefined();
    expect(notesFor(read, 'user-application-hardening-powershell-events-centrally-logged')).toEqual([
      'Turn on PowerShell Script Block Logging: Enabled, in the computer settings of the policy ‘DoD Windows 10 STIG - Computer (SHB v10.1.0)’ linked to idl.local. This is logging on each computer; that the events reach a central location is not in a Group Policy report.',
    ]);
    expect(notesFor(read, 'user-application-hardening-command-line-process-creation-centrally-logged')[0]).toMatch(/^Include command line in process creation events: Enabled, in the computer settings/);
  });

  it('drops one policy’s “not configured” note when another policy in the file speaks to the requirement', () => {
    expect(read.notes.map((note) => note.text)).not.toContain('VBA Macro Notification Settings is not configured by this policy for any Office application.');
  });
});

describe('readGroupPolicyReport on gpresult /x (UTF-16 LE with a byte-order mark)', () => {
  const result = readBytes(exportSample(SAMPLES.gpresult));
  if (!result?.ok) throw new Error('the gpresult sample was not read');
  const read = result.reading;

  it('names the computer and user it is for, and is keyed by them', () => {
    expect(read.title).toBe('Group Policy result for CORP\\PC-0142$ and CORP\\alice');
    expect(read.sourceKey).toBe('group-policy-result:corp\\pc-0142$:corp\\alice');
    expect(read.producedAt).toBe('2026-11-20T03:15:42.123Z');
  });

  it('reads attack surface reduction rules in block mode as Effective and audit mode as Ineffective', () => {
    expect(Object.fromEntries(read.proposals.map((proposal) => [proposal.requirementId, proposal.outcome]))).toMatchObject({
      'user-application-hardening-microsoft-office-child-processes-blocked': 'effective',
      'user-application-hardening-microsoft-office-executable-content-blocked': 'effective',
      'user-application-hardening-microsoft-office-code-injection-blocked': 'effective',
      'configure-microsoft-office-macro-settings-win32-api-blocked': 'effective',
      'user-application-hardening-pdf-software-child-processes-blocked': 'ineffective',
      'user-application-hardening-internet-explorer-11-disabled-or-removed': 'effective',
      'configure-microsoft-office-macro-settings-antivirus-scanning': 'effective',
    });
    expect(proposalFor(read, 'user-application-hardening-pdf-software-child-processes-blocked')?.read).toBe(
      'Configure Attack Surface Reduction rules: Block Adobe Reader from creating child processes (7674ba52-37eb-4a4f-a9a1-f0f9a1619a2c) = 2 (audit), in the computer settings applied to CORP\\PC-0142$ from the policy ‘Workstation Hardening’ → the rule only records what it would block: Ineffective',
    );
  });

  it('reads only the winning setting: a losing “Enable all macros” from another policy does not count', () => {
    expect(proposalFor(read, 'configure-microsoft-office-macro-settings-disabled-without-business-requirement')?.read).toBe(
      'VBA Macro Notification Settings (Word, Excel and PowerPoint: Disable all without notification), in the user settings applied to CORP\\alice from the policy ‘Office Macros’ → macros are disabled for the users this policy applies to (whether they are the users without a business requirement is not in the file): Effective',
    );
  });

  it('says a setting no applied policy configures is not configured by any policy applied', () => {
    expect(notesFor(read, 'user-application-hardening-microsoft-office-ole-packages-blocked')).toEqual(['Packager Prompt (OLE package activation in Office) is not configured by any policy applied.']);
  });
});

/** A one-policy report linked to one OU, holding the user-side settings given (name, category, drop-down choice). */
function minimalPolicy(settings: [name: string, category: string, choice?: string, state?: string][]): string {
  const policies = settings
    .map(([name, category, choice, state = 'Enabled']) => `<q1:Policy><q1:Name>${name}</q1:Name><q1:State>${state}</q1:State><q1:Category>${category}</q1:Category>${choice ? `<q1:DropDownList><q1:State>Enabled</q1:State><q1:Value><q1:Name>${choice}</q1:Name></q1:Value></q1:DropDownList>` : ''}</q1:Policy>`)
    .join('');
  return `<GPO xmlns="http://www.microsoft.com/GroupPolicy/Settings"><Identifier><Identifier>{1D2C3B4A-0000-4000-8000-000000000001}</Identifier><Domain>corp.example</Domain></Identifier><Name>Office Hardening</Name><ReadTime>2026-11-01T00:00:00Z</ReadTime><Computer><Enabled>true</Enabled></Computer><User><Enabled>true</Enabled><ExtensionData><Extension xmlns:q1="http://www.microsoft.com/GroupPolicy/Settings/Registry">${policies}</Extension></ExtensionData></User><LinksTo><SOMName>Staff</SOMName><SOMPath>corp.example/Staff</SOMPath><Enabled>true</Enabled><NoOverride>false</NoOverride></LinksTo></GPO>`;
}

const perApp = (name: string, choice?: string, state?: string): [string, string, string?, string?][] =>
  ['Word', 'Excel', 'PowerPoint'].map((app) => [name, `Microsoft ${app} 2016/${app} Options/Security/Trust Center`, choice, state]);

describe('readGroupPolicyReport on settings the samples do not hold', () => {
  it('reads OLE packages blocked and VBA turned off as Effective, naming the one link', () => {
    const read = reading(minimalPolicy([...perApp('Packager Prompt', 'No prompt, Object does not execute'), ['Disable VBA for Office applications', 'Microsoft Office 2016/Security Settings']]));
    expect(proposalFor(read, 'user-application-hardening-microsoft-office-ole-packages-blocked')?.read).toBe(
      'Packager Prompt (Word, Excel and PowerPoint: No prompt, Object does not execute), in the user settings of the policy ‘Office Hardening’ linked to corp.example/Staff → OLE packages cannot be activated in Word, Excel and PowerPoint: Effective',
    );
    expect(proposalFor(read, 'configure-microsoft-office-macro-settings-disabled-without-business-requirement')?.outcome).toBe('effective');
  });

  it('reads an OLE package that still runs after a prompt as Ineffective', () => {
    const read = reading(minimalPolicy(perApp('Packager Prompt', 'Prompt from Office when user clicks, object executes')));
    expect(proposalFor(read, 'user-application-hardening-microsoft-office-ole-packages-blocked')?.outcome).toBe('ineffective');
  });

  it('reads internet macros unblocked in one application as Ineffective', () => {
    const read = reading(minimalPolicy([...perApp('Block macros from running in Office files from the Internet').slice(0, 2), ...perApp('Block macros from running in Office files from the Internet', undefined, 'Disabled').slice(2)]));
    expect(proposalFor(read, 'configure-microsoft-office-macro-settings-internet-files-blocked')?.read).toMatch(/^Block macros from running in Office files from the Internet: Disabled for PowerPoint, .* → .*: Ineffective$/);
  });

  it('leaves “Disable all without notification” in Word alone as a note: Excel and PowerPoint are not shown', () => {
    const read = reading(minimalPolicy(perApp('VBA Macro Notification Settings', 'Disable all without notification').slice(0, 1)));
    expect(proposalFor(read, 'configure-microsoft-office-macro-settings-disabled-without-business-requirement')).toBeUndefined();
    expect(notesFor(read, 'configure-microsoft-office-macro-settings-disabled-without-business-requirement')[0]).toMatch(/Excel and PowerPoint are not configured by this policy/);
  });

  it('leaves macro scanning of low-trust documents only as a note', () => {
    const read = reading(minimalPolicy([['Macro Runtime Scan Scope', 'Microsoft Office 2016/Security Settings', 'Enable for low trust documents']]));
    expect(proposalFor(read, 'configure-microsoft-office-macro-settings-antivirus-scanning')).toBeUndefined();
    expect(notesFor(read, 'configure-microsoft-office-macro-settings-antivirus-scanning')[0]).toMatch(/only some documents' macros are scanned/);
  });

  it('reads attack surface reduction rules turned off as a whole as a note, not a proposal', () => {
    const text = textOf(SAMPLES.gpresult).replace(/(<q1:Name>Configure Attack Surface Reduction rules<\/q1:Name>\s*<q1:State>)Enabled/, '$1Disabled');
    const read = reading(text);
    expect(proposalFor(read, 'configure-microsoft-office-macro-settings-win32-api-blocked')).toBeUndefined();
    expect(notesFor(read, 'configure-microsoft-office-macro-settings-win32-api-blocked')).toContain('Configure Attack Surface Reduction rules is turned off (Disabled) by the winning policy, so it sets none of the Office, Adobe Reader or Win32 API rules.');
  });
});

describe('every proposal', () => {
  it('is for a requirement in the catalogue, tested from a copy of the configuration, read as one sentence ending in its outcome', () => {
    for (const name of Object.values(SAMPLES)) {
      for (const proposal of reading(textOf(name)).proposals) {
        expect(isRequirementId(proposal.requirementId), proposal.requirementId).toBe(true);
        expect(proposal.testMethod).toBe('configuration-copy');
        expect(proposal.outcome).not.toBe('not-implemented');
        expect(proposal.read).toMatch(/^[^→]+ → [^→]+: (Effective|Ineffective)$/);
      }
    }
  });

  it('and every note bears only on requirements in the catalogue', () => {
    for (const name of Object.values(SAMPLES)) for (const note of reading(textOf(name)).notes) for (const id of note.requirementIds) expect(isRequirementId(id), id).toBe(true);
  });
});

describe('readGroupPolicyReport refusals', () => {
  it('refuses a report whose policy has no GUID, and a gpresult with no results, in words', () => {
    const noGuid = readText('<GPO><Name>Office</Name></GPO>');
    expect(noGuid).toEqual({ ok: false, refusal: expect.stringMatching(/names no policy with a name and GUID/) });
    const empty = readText('<Rsop><ReadTime>2026-01-01T00:00:00Z</ReadTime></Rsop>');
    expect(empty).toEqual({ ok: false, refusal: expect.stringMatching(/neither computer nor user results/) });
  });

  it('refuses a document that is not a Group Policy report', () => {
    const tree = xmlTree('<AppLockerPolicy/>');
    if (!tree.ok) throw new Error(tree.refusal);
    expect(readGroupPolicyReport(tree.root)).toEqual({ ok: false, refusal: expect.stringMatching(/not a Group Policy report/) });
  });
});

const NAMES = ['GPO', 'report', 'Rsop', 'Identifier', 'Name', 'Domain', 'ReadTime', 'Computer', 'User', 'Enabled', 'ExtensionData', 'Extension', 'Policy', 'State', 'Category', 'DropDownList', 'Value', 'CheckBox', 'ListBox', 'Element', 'Data', 'LinksTo', 'SOMPath', 'NoOverride', 'ComputerResults', 'UserResults', 'Path', 'Precedence'];
const TEXTS = ['', 'true', 'false', 'Enabled', 'Disabled', '1', '2', '{X}', 'Microsoft Word 2016/Word Options', 'VBA Macro Notification Settings', 'Configure Attack Surface Reduction rules', 'd4f940ab-401b-4efc-aadc-ad5f3c50688a', 'Disable all without notification', '2026-13-45T99:99:99'];

const { node } = fc.letrec<{ node: XmlNode }>((tie) => ({
  node: fc.record({
    name: fc.constantFrom(...NAMES),
    attributes: fc.constant(new Map<string, string>()),
    children: fc.oneof({ depthSize: 'small', maxDepth: 8 }, fc.constant<XmlNode[]>([]), fc.array(tie('node'), { maxLength: 4 })),
    text: fc.constantFrom(...TEXTS),
  }),
}));

describe('readGroupPolicyReport never throws', () => {
  it('on any text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => void readText(text)), { numRuns: 300 });
  });

  it('on any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => void readBytes(bytes)), { numRuns: 300 });
  });

  it('on any tree of the report’s own element names', () => {
    fc.assert(
      fc.property(fc.constantFrom('GPO', 'report', 'Rsop'), fc.array(node, { maxLength: 5 }), (name, children) => {
        const root: XmlNode = { name, attributes: new Map(), children, text: '' };
        const result = readGroupPolicyReport(root);
        if (result.ok) for (const proposal of result.reading.proposals) expect(isRequirementId(proposal.requirementId)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('on each sample cut short at every twentieth of its length, as bytes and as text', () => {
    for (const name of Object.values(SAMPLES)) {
      const bytes = exportSample(name);
      const text = textOf(name);
      for (let part = 1; part < 20; part += 1) {
        expect(() => readBytes(bytes.subarray(0, Math.floor((bytes.length * part) / 20)))).not.toThrow();
        expect(readText(text.slice(0, Math.floor((text.length * part) / 20)))).toBeUndefined();
      }
    }
  });

  it('reads each sample the same in UTF-8 and in UTF-16', () => {
    for (const name of Object.values(SAMPLES)) {
      const text = textOf(name);
      const asUtf8 = readBytes(new TextEncoder().encode(text));
      const asUtf16 = readBytes(utf16le(text));
      expect(asUtf8).toEqual(asUtf16);
      expect(asUtf8?.ok, name).toBe(true);
    }
  });
});
