import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportSample, readingOf } from '../../../tests/support/export-samples';
import { isRequirementId } from '../framework/catalogue';
import type { ExportReading } from './export-reading';
import { exportText } from './export-text';
import { WDAC_POLICY_IMPORTER_VERSION, isWdacPolicy, readWdacPolicy } from './wdac-policy';
import { xmlTree, type XmlNode } from './xml-tree';

const ALLOW_MICROSOFT = 'wdac-allow-microsoft-template.xml';
const SIGNED_REPUTABLE = 'wdac-signed-reputable-template.xml';
const USER_BLOCKLIST = 'wdac-recommended-usermode-blocklist.xml';
const DRIVER_BLOCKLIST = 'wdac-recommended-driver-blocklist.xml';
const SUPPLEMENTAL = 'wdac-empty-supplemental-template.xml';
const SAMPLES = [ALLOW_MICROSOFT, SIGNED_REPUTABLE, USER_BLOCKLIST, DRIVER_BLOCKLIST, SUPPLEMENTAL];

const sampleText = (name: string) => exportText(exportSample(name)) ?? '';

function treeOf(text: string): XmlNode {
  const tree = xmlTree(text);
  if (!tree.ok) throw new Error(tree.refusal);
  return tree.root;
}

const readText = (text: string) => readingOf(readWdacPolicy(treeOf(text)));
const proposalFor = (read: ExportReading, requirementId: string) => read.proposals.find((proposal) => proposal.requirementId === requirementId);
const notesFor = (read: ExportReading, requirementId: string) => read.notes.filter((note) => note.requirementIds.includes(requirementId)).map((note) => note.text);
const outcomes = (read: ExportReading) => Object.fromEntries(read.proposals.map((proposal) => [proposal.requirementId, proposal.outcome]));

/** Microsoft's AllowMicrosoft template without its Enabled:Audit Mode rule, as it is deployed once audited. */
const allowMicrosoftEnforced = () => sampleText(ALLOW_MICROSOFT).replace(/<Rule>\s*<Option>Enabled:Audit Mode<\/Option>\s*<\/Rule>/, '');

/** The enforced template with one FilePath allow rule for user mode, and optionally runtime FilePath rule protection turned off. */
function withFilePathRule(filePath: string, protectionOff: boolean): string {
  let text = allowMicrosoftEnforced()
    .replace('<FileRules>', `<FileRules>\n    <Allow ID="ID_ALLOW_PATH_TEST" FriendlyName="Line-of-business tools" FilePath="${filePath}" />`)
    .replace('<SigningScenario Value="12" ID="ID_SIGNINGSCENARIO_UMCI" FriendlyName="User Mode Signing Scenario">\n      <ProductSigners>', '<SigningScenario Value="12" ID="ID_SIGNINGSCENARIO_UMCI" FriendlyName="User Mode Signing Scenario">\n      <ProductSigners>\n        <FileRulesRef><FileRuleRef RuleID="ID_ALLOW_PATH_TEST" /></FileRulesRef>');
  if (protectionOff) text = text.replace('<Rules>', '<Rules>\n    <Rule>\n      <Option>Disabled:Runtime FilePath Rule Protection</Option>\n    </Rule>');
  return text;
}

describe("readWdacPolicy on Microsoft's AllowMicrosoft template (audit mode, UTF-8 with a BOM)", () => {
  const read = readText(sampleText(ALLOW_MICROSOFT));

  it('says what it is: its name and version in the title, its PolicyID as the key, and no time', () => {
    expect(isWdacPolicy(treeOf(sampleText(ALLOW_MICROSOFT)))).toBe(true);
    expect(read.format).toBe('wdac-policy');
    expect(read.importerVersion).toBe(WDAC_POLICY_IMPORTER_VERSION);
    expect(read.title).toBe('App Control for Business policy ‘DefaultMicrosoftEnforced’, version 10.0.5.0 (audit mode)');
    expect(read.sourceKey).toBe('wdac-policy:{959A0F15-8985-4551-A208-5FFE9EDB3A70}');
    expect(read.producedAt).toBeUndefined();
  });

  it('proposes Ineffective for the enforcement requirements, each saying audit mode', () => {
    expect(outcomes(read)).toEqual({
      'application-control-workstations': 'ineffective',
      'application-control-approved-executables': 'ineffective',
      'application-control-user-profiles-temporary-folders': 'ineffective',
      'application-control-all-other-locations': 'ineffective',
      'application-control-approved-drivers': 'ineffective',
    });
    expect(proposalFor(read, 'application-control-workstations')?.read).toBe(
      'Enabled:UMCI with 10 allow rules for user-mode code, Enabled:Audit Mode, in the App Control policy ‘DefaultMicrosoftEnforced’ (version 10.0.5.0) → user-mode code that no rule allows is only logged (audit mode), not blocked: Ineffective',
    );
  });

  it('leaves both block lists, the annual validation and central logging to notes', () => {
    expect(notesFor(read, 'application-control-microsoft-recommended-blocklist')[0]).toMatch(/denies none/);
    expect(notesFor(read, 'application-control-vulnerable-driver-blocklist')[0]).toMatch(/denies 0 of 19 well-known drivers/);
    expect(notesFor(read, 'application-control-rulesets-validated-annually')).toHaveLength(1);
    expect(notesFor(read, 'application-control-events-centrally-logged')).toHaveLength(1);
  });
});

describe('readWdacPolicy on the AllowMicrosoft template once enforced', () => {
  it('proposes Effective for workstations, approved executables, both locations and approved drivers', () => {
    const read = readText(allowMicrosoftEnforced());
    expect(outcomes(read)).toEqual({
      'application-control-workstations': 'effective',
      'application-control-approved-executables': 'effective',
      'application-control-user-profiles-temporary-folders': 'effective',
      'application-control-all-other-locations': 'effective',
      'application-control-approved-drivers': 'effective',
    });
    expect(read.title).toBe('App Control for Business policy ‘DefaultMicrosoftEnforced’, version 10.0.5.0');
    expect(proposalFor(read, 'application-control-approved-drivers')?.read).toBe(
      'Driver signing scenario with 8 allow rules and no rule allowing every driver, enforced (no Enabled:Audit Mode), in the App Control policy ‘DefaultMicrosoftEnforced’ (version 10.0.5.0) → only drivers an allow rule permits can load: Effective',
    );
  });

  it('proposes Ineffective for user profiles when a FilePath rule allows %OSDRIVE%\\Users and runtime FilePath rule protection is off, naming the rule', () => {
    const read = readText(withFilePathRule('%OSDRIVE%\\Users\\*\\AppData\\Local\\Tools\\*', true));
    expect(proposalFor(read, 'application-control-user-profiles-temporary-folders')?.read).toMatch(
      /^FilePath rule ‘Line-of-business tools’: %OSDRIVE%\\Users\\\*\\AppData\\Local\\Tools\\\*, with Disabled:Runtime FilePath Rule Protection, .* → users can run files they put in user profiles .*: Ineffective$/,
    );
    expect(proposalFor(read, 'application-control-all-other-locations')?.outcome).toBe('effective');
  });

  it('keeps user profiles Effective, with a note, when runtime FilePath rule protection stays on', () => {
    const read = readText(withFilePathRule('%OSDRIVE%\\Users\\*\\AppData\\Local\\Tools\\*', false));
    expect(proposalFor(read, 'application-control-user-profiles-temporary-folders')?.outcome).toBe('effective');
    expect(notesFor(read, 'application-control-user-profiles-temporary-folders')[0]).toMatch(/only to paths that only administrators can write/);
  });

  it('proposes Ineffective for other locations when a FilePath rule allows a whole drive without protection', () => {
    expect(proposalFor(readText(withFilePathRule('D:\\*', true)), 'application-control-all-other-locations')?.read).toMatch(/^FilePath rule ‘Line-of-business tools’: D:\\\*, .*whole drives: Ineffective$/);
  });

  it('reads a policy that allows every user-mode file (FileName="*") as a block list: notes, not proposals, for user-mode requirements', () => {
    const read = readText(allowMicrosoftEnforced()
      .replace('<FileRules>', '<FileRules>\n    <Allow ID="ID_ALLOW_ALL" FriendlyName="Allow all" FileName="*" />')
      .replace('<SigningScenario Value="12" ID="ID_SIGNINGSCENARIO_UMCI" FriendlyName="User Mode Signing Scenario">\n      <ProductSigners>', '<SigningScenario Value="12" ID="ID_SIGNINGSCENARIO_UMCI" FriendlyName="User Mode Signing Scenario">\n      <ProductSigners>\n        <FileRulesRef><FileRuleRef RuleID="ID_ALLOW_ALL" /></FileRulesRef>'));
    expect(proposalFor(read, 'application-control-workstations')).toBeUndefined();
    expect(notesFor(read, 'application-control-workstations')[0]).toMatch(/allows all user-mode code except what it denies/);
  });

  it('leaves user-mode requirements to notes when the policy has no Enabled:UMCI', () => {
    const read = readText(allowMicrosoftEnforced().replace(/<Rule>\s*<Option>Enabled:UMCI<\/Option>\s*<\/Rule>/, ''));
    expect(Object.keys(outcomes(read))).toEqual(['application-control-approved-drivers']);
    expect(notesFor(read, 'application-control-approved-executables')[0]).toMatch(/no Enabled:UMCI option: it governs drivers only/);
  });
});

describe("readWdacPolicy on Microsoft's SignedReputable template (Intelligent Security Graph, script enforcement off, audit mode)", () => {
  it('proposes Ineffective in audit mode and, once enforced, Ineffective for approved executables because scripts are not enforced', () => {
    expect(outcomes(readText(sampleText(SIGNED_REPUTABLE)))['application-control-approved-executables']).toBe('ineffective');
    const enforced = readText(sampleText(SIGNED_REPUTABLE).replace(/<Rule>\s*<Option>Enabled:Audit Mode<\/Option>\s*<\/Rule>/, ''));
    expect(proposalFor(enforced, 'application-control-approved-executables')?.read).toBe(
      'Disabled:Script Enforcement, in the App Control policy ‘SignedAndReputableWdacWizard’ (version 10.3.0.0) → scripts (PowerShell, Windows Script Host) and HTML applications are not restricted to an approved set: Ineffective',
    );
  });

  it('notes, rather than proposes, approved executables when the reputation service authorises files', () => {
    const read = readText(sampleText(SIGNED_REPUTABLE).replace(/<Rule>\s*<Option>Enabled:Audit Mode<\/Option>\s*<\/Rule>/, '').replace(/<Rule>\s*<Option>Disabled:Script Enforcement<\/Option>\s*<\/Rule>/, ''));
    expect(proposalFor(read, 'application-control-approved-executables')).toBeUndefined();
    expect(notesFor(read, 'application-control-approved-executables')[0]).toMatch(/Intelligent Security Graph Authorization/);
  });
});

describe("readWdacPolicy on Microsoft's recommended block lists", () => {
  it('proposes Effective for the recommended blocklist from the user-mode block list, with the count', () => {
    const read = readText(sampleText(USER_BLOCKLIST));
    expect(read.proposals).toEqual([
      {
        requirementId: 'application-control-microsoft-recommended-blocklist',
        outcome: 'effective',
        read: "Deny rules for 38 of the 38 files Microsoft's recommended block rules always deny (addinprocess.exe, addinprocess32.exe, addinutil.exe, aspnet_compiler.exe and bash.exe …), in the App Control policy ‘Microsoft Windows Recommended User Mode BlockList’ (version 10.1.0.2) → Microsoft's recommended application blocklist is put into effect: Effective",
        testMethod: 'configuration-copy',
      },
    ]);
    expect(notesFor(read, 'application-control-workstations')[0]).toMatch(/no allow rules for user-mode code, only deny rules/);
  });

  it('proposes Effective for the vulnerable driver blocklist from the driver block list, and keys each list apart', () => {
    const read = readText(sampleText(DRIVER_BLOCKLIST));
    expect(outcomes(read)).toEqual({ 'application-control-vulnerable-driver-blocklist': 'effective' });
    expect(proposalFor(read, 'application-control-vulnerable-driver-blocklist')?.read).toMatch(/^Deny rules for 19 of 19 well-known drivers of Microsoft's vulnerable driver block list \(alsysio\.sys, /);
    expect(read.sourceKey).not.toBe(readText(sampleText(USER_BLOCKLIST)).sourceKey);
    expect(read.sourceKey).toBe('wdac-policy:{A244370E-44C9-4C06-B551-F6016E563076}:Microsoft Windows Driver Policy');
  });

  it('proposes Ineffective for the block lists in audit mode', () => {
    const audit = (text: string) => text.replace('<Rules>', '<Rules>\n    <Rule>\n      <Option>Enabled:Audit Mode</Option>\n    </Rule>');
    expect(outcomes(readText(audit(sampleText(USER_BLOCKLIST))))['application-control-microsoft-recommended-blocklist']).toBe('ineffective');
    expect(proposalFor(readText(audit(sampleText(DRIVER_BLOCKLIST))), 'application-control-vulnerable-driver-blocklist')?.read).toMatch(/Enabled:Audit Mode, .*only logged \(audit mode\).*: Ineffective$/);
  });
});

describe('readWdacPolicy on a supplemental policy and on files that are not whole policies', () => {
  it('gives only notes for a supplemental policy, pointing to its base policy', () => {
    const read = readText(sampleText(SUPPLEMENTAL));
    expect(read.proposals).toEqual([]);
    expect(read.title).toBe('App Control for Business policy ‘SupplementalTemplate’, version 10.0.0.0 (supplemental)');
    expect(notesFor(read, 'application-control-workstations')[0]).toMatch(/supplemental policy: it only adds allow rules to its base policy \{E0ABDA1F-CCF0-468E-8855-3E0F08B02D6A\}/);
  });

  it('refuses a policy with no identifier and a file that is not SiPolicy, in words', () => {
    expect(readWdacPolicy(treeOf('<SiPolicy xmlns="urn:schemas-microsoft-com:sipolicy"><Rules /></SiPolicy>'))).toEqual({ ok: false, refusal: expect.stringMatching(/names no PolicyID/) });
    expect(readWdacPolicy(treeOf('<AppLockerPolicy Version="1" />'))).toEqual({ ok: false, refusal: expect.stringMatching(/not an App Control for Business \(WDAC\) policy/) });
  });

  it('proposes only requirements of the catalogue, each read ending in its outcome', () => {
    for (const text of [...SAMPLES.map(sampleText), allowMicrosoftEnforced()]) {
      for (const proposal of readText(text).proposals) {
        expect(isRequirementId(proposal.requirementId)).toBe(true);
        expect(proposal.read).toMatch(/→ .+: (Effective|Ineffective)$/);
        expect(proposal.testMethod).toBe('configuration-copy');
      }
    }
  });
});

describe('readWdacPolicy never throws', () => {
  const read = (bytes: Uint8Array) => {
    const text = exportText(bytes);
    if (text === undefined) return;
    const tree = xmlTree(text);
    if (tree.ok) readWdacPolicy(tree.root);
  };

  it('on truncations of the samples at every twentieth and on the samples re-encoded UTF-8 <-> UTF-16', () => {
    for (const name of SAMPLES) {
      const text = sampleText(name);
      const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Uint16Array.from(text, (character) => character.charCodeAt(0)).buffer)]);
      for (const bytes of [exportSample(name), utf16]) {
        for (let part = 0; part <= 20; part += 1) expect(() => read(bytes.subarray(0, Math.floor((bytes.length * part) / 20)))).not.toThrow();
      }
      expect(readText(exportText(utf16) ?? '').title).toBe(readText(text).title);
    }
  });

  it('on arbitrary bytes and strings', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => { read(bytes); }), { numRuns: 300 });
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (text) => { read(new TextEncoder().encode(text)); }), { numRuns: 300 });
  });

  it('on arbitrary trees of App Control elements and attributes', () => {
    const names = fc.constantFrom('SiPolicy', 'PolicyID', 'PolicyTypeID', 'Rules', 'Rule', 'Option', 'FileRules', 'Allow', 'Deny', 'FileAttrib', 'Signers', 'Signer', 'FileAttribRef', 'SigningScenarios', 'SigningScenario', 'ProductSigners', 'AllowedSigner', 'DeniedSigner', 'FileRuleRef', 'Settings', 'Setting', 'Value', 'String');
    const attributeNames = fc.constantFrom('ID', 'RuleID', 'SignerId', 'Value', 'FileName', 'FilePath', 'FriendlyName', 'InternalName', 'PolicyType', 'Provider', 'ValueName');
    const values = fc.oneof(fc.constantFrom('12', '131', 'A', 'B', '*', 'Supplemental Policy', 'PolicyInfo', 'Name', 'gdrv.sys', 'mshta.exe', '%OSDRIVE%\\Users\\*', 'C:\\*'), fc.string({ maxLength: 20 }));
    const texts = fc.oneof(fc.constantFrom('Enabled:UMCI', 'Enabled:Audit Mode', '{X}', ''), fc.string({ maxLength: 5 }));
    const nodeOf = (depth: number): fc.Arbitrary<XmlNode> =>
      fc.record({
        name: names,
        attributes: fc.array(fc.tuple(attributeNames, values), { maxLength: 4 }).map((pairs) => new Map(pairs)),
        children: depth === 0 ? fc.constant([]) : fc.array(nodeOf(depth - 1), { maxLength: 4 }),
        text: texts,
      });
    fc.assert(
      fc.property(nodeOf(4), (root) => {
        const result = readWdacPolicy({ ...root, name: 'SiPolicy' });
        if (result.ok) for (const proposal of result.reading.proposals) expect(isRequirementId(proposal.requirementId)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
