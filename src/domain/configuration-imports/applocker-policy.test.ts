import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportSample, readingOf } from '../../../tests/support/export-samples';
import { isRequirementId } from '../framework/catalogue';
import { RECOMMENDED_BLOCKLIST_FILES } from './application-control-rules';
import { APPLOCKER_POLICY_IMPORTER_VERSION, isAppLockerPolicy, readAppLockerPolicy } from './applocker-policy';
import type { ExportReading } from './export-reading';
import { exportText } from './export-text';
import { xmlTree, type XmlNode } from './xml-tree';

const NSA = 'applocker-nsa-windows11-starter-policy-utf16.xml';
const ALL_FILES = 'applocker-wdac-toolkit-exe-all-files.xml';


function treeOf(text: string): XmlNode {
  const tree = xmlTree(text);
  if (!tree.ok) throw new Error(tree.refusal);
  return tree.root;
}

const sampleText = (name: string) => exportText(exportSample(name)) ?? '';

const readText = (text: string) => readingOf(readAppLockerPolicy(treeOf(text)));
const proposalFor = (read: ExportReading, requirementId: string) => read.proposals.find((proposal) => proposal.requirementId === requirementId);
const notesFor = (read: ExportReading, requirementId: string) => read.notes.filter((note) => note.requirementIds.includes(requirementId)).map((note) => note.text);

/** The NSA starter policy as it would be once its audit-only collections are switched to enforcement. */
const nsaEnforced = () => sampleText(NSA).replaceAll('EnforcementMode="AuditOnly"', 'EnforcementMode="Enabled"');

describe('readAppLockerPolicy on the NSA Windows 11 starter policy (UTF-16 LE with a byte-order mark, every collection audit only)', () => {
  const bytes = exportSample(NSA);

  it('is read from UTF-16 LE bytes with a BOM', () => {
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
    expect(isAppLockerPolicy(treeOf(sampleText(NSA)))).toBe(true);
  });

  it('says what it is, with no time and a key made from its rules', () => {
    const read = readText(sampleText(NSA));
    expect(read.format).toBe('applocker-policy');
    expect(read.importerVersion).toBe(APPLOCKER_POLICY_IMPORTER_VERSION);
    expect(read.title).toBe('AppLocker policy (24 rules): Exe audit only, Msi audit only, Script audit only, Dll audit only, Appx audit only');
    expect(read.producedAt).toBeUndefined();
    expect(read.sourceKey).toMatch(/^applocker-policy:[0-9a-f]{8}$/);
    expect(readText(sampleText(NSA).replace('Version="1"', 'Version="1" ')).sourceKey).toBe(read.sourceKey);
  });

  it('proposes Ineffective for workstations, saying the executable rules are audit only', () => {
    expect(proposalFor(readText(sampleText(NSA)), 'application-control-workstations')).toEqual({
      requirementId: 'application-control-workstations',
      outcome: 'ineffective',
      read: 'Executable rules (Exe): audit only with 12 rules, in this AppLocker policy → AppLocker only logs the executables it would block (audit only) and blocks none: Ineffective',
      testMethod: 'configuration-copy',
    });
  });

  it('proposes Ineffective for approved executables and both location requirements, each saying audit only', () => {
    const read = readText(sampleText(NSA));
    for (const id of ['application-control-approved-executables', 'application-control-user-profiles-temporary-folders', 'application-control-all-other-locations']) {
      expect(proposalFor(read, id)?.outcome).toBe('ineffective');
      expect(proposalFor(read, id)?.read).toMatch(/audit only/);
    }
  });

  it('notes how many of the block-rule files it denies instead of proposing, as too few are denied', () => {
    const read = readText(sampleText(NSA));
    expect(proposalFor(read, 'application-control-microsoft-recommended-blocklist')).toBeUndefined();
    expect(notesFor(read, 'application-control-microsoft-recommended-blocklist')[0]).toMatch(/^The AppLocker policy denies 7 of the 38 files .*mshta|msbuild/);
  });

  it('leaves the annual validation and central logging to notes, never proposals', () => {
    const read = readText(sampleText(NSA));
    expect(read.proposals.map((proposal) => proposal.requirementId)).not.toContain('application-control-rulesets-validated-annually');
    expect(notesFor(read, 'application-control-rulesets-validated-annually')).toHaveLength(1);
    expect(notesFor(read, 'application-control-events-centrally-logged')).toHaveLength(1);
  });

  it('proposes only requirements of the catalogue, each read ending in its outcome', () => {
    for (const text of [sampleText(NSA), nsaEnforced(), sampleText(ALL_FILES)]) {
      for (const proposal of readText(text).proposals) {
        expect(isRequirementId(proposal.requirementId)).toBe(true);
        expect(proposal.read).toMatch(/→ .+: (Effective|Ineffective)$/);
        expect(proposal.outcome).not.toBe('not-implemented');
      }
    }
  });
});

describe('readAppLockerPolicy on the NSA starter policy switched to enforcement', () => {
  it('proposes Effective for workstations, approved executables, user profiles and other locations', () => {
    const read = readText(nsaEnforced());
    expect(read.proposals.map((proposal) => [proposal.requirementId, proposal.outcome])).toEqual([
      ['application-control-workstations', 'effective'],
      ['application-control-approved-executables', 'effective'],
      ['application-control-user-profiles-temporary-folders', 'effective'],
      ['application-control-all-other-locations', 'effective'],
    ]);
    expect(proposalFor(read, 'application-control-user-profiles-temporary-folders')?.read).toBe(
      'Executable rules enforced, script rules enforced, and no allow rule for users reaches user profiles or the Windows temporary folder, in this AppLocker policy → application control covers user profiles and temporary folders: Effective',
    );
  });

  it('takes a collection whose enforcement is not configured but holds rules as enforced, as AppLocker does', () => {
    const read = readText(nsaEnforced().replace('<RuleCollection Type="Exe" EnforcementMode="Enabled">', '<RuleCollection Type="Exe" EnforcementMode="NotConfigured">'));
    expect(proposalFor(read, 'application-control-workstations')?.read).toMatch(/^Executable rules \(Exe\): enforcement not configured, so its 12 rules are enforced/);
    expect(proposalFor(read, 'application-control-workstations')?.outcome).toBe('effective');
  });

  it('turns Ineffective for user profiles when the Windows folder rule no longer excepts C:\\Windows\\Temp, naming the rule', () => {
    const read = readText(nsaEnforced().replaceAll('<FilePathCondition Path="%WINDIR%\\Temp\\*" />', ''));
    const proposal = proposalFor(read, 'application-control-user-profiles-temporary-folders');
    expect(proposal?.outcome).toBe('ineffective');
    expect(proposal?.read).toMatch(/^Path rule ‘All files located in the Windows folder’ \(Exe rules, allow Everyone\): %WINDIR%\\\* reaches the Windows temporary folder/);
  });

  it('names which collections are not enforced beside an enforced Exe collection', () => {
    const text = nsaEnforced().replace('<RuleCollection Type="Dll" EnforcementMode="Enabled">', '<RuleCollection Type="Dll" EnforcementMode="AuditOnly">');
    const read = readText(text);
    expect(proposalFor(read, 'application-control-workstations')?.read).toMatch(/; not enforced: Dll \(audit only\) → /);
    expect(proposalFor(read, 'application-control-approved-executables')).toMatchObject({ outcome: 'ineffective', read: expect.stringMatching(/^Rule collections Dll audit only, in this AppLocker policy → software libraries and control panel applets are not restricted/) });
  });
});

describe('readAppLockerPolicy on an executable-only policy with an "All files" rule for Everyone (App Control toolkit test policy)', () => {
  const read = readText(sampleText(ALL_FILES));

  it('proposes Effective for workstations and lists the collections that are not in the policy', () => {
    expect(proposalFor(read, 'application-control-workstations')?.read).toBe(
      'Executable rules (Exe): enforced with 4 rules, in this AppLocker policy; not enforced: Msi (absent), Script (absent), Dll (absent) and Appx (absent) → application control is in place on the computers this policy applies to: Effective',
    );
  });

  it('proposes Ineffective for user profiles and for other locations, naming the rule that allows *', () => {
    expect(proposalFor(read, 'application-control-user-profiles-temporary-folders')?.read).toMatch(/^Path rule ‘All files’ \(Exe rules, allow Everyone\): \* reaches user profiles .*: Ineffective$/);
    expect(proposalFor(read, 'application-control-all-other-locations')?.read).toBe(
      'Path rule ‘All files’ (Exe rules, allow Everyone): * (except %HOT%\\* and %REMOVABLE%\\*) allows files anywhere on a drive, in this AppLocker policy → users can run files from anywhere on the drives this rule allows: Ineffective',
    );
  });

  it('leaves approved executables to a note, as the script, installer and DLL collections are not in the file', () => {
    expect(proposalFor(read, 'application-control-approved-executables')).toBeUndefined();
    expect(notesFor(read, 'application-control-approved-executables')).toEqual(['The AppLocker policy has no Script, Msi and Dll rule collections: scripts, installers and software libraries and control panel applets are not restricted by this policy.']);
  });

  it('notes that it denies none of the block-rule files, which App Control may block instead', () => {
    expect(notesFor(read, 'application-control-microsoft-recommended-blocklist')[0]).toMatch(/denies none .* App Control for Business \(WDAC\) instead/);
  });
});

describe('readAppLockerPolicy on small policies', () => {
  const denyRule = (name: string, index: number) =>
    `<FilePublisherRule Id="id-${index}" Name="${name}" Description="" UserOrGroupSid="S-1-1-0" Action="Deny"><Conditions><FilePublisherCondition PublisherName="O=MICROSOFT CORPORATION, L=REDMOND, S=WASHINGTON, C=US" ProductName="*" BinaryName="${name.toUpperCase()}"><BinaryVersionRange LowSection="*" HighSection="*" /></FilePublisherCondition></Conditions></FilePublisherRule>`;
  const blocklistPolicy = (mode: string, names: readonly string[]) =>
    `<AppLockerPolicy Version="1"><RuleCollection Type="Exe" EnforcementMode="${mode}"><FilePathRule Id="a" Name="Program Files" Description="" UserOrGroupSid="S-1-1-0" Action="Allow"><Conditions><FilePathCondition Path="%PROGRAMFILES%\\*" /></Conditions></FilePathRule>${names.map(denyRule).join('')}</RuleCollection></AppLockerPolicy>`;

  it('proposes Effective for the recommended blocklist when enforced deny rules name every file it always denies, with the count', () => {
    const proposal = proposalFor(readText(blocklistPolicy('Enabled', RECOMMENDED_BLOCKLIST_FILES)), 'application-control-microsoft-recommended-blocklist');
    expect(proposal?.outcome).toBe('effective');
    expect(proposal?.read).toMatch(/^Deny rules for 38 of the 38 files Microsoft's recommended block rules always deny \(addinprocess\.exe, /);
  });

  it('notes, without proposing, a blocklist that lacks one file, naming the file', () => {
    const read = readText(blocklistPolicy('Enabled', RECOMMENDED_BLOCKLIST_FILES.filter((name) => name !== 'wmic.exe')));
    expect(proposalFor(read, 'application-control-microsoft-recommended-blocklist')).toBeUndefined();
    expect(notesFor(read, 'application-control-microsoft-recommended-blocklist')[0]).toMatch(/denies 37 of the 38 files .*; not denied here: wmic\.exe\. Those may be blocked by App Control/);
  });

  it('proposes Ineffective for the blocklist when those deny rules are audit only', () => {
    expect(proposalFor(readText(blocklistPolicy('AuditOnly', RECOMMENDED_BLOCKLIST_FILES)), 'application-control-microsoft-recommended-blocklist')?.read).toMatch(/audit only.*: Ineffective$/);
  });

  it('proposes Ineffective for user profiles when users may run anything under %OSDRIVE%\\Users', () => {
    const text = `<AppLockerPolicy Version="1"><RuleCollection Type="Exe" EnforcementMode="Enabled"><FilePathRule Id="u" Name="Profiles" Description="" UserOrGroupSid="S-1-5-32-545" Action="Allow"><Conditions><FilePathCondition Path="%OSDRIVE%\\Users\\*\\AppData\\Local\\Programs\\*" /></Conditions></FilePathRule></RuleCollection><RuleCollection Type="Script" EnforcementMode="Enabled" /></AppLockerPolicy>`;
    const read = readText(text);
    expect(proposalFor(read, 'application-control-user-profiles-temporary-folders')?.read).toMatch(/^Path rule ‘Profiles’ \(Exe rules, allow Users\): %OSDRIVE%\\Users\\\*\\AppData\\Local\\Programs\\\* reaches user profiles/);
    expect(proposalFor(read, 'application-control-all-other-locations')?.read).toMatch(/script rules no rules.*scripts run from every other location unrestricted: Ineffective$/);
  });

  it('does not count an administrators-only rule for every path against the locations', () => {
    const text = `<AppLockerPolicy Version="1"><RuleCollection Type="Exe" EnforcementMode="Enabled"><FilePathRule Id="x" Name="(Default Rule) All files" Description="" UserOrGroupSid="S-1-5-32-544" Action="Allow"><Conditions><FilePathCondition Path="*" /></Conditions></FilePathRule></RuleCollection><RuleCollection Type="Script" EnforcementMode="Enabled"><FilePathRule Id="y" Name="s" Description="" UserOrGroupSid="S-1-5-32-544" Action="Allow"><Conditions><FilePathCondition Path="*" /></Conditions></FilePathRule></RuleCollection></AppLockerPolicy>`;
    expect(proposalFor(readText(text), 'application-control-all-other-locations')?.outcome).toBe('effective');
  });

  it('gives only notes for a policy with no rules, as the effective policy of a computer without AppLocker is written', () => {
    const empty = ['Appx', 'Dll', 'Exe', 'Msi', 'Script'].map((type) => `<RuleCollection Type="${type}" EnforcementMode="NotConfigured" />`).join('');
    for (const text of ['<AppLockerPolicy Version="1" />', `<AppLockerPolicy Version="1">${empty}</AppLockerPolicy>`]) {
      const read = readText(text);
      expect(read.proposals).toEqual([]);
      expect(notesFor(read, 'application-control-workstations')[0]).toMatch(/^The AppLocker policy has no rules: .*App Control for Business \(WDAC\) instead\.$/);
    }
  });

  it('refuses a rule without an action and a collection with an unknown enforcement mode, in words', () => {
    const noAction = readAppLockerPolicy(treeOf('<AppLockerPolicy Version="1"><RuleCollection Type="Exe" EnforcementMode="Enabled"><FilePathRule Id="a" Name="Broken" UserOrGroupSid="S-1-1-0" /></RuleCollection></AppLockerPolicy>'));
    expect(noAction).toEqual({ ok: false, refusal: expect.stringMatching(/Exe rule ‘Broken’ has no Action/) });
    const badMode = readAppLockerPolicy(treeOf('<AppLockerPolicy Version="1"><RuleCollection Type="Exe" EnforcementMode="Sometimes" /></AppLockerPolicy>'));
    expect(badMode).toEqual({ ok: false, refusal: expect.stringMatching(/enforcement mode ‘Sometimes’/) });
    expect(readAppLockerPolicy(treeOf('<SiPolicy/>'))).toEqual({ ok: false, refusal: expect.stringMatching(/not an AppLocker policy/) });
  });
});

describe('readAppLockerPolicy never throws', () => {
  const read = (bytes: Uint8Array) => {
    const text = exportText(bytes);
    if (text === undefined) return;
    const tree = xmlTree(text);
    if (tree.ok) readAppLockerPolicy(tree.root);
  };

  it('on truncations of the samples at every twentieth and on the samples re-encoded UTF-8 <-> UTF-16', () => {
    for (const name of [NSA, ALL_FILES]) {
      const text = sampleText(name);
      const utf8 = new TextEncoder().encode(text);
      const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Uint16Array.from(text, (character) => character.charCodeAt(0)).buffer)]);
      for (const bytes of [utf8, utf16, exportSample(name)]) {
        for (let part = 0; part <= 20; part += 1) expect(() => read(bytes.subarray(0, Math.floor((bytes.length * part) / 20)))).not.toThrow();
      }
      expect(readText(new TextDecoder('utf-16le').decode(utf16.subarray(2))).title).toBe(readText(text).title);
    }
  });

  it('on arbitrary bytes and strings', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => { read(bytes); }), { numRuns: 300 });
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (text) => { read(new TextEncoder().encode(text)); }), { numRuns: 300 });
  });

  it('on arbitrary trees of AppLocker elements and attributes', () => {
    const names = fc.constantFrom('AppLockerPolicy', 'RuleCollection', 'FilePathRule', 'FilePublisherRule', 'FileHashRule', 'Conditions', 'Exceptions', 'FilePathCondition', 'FilePublisherCondition', 'FileHashCondition', 'FileHash', 'Other');
    const attributeNames = fc.constantFrom('Type', 'EnforcementMode', 'Id', 'Name', 'UserOrGroupSid', 'Action', 'Path', 'PublisherName', 'BinaryName', 'SourceFileName');
    const values = fc.oneof(fc.constantFrom('Exe', 'Script', 'Msi', 'Dll', 'Appx', 'Enabled', 'AuditOnly', 'NotConfigured', 'Allow', 'Deny', 'S-1-1-0', 'S-1-5-32-544', '*', '%OSDRIVE%\\Users\\*', '%WINDIR%\\*', 'mshta.exe', '*?*?**'), fc.string({ maxLength: 20 }));
    const nodeOf = (depth: number): fc.Arbitrary<XmlNode> =>
      fc.record({
        name: names,
        attributes: fc.array(fc.tuple(attributeNames, values), { maxLength: 5 }).map((pairs) => new Map(pairs)),
        children: depth === 0 ? fc.constant([]) : fc.array(nodeOf(depth - 1), { maxLength: 4 }),
        text: fc.string({ maxLength: 5 }),
      });
    const node = nodeOf(5);
    fc.assert(
      fc.property(node, (root) => {
        const result = readAppLockerPolicy({ ...root, name: 'AppLockerPolicy' });
        if (result.ok) for (const proposal of result.reading.proposals) expect(isRequirementId(proposal.requirementId)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
