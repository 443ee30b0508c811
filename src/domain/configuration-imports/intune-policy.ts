import { OUTCOMES } from '../framework/outcome-words';
import type { ExportNote, ExportResult, Proposal, ProposedOutcome } from './export-reading';

/** Raised when what this importer reads or proposes changes. */
export const INTUNE_POLICY_IMPORTER_VERSION = 1;

/** One setting of a settings catalog policy: its definition id, its value, and the settings under it. */
interface CatalogSetting {
  id: string;
  /** A choice's option id, a simple value as text, or undefined for a group or a list. */
  value: string | undefined;
  /** The values of a list setting ("Enter a command bar ID to disable": 19092), empty for any other. */
  list: string[];
  children: CatalogSetting[];
}

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A table's entry for a key read from the file, never one inherited from Object ("constructor", "toString"). */
function entryOf<T>(table: Record<string, T>, key: string | undefined): T | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

function hasSettingsCatalogShape(json: Json): boolean {
  if (!isRecord(json) || !Array.isArray(json.settings)) return false;
  if (json.settings.length === 0) return typeof json.name === 'string' && typeof json.platforms === 'string';
  return json.settings.some((entry) => isRecord(entry) && isRecord(entry.settingInstance) && typeof entry.settingInstance.settingDefinitionId === 'string');
}

/** An Endpoint security template policy exported with its settings as `settingsDelta` (Microsoft's published ACSC attack surface reduction policy is one). */
function isTemplatePolicy(json: Json): boolean {
  return isRecord(json) && Array.isArray(json.settingsDelta) && json.settingsDelta.some((entry) => isRecord(entry) && typeof entry.definitionId === 'string');
}

/**
 * Whether parsed JSON is an Intune settings catalog policy as Microsoft Graph returns it
 * (`GET /deviceManagement/configurationPolicies/{id}?$expand=settings`, or the same exported by a script or a
 * published baseline), a Graph list (`{ value: [...] }`) of such policies, or an Endpoint security template policy
 * exported with its `settingsDelta` (recognised so that it is refused in words rather than passed to another importer).
 */
export function isIntunePolicy(json: unknown): boolean {
  if (hasSettingsCatalogShape(json) || isTemplatePolicy(json)) return true;
  return isRecord(json) && Array.isArray(json.value) && json.value.length > 0 && json.value.every((item) => hasSettingsCatalogShape(item));
}

function settingOf(instance: Json): CatalogSetting | undefined {
  if (!isRecord(instance) || typeof instance.settingDefinitionId !== 'string') return undefined;
  const id = instance.settingDefinitionId.toLowerCase();
  const childrenOf = (list: Json): CatalogSetting[] =>
    Array.isArray(list) ? list.map(settingOf).filter((child): child is CatalogSetting => child !== undefined) : [];
  const choice = instance.choiceSettingValue;
  if (isRecord(choice)) {
    return { id, value: typeof choice.value === 'string' ? choice.value.toLowerCase() : undefined, list: [], children: childrenOf(choice.children) };
  }
  const simple = instance.simpleSettingValue;
  if (isRecord(simple)) {
    const value = typeof simple.value === 'string' || typeof simple.value === 'number' ? String(simple.value) : undefined;
    return { id, value, list: [], children: [] };
  }
  const list = instance.simpleSettingCollectionValue;
  if (Array.isArray(list)) {
    const values = list.map((item) => (isRecord(item) && (typeof item.value === 'string' || typeof item.value === 'number') ? String(item.value) : undefined));
    return { id, value: undefined, list: values.filter((item): item is string => item !== undefined), children: [] };
  }
  const groups = instance.groupSettingCollectionValue;
  if (Array.isArray(groups)) {
    return { id, value: undefined, list: [], children: groups.flatMap((group) => (isRecord(group) ? childrenOf(group.children) : [])) };
  }
  return { id, value: undefined, list: [], children: [] };
}

/** Every setting of the policy, children included, by definition id (the first of each id). */
function settingsById(settings: CatalogSetting[]): Map<string, CatalogSetting> {
  const byId = new Map<string, CatalogSetting>();
  const visit = (setting: CatalogSetting, depth: number): void => {
    if (depth > 50) return;
    if (!byId.has(setting.id)) byId.set(setting.id, setting);
    for (const child of setting.children) visit(child, depth + 1);
  };
  for (const setting of settings) visit(setting, 0);
  return byId;
}

/** The option a choice setting holds, as the part after its definition id ("_1", "_block" → "1", "block"). */
function optionOf(setting: CatalogSetting | undefined): string | undefined {
  if (setting?.value === undefined) return undefined;
  return setting.value.startsWith(`${setting.id}_`) ? setting.value.slice(setting.id.length + 1) : undefined;
}

/** The option of the first child whose id starts with the parent's (the drop-down under an enabled setting). */
function childOptionOf(setting: CatalogSetting | undefined): string | undefined {
  const child = setting?.children.find((candidate) => candidate.id.startsWith(`${setting.id}_`));
  return optionOf(child);
}

/** What a reading found for a requirement: a proposal's outcome and words, or a note. */
type Finding =
  | { kind: 'proposal'; requirementId: string; outcome: ProposedOutcome; setting: string; where: string; meaning: string }
  | { kind: 'note'; requirementIds: string[]; text: string };

interface PolicyContext {
  name: string;
  /** "assignments not in the export", "assigned to 2 groups", … */
  scope: string;
  byId: Map<string, CatalogSetting>;
}

/** Which side of the policy a definition id belongs to, in words. */
function sideOf(id: string): string {
  return id.startsWith('user_') ? 'user settings' : 'device settings';
}

function proposal(context: PolicyContext, requirementId: string, outcome: ProposedOutcome, setting: string, side: string, meaning: string): Finding {
  return { kind: 'proposal', requirementId, outcome, setting, where: `in the ${side} of the Intune policy ‘${context.name}’ (${context.scope})`, meaning };
}

function notConfigured(requirementIds: string[], what: string): Finding {
  return { kind: 'note', requirementIds, text: `${what}: not configured by this policy.` };
}

const OFFICE_APPS: Record<string, string> = {
  word: 'Word',
  excel: 'Excel',
  ppt: 'PowerPoint',
  access: 'Access',
  visio: 'Visio',
  proj: 'Project',
  pub: 'Publisher',
};
/** The applications whose settings must all be shown before a policy can settle an Office macro requirement. */
const CORE_OFFICE_APPS = ['Word', 'Excel', 'PowerPoint'];

/** Per Office application, the option of a Trust Center setting whose definition id ends with `suffix`. */
function officeAppSettings(context: PolicyContext, suffix: string, read: (setting: CatalogSetting) => string | undefined): Map<string, { option: string; side: string }> {
  const found = new Map<string, { option: string; side: string }>();
  for (const [id, setting] of context.byId) {
    const match = /^(user|device)_vendor_msft_policy_config_([a-z]+)16v\d~policy~/.exec(id);
    const app = match ? entryOf(OFFICE_APPS, match[2]) : undefined;
    if (!app || !id.endsWith(suffix) || found.has(app)) continue;
    const option = read(setting);
    if (option !== undefined) found.set(app, { option, side: sideOf(id) });
  }
  return found;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const VBA_WARNINGS: Record<string, string> = {
  '1': 'Enable all macros',
  '2': 'Disable all with notification',
  '3': 'Disable all except digitally signed macros',
  '4': 'Disable all without notification',
};

/** The VBA Macro Notification Settings per application: its option when enabled, 'disabled' when the policy turns the setting off. */
function vbaWarnings(context: PolicyContext): Map<string, { option: string; side: string }> {
  return officeAppSettings(context, '_l_vbawarningspolicy', (setting) => (optionOf(setting) === '1' ? childOptionOf(setting) : optionOf(setting) === '0' ? 'disabled' : undefined));
}

function describeByApp(values: Map<string, { option: string }>, words: (option: string) => string): string {
  const groups = new Map<string, string[]>();
  for (const [app, { option }] of values) groups.set(words(option), [...(groups.get(words(option)) ?? []), app]);
  return [...groups].map(([value, apps]) => `${value} (${listOf(apps)})`).join('; ');
}

const MACROS_DISABLED = 'configure-microsoft-office-macro-settings-disabled-without-business-requirement';
const MACROS_SIGNED_OR_TRUSTED = 'configure-microsoft-office-macro-settings-only-sandboxed-trusted-location-or-signed';
const MACROS_INTERNET = 'configure-microsoft-office-macro-settings-internet-files-blocked';
const MACROS_SCANNING = 'configure-microsoft-office-macro-settings-antivirus-scanning';

function readOfficeMacros(context: PolicyContext): Finding[] {
  const findings: Finding[] = [];
  const warnings = vbaWarnings(context);
  const side = [...warnings.values()][0]?.side ?? 'user settings';
  const warningWords = (option: string): string => entryOf(VBA_WARNINGS, option) ?? (option === 'disabled' ? 'Disabled' : `option ${option}`);
  const described = describeByApp(warnings, warningWords);
  const missingCore = CORE_OFFICE_APPS.filter((app) => !warnings.has(app));
  const options = [...warnings.values()].map(({ option }) => option);

  const disableVbaId = 'user_vendor_msft_policy_config_office16v2~policy~l_microsoftofficesystem~l_securitysettings_l_disablevbaforofficeapplications319';
  const vbaTurnedOff = optionOf(context.byId.get(disableVbaId)) === '1';
  if (vbaTurnedOff) {
    findings.push(proposal(context, MACROS_DISABLED, 'effective', 'Disable VBA for Office applications: Enabled', 'user settings', 'VBA macros cannot run in Office for the users it is assigned to'));
  } else if (options.includes('1')) {
    findings.push(proposal(context, MACROS_DISABLED, 'ineffective', `VBA Macro Notification Settings: ${described}`, side, 'macros are enabled for every user it is assigned to'));
  } else if (warnings.size > 0 && missingCore.length === 0 && options.every((option) => option === '4')) {
    findings.push(proposal(context, MACROS_DISABLED, 'effective', `VBA Macro Notification Settings: ${described}`, side, 'macros are disabled for the users it is assigned to, who should be those without a business requirement'));
  } else if (warnings.size === 0) {
    findings.push(notConfigured([MACROS_DISABLED, MACROS_SIGNED_OR_TRUSTED], 'VBA Macro Notification Settings'));
  } else {
    findings.push({
      kind: 'note',
      requirementIds: [MACROS_DISABLED],
      text: `VBA Macro Notification Settings: ${described}${missingCore.length > 0 ? `; not configured by this policy for ${listOf(missingCore)}` : ''}. This allows some macros, as a policy for users with a business requirement would, so it does not show that macros are disabled for users without one.`,
    });
  }

  if (warnings.size > 0) {
    if (options.some((option) => option === '1' || option === '2')) {
      findings.push(proposal(context, MACROS_SIGNED_OR_TRUSTED, 'ineffective', `VBA Macro Notification Settings: ${described}`, side, 'users can run macros that are neither signed by a trusted publisher nor in a Trusted Location'));
    } else if (missingCore.length === 0 && options.every((option) => option === '3' || option === '4')) {
      findings.push(proposal(context, MACROS_SIGNED_OR_TRUSTED, 'effective', `VBA Macro Notification Settings: ${described}`, side, 'only macros signed by a trusted publisher or in a Trusted Location can run'));
    } else {
      findings.push({
        kind: 'note',
        requirementIds: [MACROS_SIGNED_OR_TRUSTED],
        text: `VBA Macro Notification Settings: ${described}${missingCore.length > 0 ? `; not configured by this policy for ${listOf(missingCore)}` : ''}.`,
      });
    }
  }

  const internet = officeAppSettings(context, '_l_blockmacroexecutionfrominternet', optionOf);
  const internetWords = (option: string): string => (option === '1' ? 'Enabled' : option === '0' ? 'Disabled' : `option ${option}`);
  const internetDescribed = `Block macros from running in Office files from the Internet: ${describeByApp(internet, internetWords)}`;
  const internetSide = [...internet.values()][0]?.side ?? 'user settings';
  const internetMissing = CORE_OFFICE_APPS.filter((app) => !internet.has(app));
  if ([...internet.values()].some(({ option }) => option === '0')) {
    findings.push(proposal(context, MACROS_INTERNET, 'ineffective', internetDescribed, internetSide, 'macros in files from the internet are not blocked in every application'));
  } else if (internet.size > 0 && internetMissing.length === 0 && [...internet.values()].every(({ option }) => option === '1')) {
    findings.push(proposal(context, MACROS_INTERNET, 'effective', internetDescribed, internetSide, 'macros in files from the internet are blocked'));
  } else if (internet.size > 0) {
    findings.push({ kind: 'note', requirementIds: [MACROS_INTERNET], text: `${internetDescribed}; not configured by this policy for ${listOf(internetMissing)}.` });
  } else {
    findings.push(notConfigured([MACROS_INTERNET], 'Block macros from running in Office files from the Internet'));
  }

  findings.push(...readUntrustedPublishers(context));

  const scanId = 'user_vendor_msft_policy_config_office16v2~policy~l_microsoftofficesystem~l_securitysettings_l_macroruntimescanscope';
  const scan = context.byId.get(scanId);
  const scanOption = optionOf(scan);
  const scope = childOptionOf(scan);
  if (scanOption === '1' && scope === '2') {
    findings.push(proposal(context, MACROS_SCANNING, 'effective', 'Macro Runtime Scan Scope: Enable for all documents', 'user settings', 'macros are scanned by antivirus when they run'));
  } else if (scanOption === '1' && scope === '0') {
    findings.push(proposal(context, MACROS_SCANNING, 'ineffective', 'Macro Runtime Scan Scope: Disable for all documents', 'user settings', 'macros are not scanned by antivirus when they run'));
  } else if (scanOption === '1' && scope === '1') {
    findings.push({ kind: 'note', requirementIds: [MACROS_SCANNING], text: 'Macro Runtime Scan Scope: Enable for low trust documents. Only some documents’ macros are scanned; ASD’s guidance is to scan all documents.' });
  } else if (scanOption === '0') {
    findings.push({ kind: 'note', requirementIds: [MACROS_SCANNING], text: 'Macro Runtime Scan Scope: Disabled as a policy setting, which leaves Office to its own default.' });
  } else {
    findings.push(notConfigured([MACROS_SCANNING], 'Macro Runtime Scan Scope'));
  }
  return findings;
}

const MACROS_UNTRUSTED_PUBLISHER = 'configure-microsoft-office-macro-settings-untrusted-publisher-cannot-be-enabled';
/** The command bar id of the control that enables content from the Backstage View. */
const ENABLE_CONTENT_COMMAND = '19092';

/**
 * Whether users can enable macros signed by a publisher that is not trusted: ASD's test looks for Trust Bar
 * notifications turned off for all Office applications and the Backstage View's command 19092 disabled in each.
 */
function readUntrustedPublishers(context: PolicyContext): Finding[] {
  const trustBarId = 'user_vendor_msft_policy_config_office16v2~policy~l_microsoftofficesystem~l_securitysettings_l_disablealltrustbarnotificationsfor';
  const trustBar = optionOf(context.byId.get(trustBarId));
  const setting = 'Disable all Trust Bar notifications for security issues';
  if (trustBar === '0') {
    return [proposal(context, MACROS_UNTRUSTED_PUBLISHER, 'ineffective', `${setting}: Disabled`, 'user settings', 'the Message Bar lets users enable macros signed by a publisher that is not trusted')];
  }
  const backstage = new Map<string, { option: string; side: string }>();
  for (const [id, candidate] of context.byId) {
    const match = /^(user|device)_vendor_msft_policy_config_([a-z]+)16v\d~policy~[^~]+~l_disableitemsinuserinterface~l_custom_l_disablecommandbar[a-z]*\d*$/.exec(id);
    const app = match ? entryOf(OFFICE_APPS, match[2]) : undefined;
    if (app && optionOf(candidate) === '1' && candidate.children.some((child) => child.list.includes(ENABLE_CONTENT_COMMAND))) backstage.set(app, { option: '1', side: sideOf(id) });
  }
  const missing = CORE_OFFICE_APPS.filter((app) => !backstage.has(app));
  if (trustBar === '1' && missing.length === 0) {
    return [
      proposal(
        context,
        MACROS_UNTRUSTED_PUBLISHER,
        'effective',
        `${setting}: Enabled, and Disable commands: ${ENABLE_CONTENT_COMMAND} (${listOf([...backstage.keys()].sort())})`,
        'user settings',
        'neither the Message Bar nor the Backstage View lets users enable macros signed by a publisher that is not trusted',
      ),
    ];
  }
  if (trustBar === undefined && backstage.size === 0) return [notConfigured([MACROS_UNTRUSTED_PUBLISHER], `${setting}, and the Backstage View’s Enable Content command (${ENABLE_CONTENT_COMMAND})`)];
  const parts = [trustBar === '1' ? `${setting}: Enabled` : `${setting}: not configured by this policy`];
  parts.push(missing.length > 0 ? `the Backstage View’s Enable Content command (${ENABLE_CONTENT_COMMAND}) is not disabled by this policy for ${listOf(missing)}` : `the Backstage View’s Enable Content command (${ENABLE_CONTENT_COMMAND}) is disabled`);
  return [{ kind: 'note', requirementIds: [MACROS_UNTRUSTED_PUBLISHER], text: `${parts.join('; ')}.` }];
}

const ASR_ID = 'device_vendor_msft_policy_config_defender_attacksurfacereductionrules';

/** The attack surface reduction rules that bear on a requirement: the rule's name in the settings catalog, its name in words, and the requirement. */
const ASR_RULES: { key: string; name: string; requirementId: string; meaning: string }[] = [
  { key: 'blockallofficeapplicationsfromcreatingchildprocesses', name: 'Block all Office applications from creating child processes', requirementId: 'user-application-hardening-microsoft-office-child-processes-blocked', meaning: 'Office cannot create child processes' },
  { key: 'blockofficeapplicationsfromcreatingexecutablecontent', name: 'Block Office applications from creating executable content', requirementId: 'user-application-hardening-microsoft-office-executable-content-blocked', meaning: 'Office cannot create executable content' },
  { key: 'blockofficeapplicationsfrominjectingcodeintootherprocesses', name: 'Block Office applications from injecting code into other processes', requirementId: 'user-application-hardening-microsoft-office-code-injection-blocked', meaning: 'Office cannot inject code into other processes' },
  { key: 'blockadobereaderfromcreatingchildprocesses', name: 'Block Adobe Reader from creating child processes', requirementId: 'user-application-hardening-pdf-software-child-processes-blocked', meaning: 'Adobe Reader cannot create child processes (other PDF software is not covered by this rule)' },
  { key: 'blockwin32apicallsfromofficemacros', name: 'Block Win32 API calls from Office macros', requirementId: 'configure-microsoft-office-macro-settings-win32-api-blocked', meaning: 'Office macros cannot make Win32 API calls' },
];

const ASR_MODES: Record<string, { words: string; outcome: ProposedOutcome; because: string }> = {
  block: { words: 'Block', outcome: 'effective', because: '' },
  audit: { words: 'Audit', outcome: 'ineffective', because: 'audit mode only logs what the rule would block, so ' },
  warn: { words: 'Warn', outcome: 'ineffective', because: 'warn mode lets the user unblock it, so ' },
  off: { words: 'Off', outcome: 'ineffective', because: 'the rule is turned off, so ' },
};

function negate(meaning: string): string {
  return meaning.replace(' cannot ', ' can still ');
}

function readAttackSurfaceReduction(context: PolicyContext): Finding[] {
  const group = context.byId.get(ASR_ID);
  if (!group) return ASR_RULES.map((rule) => notConfigured([rule.requirementId], `Attack surface reduction rule “${rule.name}”`));
  return ASR_RULES.map((rule) => {
    const setting = group.children.find((child) => child.id === `${ASR_ID}_${rule.key}`);
    const mode = entryOf(ASR_MODES, optionOf(setting));
    if (!mode) return notConfigured([rule.requirementId], `Attack surface reduction rule “${rule.name}”`);
    const meaning = mode.outcome === 'effective' ? rule.meaning : `${mode.because}${negate(rule.meaning)}`;
    return proposal(context, rule.requirementId, mode.outcome, `Attack surface reduction rule “${rule.name}”: ${mode.words}`, 'device settings', meaning);
  });
}

/** Device settings that turn a protection on with UEFI lock (1) or without (2), or off (0). */
const DEVICE_PROTECTIONS: { id: string; name: string; requirementId: string; on: string; off: string }[] = [
  { id: 'device_vendor_msft_policy_config_deviceguard_lsacfgflags', name: 'Credential Guard', requirementId: 'restrict-administrative-privileges-credential-guard', on: 'Credential Guard is turned on for devices whose hardware supports it', off: 'Credential Guard is turned off' },
  { id: 'device_vendor_msft_policy_config_localsecurityauthority_configurelsaprotectedprocess', name: 'Configure LSA Protected Process', requirementId: 'restrict-administrative-privileges-lsa-protection', on: 'LSA protection is turned on', off: 'LSA protection is turned off' },
  { id: 'device_vendor_msft_policy_config_virtualizationbasedtechnology_hypervisorenforcedcodeintegrity', name: 'Hypervisor-Enforced Code Integrity', requirementId: 'restrict-administrative-privileges-memory-integrity', on: 'memory integrity is turned on for devices whose hardware supports it', off: 'memory integrity is turned off' },
];
const REMOTE_CREDENTIAL_GUARD = 'restrict-administrative-privileges-remote-credential-guard';
const PROTECTION_OPTIONS: Record<string, string> = { '0': 'Disabled', '1': 'Enabled with UEFI lock', '2': 'Enabled without lock' };

function readDeviceProtections(context: PolicyContext): Finding[] {
  const findings: Finding[] = DEVICE_PROTECTIONS.map((protection) => {
    const option = optionOf(context.byId.get(protection.id));
    const words = entryOf(PROTECTION_OPTIONS, option);
    if (!words) return notConfigured([protection.requirementId], protection.name);
    const on = option !== '0';
    return proposal(
      context,
      protection.requirementId,
      on ? 'effective' : 'ineffective',
      `${protection.name}: ${words}`,
      'device settings',
      on ? protection.on : protection.off,
    );
  });
  const remoteHost = optionOf(context.byId.get('device_vendor_msft_policy_config_credentialsdelegation_remotehostallowsdelegationofnonexportablecredentials'));
  const remoteWords = remoteHost === '1' ? 'Enabled' : remoteHost === '0' ? 'Disabled' : undefined;
  findings.push(
    remoteWords
      ? proposal(
          context,
          REMOTE_CREDENTIAL_GUARD,
          remoteHost === '1' ? 'effective' : 'ineffective',
          `Remote host allows delegation of non-exportable credentials: ${remoteWords}`,
          'device settings',
          remoteHost === '1' ? 'the devices support Remote Credential Guard for connections to them' : 'the devices do not support Remote Credential Guard, so users’ credentials are passed to them',
        )
      : notConfigured([REMOTE_CREDENTIAL_GUARD], 'Remote host allows delegation of non-exportable credentials (Remote Credential Guard)'),
  );
  return findings;
}

const INTERNET_EXPLORER_IDS = ['device_vendor_msft_policy_config_internetexplorer_disableinternetexplorerapp_v2', 'device_vendor_msft_policy_config_internetexplorer_disableinternetexplorerapp'];
const IE_REQUIREMENT = 'user-application-hardening-internet-explorer-11-disabled-or-removed';

function readInternetExplorer(context: PolicyContext): Finding[] {
  const id = INTERNET_EXPLORER_IDS.find((candidate) => context.byId.has(candidate));
  const option = id ? optionOf(context.byId.get(id)) : undefined;
  if (option === '1') return [proposal(context, IE_REQUIREMENT, 'effective', 'Disable Internet Explorer 11 as a standalone browser: Enabled', 'device settings', 'Internet Explorer 11 is turned off')];
  if (option === '0') return [proposal(context, IE_REQUIREMENT, 'ineffective', 'Disable Internet Explorer 11 as a standalone browser: Disabled', 'device settings', 'Internet Explorer 11 can still be opened')];
  return [notConfigured([IE_REQUIREMENT], 'Disable Internet Explorer 11 as a standalone browser')];
}

const POWERSHELL_LOGGING = 'user-application-hardening-powershell-events-centrally-logged';

function readPowerShell(context: PolicyContext): Finding[] {
  const option = optionOf(context.byId.get('device_vendor_msft_policy_config_windowspowershell_turnonpowershellscriptblocklogging'));
  if (option === '0') {
    return [proposal(context, POWERSHELL_LOGGING, 'ineffective', 'Turn on PowerShell Script Block Logging: Disabled', 'device settings', 'script block logging events are not written, so they cannot be logged centrally')];
  }
  if (option === '1') {
    return [{ kind: 'note', requirementIds: [POWERSHELL_LOGGING], text: 'Turn on PowerShell Script Block Logging: Enabled. The events are written on each device; whether they are collected centrally, and whether module logging and transcription are on, is not shown by this policy.' }];
  }
  return [notConfigured([POWERSHELL_LOGGING], 'Turn on PowerShell Script Block Logging')];
}

function readEdgeAds(context: PolicyContext): Finding[] {
  const id = [...context.byId.keys()].find((candidate) => candidate.endsWith('microsoft_edge_adssettingforintrusiveadssites'));
  if (!id || optionOf(context.byId.get(id)) !== '1') return [];
  return [{ kind: 'note', requirementIds: ['user-application-hardening-web-browsers-block-web-advertisements'], text: 'Microsoft Edge “Ads setting for sites with intrusive ads” is configured: it concerns only sites Microsoft finds to show intrusive ads, so it does not show that web advertisements are blocked.' }];
}

/** The areas this importer reads, each with the definition ids that show a policy touches it, and its reader. */
const AREAS: { name: string; touches: (id: string) => boolean; read: (context: PolicyContext) => Finding[] }[] = [
  { name: 'Office macro settings', touches: (id) => /^(user|device)_vendor_msft_policy_config_[a-z]+16v\d~policy~/.test(id), read: readOfficeMacros },
  { name: 'attack surface reduction rules', touches: (id) => id.startsWith(ASR_ID), read: readAttackSurfaceReduction },
  { name: 'Credential Guard, LSA protection and memory integrity', touches: (id) => /_(deviceguard|localsecurityauthority|virtualizationbasedtechnology|credentialsdelegation)_/.test(id), read: readDeviceProtections },
  { name: 'Internet Explorer 11', touches: (id) => id.includes('_internetexplorer_'), read: readInternetExplorer },
  { name: 'PowerShell logging', touches: (id) => id.includes('_windowspowershell_'), read: readPowerShell },
  { name: 'Microsoft Edge', touches: (id) => id.includes('microsoft_edge'), read: readEdgeAds },
];

const ASSIGNMENT_TARGETS: Record<string, string> = {
  '#microsoft.graph.alldevicesassignmenttarget': 'all devices',
  '#microsoft.graph.alllicensedusersassignmenttarget': 'all users',
};

/** Where the policy is assigned, in words, or undefined when the export shows it assigned to no one. */
function scopeOf(assignments: Json): string | undefined {
  if (!Array.isArray(assignments)) return 'assignments not in the export';
  const targets = assignments.map((assignment) => (isRecord(assignment) && isRecord(assignment.target) ? assignment.target : {}));
  const typeOf = (target: Record<string, Json>): string => (typeof target['@odata.type'] === 'string' ? target['@odata.type'].toLowerCase() : '');
  const included = targets.filter((target) => typeOf(target) !== '#microsoft.graph.exclusiongroupassignmenttarget');
  const excluded = targets.length - included.length;
  if (included.length === 0) return undefined;
  const named = [...new Set(included.map((target) => entryOf(ASSIGNMENT_TARGETS, typeOf(target))).filter((name): name is string => name !== undefined))];
  const groups = included.filter((target) => entryOf(ASSIGNMENT_TARGETS, typeOf(target)) === undefined).length;
  const parts = [...named, ...(groups > 0 ? [`${groups} ${groups === 1 ? 'group' : 'groups'}`] : [])];
  return `assigned to ${listOf(parts)}${excluded > 0 ? `, with ${excluded} excluded ${excluded === 1 ? 'group' : 'groups'}` : ''}`;
}

function isoTime(value: Json): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) || Number.isNaN(Date.parse(value))) return undefined;
  return value;
}

/**
 * What an Intune settings catalog policy shows about the Essential Eight: the Office macro settings, the
 * attack surface reduction rules for Office, Adobe Reader and Win32 calls from macros, Credential Guard, LSA
 * protection, memory integrity, Internet Explorer 11 and PowerShell script block logging. A policy shows intent
 * for the users or devices it is assigned to; when the export leaves out its assignments each sentence says so,
 * and a policy assigned to no one settles nothing. A setting the policy leaves out is a note, never a proposal.
 */
export function readIntunePolicy(json: unknown): ExportResult {
  let policy: Json = json;
  if (isRecord(json) && Array.isArray(json.value) && !Array.isArray(json.settings)) {
    if (json.value.length !== 1) {
      return { ok: false, refusal: `This Graph list holds ${json.value.length} policies; export each policy on its own (GET /deviceManagement/configurationPolicies/{id}?$expand=settings) and import them one at a time.` };
    }
    policy = json.value[0];
  }
  if (isTemplatePolicy(policy) && !hasSettingsCatalogShape(policy)) {
    const name = isRecord(policy) && typeof policy.displayName === 'string' ? ` ‘${policy.displayName}’` : '';
    return { ok: false, refusal: `This is an Endpoint security template policy${name}, whose settings are listed as settingsDelta; this importer reads settings catalog policies (Devices › Configuration or Endpoint security policies built on the settings catalog, exported with ?$expand=settings).` };
  }
  if (!isRecord(policy) || !Array.isArray(policy.settings)) {
    return { ok: false, refusal: 'This is not an Intune settings catalog policy: there is no list of settings in it.' };
  }
  const settings: CatalogSetting[] = [];
  for (const [index, entry] of policy.settings.entries()) {
    const setting = isRecord(entry) ? settingOf(entry.settingInstance) : undefined;
    if (!setting) return { ok: false, refusal: `Setting ${index + 1} of this Intune policy has no setting definition, so the policy cannot be read; export it again with ?$expand=settings.` };
    settings.push(setting);
  }
  const id = typeof policy.id === 'string' && policy.id.trim() !== '' ? policy.id.trim() : undefined;
  const name = typeof policy.name === 'string' && policy.name.trim() !== '' ? policy.name.trim() : undefined;
  if (!id && !name) return { ok: false, refusal: 'This Intune policy has neither an id nor a name, so a newer export of it could not be told from another policy.' };
  const label = name ?? id ?? '';
  const byId = settingsById(settings);
  const scope = scopeOf(policy.assignments);
  const notes: ExportNote[] = [];
  const proposals: Proposal[] = [];
  const findings: Finding[] = [];
  const untouched: string[] = [];
  for (const area of AREAS) {
    if ([...byId.keys()].some(area.touches)) findings.push(...area.read({ name: label, scope: scope ?? '', byId }));
    else untouched.push(area.name);
  }
  if (untouched.length > 0) notes.push({ requirementIds: [], text: `This policy configures none of the ${listOf(untouched)} settings this importer reads.` });
  if (scope === undefined) {
    notes.push({ requirementIds: [], text: 'The export shows this policy assigned to no group, user or device, so it settles nothing; what it would set is listed below.' });
  }
  for (const finding of findings) {
    if (finding.kind === 'note') {
      notes.push({ requirementIds: finding.requirementIds, text: finding.text });
      continue;
    }
    const read = `${finding.setting}, ${finding.where} → ${finding.meaning}: ${OUTCOMES[finding.outcome].label}`;
    if (scope === undefined) notes.push({ requirementIds: [finding.requirementId], text: `Not assigned, so not proposed: ${finding.setting} → ${finding.meaning}.` });
    else proposals.push({ requirementId: finding.requirementId, outcome: finding.outcome, read, testMethod: 'configuration-copy' });
  }
  return {
    ok: true,
    reading: {
      format: 'intune-policy',
      importerVersion: INTUNE_POLICY_IMPORTER_VERSION,
      title: `Intune settings catalog policy ‘${label}’`,
      sourceKey: `intune-policy:${id ?? name ?? ''}`,
      producedAt: isoTime(policy.lastModifiedDateTime),
      proposals,
      notes,
    },
  };
}
