import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportSample, readingOf } from '../../../tests/support/export-samples';
import { isRequirementId } from '../framework/catalogue';
import type { ExportReading } from './export-reading';
import { exportText } from './export-text';
import { INTUNE_POLICY_IMPORTER_VERSION, isIntunePolicy, readIntunePolicy } from './intune-policy';

const SAMPLES = [
  'intune-all-macros-disabled.json',
  'intune-macros-trusted-publishers.json',
  'intune-acsc-windows-hardening.json',
  'intune-windows-security-baseline-utf16.json',
  'intune-asr-rules-block.json',
  'intune-asr-rules-audit-unassigned.json',
] as const;

/** A sample as the caller hands it over: its bytes decoded, then parsed. */
function sample(name: string): unknown {
  const text = exportText(exportSample(name));
  if (text === undefined) throw new Error(`${name} is not text`);
  return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
}

function outcomes(read: ExportReading): Record<string, string> {
  return Object.fromEntries(read.proposals.map((proposal) => [proposal.requirementId, proposal.outcome]));
}

function readOf(read: ExportReading, requirementId: string): string | undefined {
  return read.proposals.find((proposal) => proposal.requirementId === requirementId)?.read;
}

function notesFor(read: ExportReading, requirementId: string): string[] {
  return read.notes.filter((note) => note.requirementIds.includes(requirementId)).map((note) => note.text);
}

describe('isIntunePolicy', () => {
  it('recognises every sample, a one-policy Graph list and Microsoft’s template export, and nothing else', () => {
    for (const name of SAMPLES) expect(isIntunePolicy(sample(name))).toBe(true);
    expect(isIntunePolicy({ value: [sample('intune-asr-rules-block.json')] })).toBe(true);
    expect(isIntunePolicy({ displayName: 'ACSC ASR', settingsDelta: [{ definitionId: 'deviceConfiguration--x', value: 'auditMode' }] })).toBe(true);
    for (const other of [null, 1, 'policy', [], {}, { settings: [{}] }, { value: [] }, { value: [{ name: 'x' }] }, { Rules: [] }]) expect(isIntunePolicy(other)).toBe(false);
  });
});

describe('readIntunePolicy on Microsoft’s ACSC policies', () => {
  it('reads “All Macros Disabled”: VBA off for all Office applications is Effective, what it leaves out is a note', () => {
    const read = readingOf(readIntunePolicy(sample('intune-all-macros-disabled.json')));
    expect(read.format).toBe('intune-policy');
    expect(read.importerVersion).toBe(INTUNE_POLICY_IMPORTER_VERSION);
    expect(read.title).toBe('Intune settings catalog policy ‘All Macros Disabled’');
    expect(read.sourceKey).toBe('intune-policy:f3acfacc-2258-41b5-b2a5-5da7bb7accc7');
    expect(read.producedAt).toBeUndefined();
    expect(outcomes(read)).toEqual({
      'configure-microsoft-office-macro-settings-disabled-without-business-requirement': 'effective',
      'configure-microsoft-office-macro-settings-only-sandboxed-trusted-location-or-signed': 'effective',
    });
    expect(readOf(read, 'configure-microsoft-office-macro-settings-disabled-without-business-requirement')).toBe(
      'Disable VBA for Office applications: Enabled, in the user settings of the Intune policy ‘All Macros Disabled’ (assignments not in the export) → VBA macros cannot run in Office for the users it is assigned to: Effective',
    );
    expect(readOf(read, 'configure-microsoft-office-macro-settings-only-sandboxed-trusted-location-or-signed')).toBe(
      'VBA Macro Notification Settings: Disable all without notification (Excel, PowerPoint and Word), in the user settings of the Intune policy ‘All Macros Disabled’ (assignments not in the export) → only macros signed by a trusted publisher or in a Trusted Location can run: Effective',
    );
    expect(notesFor(read, 'configure-microsoft-office-macro-settings-internet-files-blocked')).toEqual(['Block macros from running in Office files from the Internet: not configured by this policy.']);
    expect(notesFor(read, 'configure-microsoft-office-macro-settings-antivirus-scanning')).toEqual(['Macro Runtime Scan Scope: not configured by this policy.']);
  });

  it('reads “Macros Enabled for Trusted Publishers”: signed macros only, internet macros blocked and scanning on, but not macros off', () => {
    const read = readingOf(readIntunePolicy(sample('intune-macros-trusted-publishers.json')));
    expect(outcomes(read)).toEqual({
      'configure-microsoft-office-macro-settings-only-sandboxed-trusted-location-or-signed': 'effective',
      'configure-microsoft-office-macro-settings-internet-files-blocked': 'effective',
      'configure-microsoft-office-macro-settings-antivirus-scanning': 'effective',
      'configure-microsoft-office-macro-settings-untrusted-publisher-cannot-be-enabled': 'effective',
    });
    expect(readOf(read, 'configure-microsoft-office-macro-settings-untrusted-publisher-cannot-be-enabled')).toBe(
      'Disable all Trust Bar notifications for security issues: Enabled, and Disable commands: 19092 (Excel, PowerPoint and Word), in the user settings of the Intune policy ‘Macros Enabled for Trusted Publishers’ (assignments not in the export) → neither the Message Bar nor the Backstage View lets users enable macros signed by a publisher that is not trusted: Effective',
    );
    expect(readOf(read, 'configure-microsoft-office-macro-settings-internet-files-blocked')).toBe(
      'Block macros from running in Office files from the Internet: Enabled (Excel, PowerPoint and Word), in the user settings of the Intune policy ‘Macros Enabled for Trusted Publishers’ (assignments not in the export) → macros in files from the internet are blocked: Effective',
    );
    expect(readOf(read, 'configure-microsoft-office-macro-settings-antivirus-scanning')).toBe(
      'Macro Runtime Scan Scope: Enable for all documents, in the user settings of the Intune policy ‘Macros Enabled for Trusted Publishers’ (assignments not in the export) → macros are scanned by antivirus when they run: Effective',
    );
    expect(notesFor(read, 'configure-microsoft-office-macro-settings-disabled-without-business-requirement')[0]).toMatch(/^VBA Macro Notification Settings: Disable all except digitally signed macros \(Access, Excel, PowerPoint and Word\)\. This allows some macros/);
  });

  it('reads the Windows hardening policy (UTF-8 with a byte-order mark): Remote Credential Guard supported, script block logging a note, Credential Guard not configured', () => {
    const read = readingOf(readIntunePolicy(sample('intune-acsc-windows-hardening.json')));
    expect(read.sourceKey).toBe('intune-policy:9ce0fb0c-30cf-4df1-b712-f476c1d7eaf8');
    expect(read.producedAt).toBe('2024-04-04T03:24:31.7187289Z');
    expect(outcomes(read)).toEqual({ 'restrict-administrative-privileges-remote-credential-guard': 'effective' });
    expect(readOf(read, 'restrict-administrative-privileges-remote-credential-guard')).toBe(
      'Remote host allows delegation of non-exportable credentials: Enabled, in the device settings of the Intune policy ‘ACSC Windows Hardening Guidelines’ (assignments not in the export) → the devices support Remote Credential Guard for connections to them: Effective',
    );
    expect(notesFor(read, 'user-application-hardening-powershell-events-centrally-logged')[0]).toMatch(/^Turn on PowerShell Script Block Logging: Enabled\. .*collected centrally/);
    expect(notesFor(read, 'restrict-administrative-privileges-credential-guard')).toEqual(['Credential Guard: not configured by this policy.']);
    expect(notesFor(read, 'user-application-hardening-internet-explorer-11-disabled-or-removed')).toEqual(['Disable Internet Explorer 11 as a standalone browser: not configured by this policy.']);
  });

  it('reads the security baseline saved as UTF-16 LE with a byte-order mark: Credential Guard, LSA protection and memory integrity on', () => {
    expect([...exportSample('intune-windows-security-baseline-utf16.json').subarray(0, 2)]).toEqual([0xff, 0xfe]);
    const read = readingOf(readIntunePolicy(sample('intune-windows-security-baseline-utf16.json')));
    expect(read.sourceKey).toBe('intune-policy:Windows Security Baseline (for use with ACSC Windows Hardening Guidelines)');
    expect(outcomes(read)).toEqual({
      'restrict-administrative-privileges-credential-guard': 'effective',
      'restrict-administrative-privileges-lsa-protection': 'effective',
      'restrict-administrative-privileges-memory-integrity': 'effective',
    });
    expect(readOf(read, 'restrict-administrative-privileges-credential-guard')).toBe(
      'Credential Guard: Enabled with UEFI lock, in the device settings of the Intune policy ‘Windows Security Baseline (for use with ACSC Windows Hardening Guidelines)’ (assignments not in the export) → Credential Guard is turned on for devices whose hardware supports it: Effective',
    );
    expect(readOf(read, 'restrict-administrative-privileges-lsa-protection')).toMatch(/^Configure LSA Protected Process: Enabled with UEFI lock, .* → LSA protection is turned on: Effective$/);
  });
});

describe('readIntunePolicy on attack surface reduction rules', () => {
  it('proposes Effective for each rule in block mode, with the rule’s name in the sentence', () => {
    const read = readingOf(readIntunePolicy(sample('intune-asr-rules-block.json')));
    expect(read.producedAt).toBe('2026-03-03T01:18:52.6603417Z');
    expect(outcomes(read)).toEqual({
      'user-application-hardening-microsoft-office-child-processes-blocked': 'effective',
      'user-application-hardening-microsoft-office-executable-content-blocked': 'effective',
      'user-application-hardening-microsoft-office-code-injection-blocked': 'effective',
      'user-application-hardening-pdf-software-child-processes-blocked': 'effective',
      'configure-microsoft-office-macro-settings-win32-api-blocked': 'effective',
    });
    expect(readOf(read, 'configure-microsoft-office-macro-settings-win32-api-blocked')).toBe(
      'Attack surface reduction rule “Block Win32 API calls from Office macros”: Block, in the device settings of the Intune policy ‘Workstations - Attack surface reduction rules’ (assignments not in the export) → Office macros cannot make Win32 API calls: Effective',
    );
  });

  it('proposes Ineffective for audit, warn and off, saying audit only logs', () => {
    const policy = sample('intune-asr-rules-block.json') as { settings: { settingInstance: { groupSettingCollectionValue: { children: { choiceSettingValue: { value: string } }[] }[] } }[] };
    const rules = policy.settings[0]!.settingInstance.groupSettingCollectionValue[0]!.children;
    const modes = ['audit', 'warn', 'off'];
    rules.forEach((rule, index) => {
      rule.choiceSettingValue.value = rule.choiceSettingValue.value.replace(/_[a-z]+$/, `_${modes[index % 3]}`);
    });
    const read = readingOf(readIntunePolicy(policy));
    expect(new Set(read.proposals.map((proposal) => proposal.outcome))).toEqual(new Set(['ineffective']));
    expect(read.proposals.some((proposal) => /: Audit, .* → audit mode only logs what the rule would block, so .* can still .*: Ineffective$/.test(proposal.read))).toBe(true);
  });

  it('settles nothing for a policy the export shows assigned to no one, and says why', () => {
    const read = readingOf(readIntunePolicy(sample('intune-asr-rules-audit-unassigned.json')));
    expect(read.proposals).toEqual([]);
    expect(read.notes.map((note) => note.text)).toContain('The export shows this policy assigned to no group, user or device, so it settles nothing; what it would set is listed below.');
    expect(notesFor(read, 'configure-microsoft-office-macro-settings-win32-api-blocked')[0]).toMatch(/^Not assigned, so not proposed: .*: Audit → audit mode only logs/);
  });

  it('names where an assigned policy applies instead of saying assignments are missing', () => {
    const policy = {
      ...(sample('intune-asr-rules-block.json') as object),
      assignments: [
        { target: { '@odata.type': '#microsoft.graph.allDevicesAssignmentTarget' } },
        { target: { '@odata.type': '#microsoft.graph.groupAssignmentTarget', groupId: 'a' } },
        { target: { '@odata.type': '#microsoft.graph.exclusionGroupAssignmentTarget', groupId: 'b' } },
      ],
    };
    const read = readingOf(readIntunePolicy(policy));
    expect(read.proposals[0]?.read).toMatch(/\(assigned to all devices and 1 group, with 1 excluded group\) →/);
  });
});

describe('readIntunePolicy on settings the policy shows the opposite way or leaves out', () => {
  const choice = (id: string, option: string, children: unknown[] = []) => ({
    settingInstance: {
      '@odata.type': '#microsoft.graph.deviceManagementConfigurationChoiceSettingInstance',
      settingDefinitionId: id,
      choiceSettingValue: { value: `${id}_${option}`, children },
    },
  });
  const word = 'user_vendor_msft_policy_config_word16v2~policy~l_microsoftofficeword~l_wordoptions~l_security~l_trustcenter';

  it('proposes Ineffective when macros are enabled for all and internet macros are not blocked', () => {
    const vba = `${word}_l_vbawarningspolicy`;
    const policy = {
      id: 'p1',
      name: 'Macros on',
      settings: [choice(vba, '1', [choice(`${vba}_l_empty19`, '1').settingInstance]), choice(`${word}_l_blockmacroexecutionfrominternet`, '0')],
    };
    const read = readingOf(readIntunePolicy(policy));
    expect(outcomes(read)).toEqual({
      'configure-microsoft-office-macro-settings-disabled-without-business-requirement': 'ineffective',
      'configure-microsoft-office-macro-settings-only-sandboxed-trusted-location-or-signed': 'ineffective',
      'configure-microsoft-office-macro-settings-internet-files-blocked': 'ineffective',
    });
    expect(readOf(read, 'configure-microsoft-office-macro-settings-disabled-without-business-requirement')).toBe(
      'VBA Macro Notification Settings: Enable all macros (Word), in the user settings of the Intune policy ‘Macros on’ (assignments not in the export) → macros are enabled for every user it is assigned to: Ineffective',
    );
  });

  it('leaves a requirement unproposed when only Word is configured, naming the applications left out', () => {
    const policy = { id: 'p2', name: 'Word only', settings: [choice(`${word}_l_blockmacroexecutionfrominternet`, '1')] };
    const read = readingOf(readIntunePolicy(policy));
    expect(outcomes(read)['configure-microsoft-office-macro-settings-internet-files-blocked']).toBeUndefined();
    expect(notesFor(read, 'configure-microsoft-office-macro-settings-internet-files-blocked')).toEqual([
      'Block macros from running in Office files from the Internet: Enabled (Word); not configured by this policy for Excel and PowerPoint.',
    ]);
  });

  it('leaves untrusted publishers unproposed when the Backstage View command is disabled in no application', () => {
    const policy = { id: 'p4', name: 'Trust Bar', settings: [choice('user_vendor_msft_policy_config_office16v2~policy~l_microsoftofficesystem~l_securitysettings_l_disablealltrustbarnotificationsfor', '1')] };
    const read = readingOf(readIntunePolicy(policy));
    expect(read.proposals).toEqual([]);
    expect(notesFor(read, 'configure-microsoft-office-macro-settings-untrusted-publisher-cannot-be-enabled')).toEqual([
      'Disable all Trust Bar notifications for security issues: Enabled; the Backstage View’s Enable Content command (19092) is not disabled by this policy for Word, Excel and PowerPoint.',
    ]);
  });

  it('proposes Ineffective for Credential Guard turned off and Effective for Internet Explorer 11 turned off', () => {
    const policy = {
      id: 'p3',
      name: 'Off',
      settings: [choice('device_vendor_msft_policy_config_deviceguard_lsacfgflags', '0'), choice('device_vendor_msft_policy_config_internetexplorer_disableinternetexplorerapp_v2', '1')],
    };
    const read = readingOf(readIntunePolicy(policy));
    expect(outcomes(read)).toEqual({
      'restrict-administrative-privileges-credential-guard': 'ineffective',
      'user-application-hardening-internet-explorer-11-disabled-or-removed': 'effective',
    });
    expect(notesFor(read, 'restrict-administrative-privileges-lsa-protection')).toEqual(['Configure LSA Protected Process: not configured by this policy.']);
  });
});

describe('readIntunePolicy refusals and the rules every reading keeps', () => {
  it('refuses in words a list of several policies, a template policy, a setting without a definition and a nameless policy', () => {
    const asr = sample('intune-asr-rules-block.json');
    const refusals = [
      readIntunePolicy({ value: [asr, asr] }),
      readIntunePolicy({ displayName: 'ACSC Windows Hardening Guidelines-Attack Surface Reduction', settingsDelta: [{ definitionId: 'deviceConfiguration--x' }] }),
      readIntunePolicy({ id: 'x', name: 'x', settings: [{ settingInstance: {} }] }),
      readIntunePolicy({ settings: [] }),
      readIntunePolicy('not a policy'),
    ].map((result) => (result.ok ? '' : result.refusal));
    expect(refusals[0]).toMatch(/holds 2 policies/);
    expect(refusals[1]).toMatch(/Endpoint security template policy ‘ACSC Windows Hardening Guidelines-Attack Surface Reduction’/);
    expect(refusals[2]).toMatch(/Setting 1 of this Intune policy has no setting definition/);
    expect(refusals[3]).toMatch(/neither an id nor a name/);
    expect(refusals[4]).toMatch(/not an Intune settings catalog policy/);
    expect(readingOf(readIntunePolicy({ value: [asr] })).sourceKey).toBe('intune-policy:14cba866-9a5b-47c8-9f85-274c9e406c47');
  });

  it('proposes only catalogue requirements, never Not implemented, always from a copy of the configuration', () => {
    for (const name of SAMPLES) {
      const read = readingOf(readIntunePolicy(sample(name)));
      for (const proposal of read.proposals) {
        expect(isRequirementId(proposal.requirementId)).toBe(true);
        expect(proposal.outcome).not.toBe('not-implemented');
        expect(proposal.testMethod).toBe('configuration-copy');
        expect(proposal.read).toMatch(/ → .+: (Effective|Ineffective)$/);
      }
      for (const note of read.notes) for (const id of note.requirementIds) expect(isRequirementId(id)).toBe(true);
    }
  });

  it('reads options and names that are also names of JavaScript object properties as unknown, proposing nothing', () => {
    const ids = [
      'device_vendor_msft_policy_config_deviceguard_lsacfgflags',
      'device_vendor_msft_policy_config_internetexplorer_disableinternetexplorerapp_v2',
      'user_vendor_msft_policy_config_constructor16v2~policy~l_x~l_trustcenter_l_vbawarningspolicy',
    ];
    for (const option of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const policy = {
        id: 'p',
        name: 'Odd',
        settings: ids.map((id) => ({ settingInstance: { settingDefinitionId: id, choiceSettingValue: { value: `${id}_${option}`, children: [] } } })),
        assignments: [{ target: { '@odata.type': option } }],
      };
      expect(readingOf(readIntunePolicy(policy)).proposals).toEqual([]);
    }
  });

  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = readIntunePolicy(value);
        expect(typeof result.ok).toBe('boolean');
        expect(typeof isIntunePolicy(value)).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on real policies with parts replaced by arbitrary JSON', () => {
    const policies = SAMPLES.map(sample);
    const paths = (value: unknown, prefix: (string | number)[] = []): (string | number)[][] =>
      typeof value === 'object' && value !== null
        ? [prefix, ...Object.entries(value).flatMap(([key, child]) => paths(child, [...prefix, Array.isArray(value) ? Number(key) : key]))]
        : [prefix];
    fc.assert(
      fc.property(fc.nat(policies.length - 1), fc.nat(), fc.jsonValue(), (which, pick, replacement) => {
        const policy = structuredClone(policies[which]) as Record<string | number, unknown>;
        const all = paths(policy).filter((path) => path.length > 0);
        const path = all[pick % all.length]!;
        let parent: Record<string | number, unknown> = policy;
        for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
        parent[path[path.length - 1]!] = replacement;
        const result = readIntunePolicy(policy);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on any truncation of a sample that still parses, nor on the samples re-encoded UTF-8 and UTF-16', () => {
    for (const name of SAMPLES) {
      const text = exportText(exportSample(name))!.replace(/^\uFEFF/, '');
      for (let twentieth = 1; twentieth < 20; twentieth += 1) {
        const cut = text.slice(0, Math.floor((text.length * twentieth) / 20));
        let parsed: unknown;
        try {
          parsed = JSON.parse(cut);
        } catch {
          continue;
        }
        expect(typeof readIntunePolicy(parsed).ok).toBe('boolean');
      }
      const units = Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));
      const utf16 = new Uint8Array([0xff, 0xfe, ...units.flatMap((unit) => [unit & 0xff, unit >> 8])]);
      const utf8 = new TextEncoder().encode(text);
      for (const bytes of [utf8, utf16]) {
        expect(exportText(bytes)).toBe(text);
        expect(readingOf(readIntunePolicy(JSON.parse(exportText(bytes)!)))).toEqual(readingOf(readIntunePolicy(JSON.parse(text))));
      }
    }
  });
});
