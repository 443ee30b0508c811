import type { ExportNote, ExportResult, Proposal } from './export-reading';
import { childNamed, childrenNamed, childText, descendantsNamed, type XmlNode } from './xml-tree';

/** Raised when what the Group Policy report importer reads or proposes changes. */
export const GROUP_POLICY_REPORT_IMPORTER_VERSION = 1;

/**
 * Whether an XML document is a Group Policy report: `Get-GPOReport -ReportType Xml` for one policy (root `GPO`),
 * for every policy (`report` holding `GPO` elements), or the resultant set of policy of `gpresult /x` (`Rsop`).
 */
export function isGroupPolicyReport(root: XmlNode): boolean {
  if (root.name === 'GPO' || root.name === 'Rsop') return true;
  return root.name === 'report' && childrenNamed(root, 'GPO').length > 0;
}

type Side = 'computer' | 'user';
type Found = 'effective' | 'ineffective';

/** One administrative-template setting as a report shows it, with where it was found in words. */
interface Setting {
  name: string;
  state: string;
  category: string;
  /** The Office application its category names (Word, Excel …), if any. */
  app: string | undefined;
  /** The chosen value of its drop-down list, if it has one. */
  choice: string | undefined;
  checkBoxes: Map<string, string>;
  listItems: { name: string; data: string }[];
  side: Side;
  /** Where it is: "in the user settings of the policy ‘Office Macros’ linked to 2 locations (…)". */
  where: string;
}

interface Finding {
  requirementId: string;
  outcome: Found;
  read: string;
}

/** A note, marked when all it says is that a setting is absent: such a note is dropped when another policy in the file settles or speaks to the same requirements. */
type Note = ExportNote & { unconfigured?: true };

interface Reading {
  findings: Finding[];
  notes: Note[];
}

const MACROS = 'configure-microsoft-office-macro-settings';
const HARDENING = 'user-application-hardening';
const REQ = {
  macrosDisabled: `${MACROS}-disabled-without-business-requirement`,
  internetBlocked: `${MACROS}-internet-files-blocked`,
  antivirus: `${MACROS}-antivirus-scanning`,
  locked: `${MACROS}-settings-locked`,
  win32: `${MACROS}-win32-api-blocked`,
  onlyTrusted: `${MACROS}-only-sandboxed-trusted-location-or-signed`,
  trustedLocationsWrite: `${MACROS}-trusted-locations-write-restricted`,
  ie11: `${HARDENING}-internet-explorer-11-disabled-or-removed`,
  java: `${HARDENING}-web-browsers-block-java`,
  ads: `${HARDENING}-web-browsers-block-web-advertisements`,
  officeChild: `${HARDENING}-microsoft-office-child-processes-blocked`,
  officeExecutable: `${HARDENING}-microsoft-office-executable-content-blocked`,
  officeInjection: `${HARDENING}-microsoft-office-code-injection-blocked`,
  ole: `${HARDENING}-microsoft-office-ole-packages-blocked`,
  officeHardened: `${HARDENING}-office-productivity-suites-hardened`,
  pdfChild: `${HARDENING}-pdf-software-child-processes-blocked`,
  powershellLogged: `${HARDENING}-powershell-events-centrally-logged`,
  commandLineLogged: `${HARDENING}-command-line-process-creation-centrally-logged`,
} as const;

const OUTCOME_LABEL: Record<Found, string> = { effective: 'Effective', ineffective: 'Ineffective' };

/** The attack surface reduction rules the model names, by their GUIDs in Microsoft's ASR rules reference. */
const ASR_RULES: { guid: string; rule: string; requirementId: string; meaning: string }[] = [
  { guid: 'd4f940ab-401b-4efc-aadc-ad5f3c50688a', rule: 'Block all Office applications from creating child processes', requirementId: REQ.officeChild, meaning: 'Microsoft Office is prevented from creating child processes' },
  { guid: '3b576869-a4ec-4529-8536-b80a7769e899', rule: 'Block Office applications from creating executable content', requirementId: REQ.officeExecutable, meaning: 'Microsoft Office is prevented from creating executable content' },
  { guid: '75668c1f-73b5-4cf0-bb93-3ecf5cb7cc84', rule: 'Block Office applications from injecting code into other processes', requirementId: REQ.officeInjection, meaning: 'Microsoft Office is prevented from injecting code into other processes' },
  { guid: '7674ba52-37eb-4a4f-a9a1-f0f9a1619a2c', rule: 'Block Adobe Reader from creating child processes', requirementId: REQ.pdfChild, meaning: 'Adobe Reader is prevented from creating child processes' },
  { guid: '92e97fa1-2edf-4476-bdd6-9dd0b4dddc7b', rule: 'Block Win32 API calls from Office macros', requirementId: REQ.win32, meaning: 'Office macros are prevented from making Win32 API calls' },
];
const ASR_MODES: Record<string, string> = { '0': 'off', '1': 'block', '2': 'audit', '6': 'warn' };

/** The Office applications that must all show a macro setting before a policy's reading counts for Office as a whole. */
const CORE_APPS = ['Word', 'Excel', 'PowerPoint'];
const APP_PATTERN = /^Microsoft (Word|Excel|PowerPoint|Access|Visio|Outlook|Project|Publisher)\b/i;
const APP_NAMES = ['Word', 'Excel', 'PowerPoint', 'Access', 'Visio', 'Outlook', 'Project', 'Publisher'];

const same = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();
const quoted = (name: string) => `‘${name}’`;
const listed = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`);
const uniq = <T>(items: T[]) => [...new Set(items)];

function appOf(category: string): string | undefined {
  const match = APP_PATTERN.exec(category);
  if (!match) return undefined;
  return APP_NAMES.find((name) => same(match[1], name));
}

/** The administrative-template settings (registry policies) below `extensionData`, found on `side`. */
function settingsIn(extensionData: XmlNode, side: Side, whereOf: (policy: XmlNode) => string | undefined): Setting[] {
  const settings: Setting[] = [];
  for (const policy of descendantsNamed(extensionData, 'Policy')) {
    const name = childText(policy, 'Name');
    const state = childText(policy, 'State');
    if (name === undefined || state === undefined) continue;
    const where = whereOf(policy);
    if (where === undefined) continue;
    const category = childText(policy, 'Category') ?? '';
    const dropDown = childNamed(policy, 'DropDownList');
    const choice = dropDown ? childText(childNamed(dropDown, 'Value') ?? dropDown, 'Name') : undefined;
    const checkBoxes = new Map<string, string>();
    for (const box of childrenNamed(policy, 'CheckBox')) checkBoxes.set((childText(box, 'Name') ?? '').replace(/:$/, ''), childText(box, 'State') ?? '');
    const listItems = childrenNamed(policy, 'ListBox').flatMap((list) =>
      childrenNamed(childNamed(list, 'Value') ?? list, 'Element').map((element) => ({ name: childText(element, 'Name') ?? '', data: childText(element, 'Data') ?? '' })),
    );
    settings.push({ name, state, category, app: appOf(category), choice, checkBoxes, listItems, side, where });
  }
  return settings;
}

const sideWords = (side: Side) => (side === 'user' ? 'user settings' : 'computer settings');

/** "in the user settings of …" for the settings given, naming each place once. */
function whereAll(settings: Setting[]): string {
  return uniq(settings.map((setting) => setting.where)).join(' and ');
}

function finding(requirementId: string, outcome: Found, what: string, settings: Setting[], meaning: string): Finding {
  return { requirementId, outcome, read: `${what}, ${whereAll(settings)} → ${meaning}: ${OUTCOME_LABEL[outcome]}` };
}

/** Settings named `name` (case-insensitive), the most recently listed per application winning within one place. */
function named(settings: Setting[], name: string): Setting[] {
  return settings.filter((setting) => same(setting.name, name));
}

/** "Word and Excel: Disable all without notification; PowerPoint: Enable all macros (not recommended)". */
function valuesByApp(settings: Setting[], value: (setting: Setting) => string): string {
  const groups = new Map<string, string[]>();
  for (const setting of settings) {
    const key = value(setting);
    groups.set(key, [...(groups.get(key) ?? []), setting.app ?? 'Office']);
  }
  return [...groups].map(([key, apps]) => `${listed(uniq(apps))}: ${key}`).join('; ');
}

function missingCore(settings: Setting[]): string[] {
  const apps = new Set(settings.map((setting) => setting.app));
  return CORE_APPS.filter((app) => !apps.has(app));
}

/** The VBA macro notification settings per application, Outlook's own macro setting included, and VBA turned off as a whole. */
function readMacroNotification(settings: Setting[], reading: Reading): void {
  const vba = named(settings, 'VBA Macro Notification Settings').filter((setting) => setting.app !== undefined);
  const outlook = named(settings, 'Security setting for macros').filter((setting) => setting.app === 'Outlook');
  const vbaOff = named(settings, 'Disable VBA for Office applications').filter((setting) => same(setting.state, 'Enabled'));
  const ids = [REQ.macrosDisabled, REQ.locked, REQ.onlyTrusted];
  if (vbaOff.length > 0) {
    reading.findings.push(finding(REQ.macrosDisabled, 'effective', 'Disable VBA for Office applications: Enabled', vbaOff, 'VBA macros cannot run in Office for the users this policy applies to, so macros are disabled for them'));
  }
  const enabled = [...vba, ...outlook].filter((setting) => same(setting.state, 'Enabled') && setting.choice !== undefined);
  const disabledOrOther = [...vba, ...outlook].filter((setting) => !same(setting.state, 'Enabled'));
  for (const setting of disabledOrOther) {
    reading.notes.push({ requirementIds: ids, text: `${setting.name} (${setting.app ?? 'Office'}) is ${setting.state}, ${setting.where}: Office keeps its default (macros disabled with a notification users can act on), which settles no requirement.` });
  }
  if (enabled.length === 0) {
    if (vbaOff.length === 0) reading.notes.push({ requirementIds: ids, text: 'VBA Macro Notification Settings is not configured by this policy for any Office application.', unconfigured: true });
    return;
  }
  const disablesAll = (setting: Setting) => same(setting.choice, 'Disable all without notification') || same(setting.choice, 'Never warn, disable all');
  const enablesAll = (setting: Setting) => /^enable all macros/i.test(setting.choice ?? '') || same(setting.choice, 'No security check');
  const described = `${enabled.length === 1 ? (enabled[0] as Setting).name : 'VBA Macro Notification Settings'} (${valuesByApp(enabled, (setting) => setting.choice ?? '')})`;
  const wide = enabled.filter(enablesAll);
  if (wide.length > 0) {
    reading.findings.push(finding(REQ.macrosDisabled, 'ineffective', `${(wide[0] as Setting).name} (${valuesByApp(wide, (setting) => setting.choice ?? '')})`, wide, `every macro runs without a prompt for the users this policy applies to, whether or not they have a business requirement`));
  } else if (enabled.every(disablesAll) && vbaOff.length === 0) {
    const missing = missingCore(enabled);
    if (missing.length === 0) reading.findings.push(finding(REQ.macrosDisabled, 'effective', described, enabled, 'macros are disabled for the users this policy applies to (whether they are the users without a business requirement is not in the file)'));
    else reading.notes.push({ requirementIds: [REQ.macrosDisabled], text: `${described}, ${whereAll(enabled)}; ${listed(missing)} ${missing.length === 1 ? 'is' : 'are'} not configured by this policy, so it does not show macros disabled across Office.` });
  } else if (vbaOff.length === 0) {
    reading.notes.push({ requirementIds: [REQ.macrosDisabled], text: `${described}, ${whereAll(enabled)}: users can still enable some macros (ASD’s test plan says “Disable with notification” lets users bypass the control), which suits only users with a business requirement; whether any user without one is given this policy is not in the file.` });
  }
  const missing = missingCore(enabled);
  if (missing.length === 0) {
    reading.findings.push(finding(REQ.locked, 'effective', `${described} set by Group Policy`, enabled, 'Office shows a setting that policy enforces as locked in its Trust Center, so users cannot change the macro security setting of these applications'));
  } else {
    reading.notes.push({ requirementIds: [REQ.locked], text: `The macro setting is enforced by this policy for ${listed(uniq(enabled.map((setting) => setting.app ?? 'Office')))} but not for ${listed(missing)}.` });
  }
  const onlyTrusted = enabled.filter((setting) => same(setting.choice, 'Disable all with notification') || enablesAll(setting));
  if (onlyTrusted.length > 0) {
    reading.findings.push(finding(REQ.onlyTrusted, 'ineffective', `VBA Macro Notification Settings (${valuesByApp(onlyTrusted, (setting) => setting.choice ?? '')})`, onlyTrusted, 'users can let macros run that are neither signed by a trusted publisher nor in a Trusted Location'));
  }
}

/** One per-application Enabled/Disabled setting the requirement needs Enabled in Word, Excel and PowerPoint. */
function readPerApplication(settings: Setting[], reading: Reading, name: string, requirementId: string, meaningOn: string, meaningOff: string, extraApps: string[]): void {
  const found = named(settings, name).filter((setting) => setting.app !== undefined);
  const on = found.filter((setting) => same(setting.state, 'Enabled'));
  const off = found.filter((setting) => same(setting.state, 'Disabled'));
  if (off.length > 0) {
    reading.findings.push(finding(requirementId, 'ineffective', `${name}: Disabled for ${listed(uniq(off.map((setting) => setting.app ?? '')))}`, off, meaningOff));
    return;
  }
  if (on.length === 0) {
    reading.notes.push({ requirementIds: [requirementId], text: `${name} is not configured by this policy.`, unconfigured: true });
    return;
  }
  const apps = uniq(on.map((setting) => setting.app ?? ''));
  const missing = missingCore(on);
  if (missing.length > 0) {
    reading.notes.push({ requirementIds: [requirementId], text: `${name}: Enabled for ${listed(apps)}, ${whereAll(on)}; not configured by this policy for ${listed(missing)}, so it does not show this across Office.` });
    return;
  }
  reading.findings.push(finding(requirementId, 'effective', `${name}: Enabled for ${listed(apps)}`, on, meaningOn));
  const others = extraApps.filter((app) => !apps.includes(app));
  if (others.length > 0) reading.notes.push({ requirementIds: [requirementId], text: `${name} is not configured by this policy for ${listed(others)}.` });
}

/** Packager Prompt (OLE package activation) per application. */
function readPackager(settings: Setting[], reading: Reading): void {
  const found = named(settings, 'Packager Prompt').filter((setting) => setting.app !== undefined && same(setting.state, 'Enabled'));
  if (found.length === 0) {
    reading.notes.push({ requirementIds: [REQ.ole], text: 'Packager Prompt (OLE package activation in Office) is not configured by this policy.', unconfigured: true });
    return;
  }
  const blocks = (setting: Setting) => /does not execute/i.test(setting.choice ?? '');
  const weak = found.filter((setting) => !blocks(setting));
  const described = (items: Setting[]) => `Packager Prompt (${valuesByApp(items, (setting) => setting.choice ?? '')})`;
  if (weak.length > 0) {
    reading.findings.push(finding(REQ.ole, 'ineffective', described(weak), weak, 'users can activate OLE packages in these applications'));
    return;
  }
  const missing = missingCore(found);
  if (missing.length > 0) {
    reading.notes.push({ requirementIds: [REQ.ole], text: `${described(found)}, ${whereAll(found)}; not configured by this policy for ${listed(missing)}.` });
    return;
  }
  reading.findings.push(finding(REQ.ole, 'effective', described(found), found, 'OLE packages cannot be activated in Word, Excel and PowerPoint'));
}

function readAntivirus(settings: Setting[], reading: Reading): void {
  const found = named(settings, 'Macro Runtime Scan Scope');
  const setting = found.at(-1);
  if (!setting) {
    reading.notes.push({ requirementIds: [REQ.antivirus], text: 'Macro Runtime Scan Scope is not configured by this policy (Office scans macros at runtime by default only when it judges a document low trust).', unconfigured: true });
    return;
  }
  if (same(setting.state, 'Enabled') && same(setting.choice, 'Enable for all documents')) {
    reading.findings.push(finding(REQ.antivirus, 'effective', 'Macro Runtime Scan Scope: Enable for all documents', [setting], 'macros in every document are passed to the antivirus software as they run'));
  } else if (same(setting.state, 'Disabled') || same(setting.choice, 'Disable for all documents')) {
    reading.findings.push(finding(REQ.antivirus, 'ineffective', `Macro Runtime Scan Scope: ${same(setting.state, 'Disabled') ? 'Disabled' : 'Disable for all documents'}`, [setting], 'macros are not passed to the antivirus software as they run'));
  } else {
    reading.notes.push({ requirementIds: [REQ.antivirus], text: `Macro Runtime Scan Scope: ${setting.choice ?? setting.state}, ${setting.where}: only some documents' macros are scanned as they run.` });
  }
}

function readTrustSettings(settings: Setting[], reading: Reading): void {
  const parts: string[] = [];
  for (const name of ['Disable all trusted locations', 'Allow Trusted Locations on the network', 'Turn off trusted documents', 'Require that application add-ins are signed by Trusted Publisher']) {
    const found = named(settings, name).filter((setting) => setting.app !== undefined);
    if (found.length > 0) parts.push(`${name} (${valuesByApp(found, (setting) => setting.state)})`);
  }
  if (parts.length > 0) {
    reading.notes.push({ requirementIds: [REQ.onlyTrusted, REQ.trustedLocationsWrite, REQ.officeHardened], text: `Trust settings read, ${whereAll(settings.filter((setting) => setting.app !== undefined))}: ${parts.join('; ')}. They bear on where macros may run; who can write to Trusted Locations is not in a Group Policy report.` });
  }
}

function readAsr(settings: Setting[], reading: Reading): void {
  const policies = named(settings, 'Configure Attack Surface Reduction rules');
  const enabled = policies.filter((setting) => same(setting.state, 'Enabled'));
  const ids = ASR_RULES.map((rule) => rule.requirementId);
  if (enabled.length === 0) {
    const state = policies.length > 0 ? 'turned off (Disabled)' : 'not configured';
    reading.notes.push({ requirementIds: ids, text: `Configure Attack Surface Reduction rules is ${state} by this policy, so it sets none of the Office, Adobe Reader or Win32 API rules.`, ...(policies.length > 0 ? {} : { unconfigured: true as const }) });
    return;
  }
  for (const rule of ASR_RULES) {
    const matches = enabled.flatMap((setting) => setting.listItems.filter((item) => item.name.trim().replace(/^\{|\}$/g, '').toLowerCase() === rule.guid).map((item) => ({ setting, item })));
    const last = matches.at(-1);
    if (!last) {
      reading.notes.push({ requirementIds: [rule.requirementId], text: `The attack surface reduction rule ${quoted(rule.rule)} (${rule.guid}) is not configured by this policy.`, unconfigured: true });
      continue;
    }
    const value = last.item.data.trim();
    const mode = ASR_MODES[value] ?? `value ${value}`;
    const what = `Configure Attack Surface Reduction rules: ${rule.rule} (${rule.guid}) = ${value} (${mode})`;
    if (value === '1') reading.findings.push(finding(rule.requirementId, 'effective', what, [last.setting], rule.meaning));
    else reading.findings.push(finding(rule.requirementId, 'ineffective', what, [last.setting], `the rule ${mode === 'audit' ? 'only records what it would block' : mode === 'warn' ? 'lets users bypass its block' : 'does not block anything'}`));
  }
}

function readInternetExplorer(settings: Setting[], reading: Reading): void {
  const found = named(settings, 'Disable Internet Explorer 11 as a standalone browser');
  const setting = found.find((item) => same(item.state, 'Enabled')) ?? found.at(-1);
  if (!setting) {
    reading.notes.push({ requirementIds: [REQ.ie11], text: 'Disable Internet Explorer 11 as a standalone browser is not configured by this policy (Internet Explorer 11 may also be removed, which a policy report does not show).', unconfigured: true });
    return;
  }
  if (same(setting.state, 'Enabled')) {
    reading.findings.push(finding(REQ.ie11, 'effective', 'Disable Internet Explorer 11 as a standalone browser: Enabled', [setting], 'Internet Explorer 11 is turned off as a standalone browser'));
    reading.notes.push({ requirementIds: [REQ.ie11], text: 'ASD’s test plan notes that iexplore.exe can still be started in other ways unless it is removed or blocked by application control; a policy report does not show either.' });
  }
  else reading.findings.push(finding(REQ.ie11, 'ineffective', `Disable Internet Explorer 11 as a standalone browser: ${setting.state}`, [setting], 'users may run Internet Explorer 11'));
}

function readBrowserNotes(settings: Setting[], reading: Reading): void {
  const ads = named(settings, 'Ads setting for sites with intrusive ads');
  for (const setting of ads) {
    reading.notes.push({ requirementIds: [REQ.ads], text: `Ads setting for sites with intrusive ads (${setting.category || 'browser'}): ${setting.choice ?? setting.state}, ${setting.where}. It only concerns sites Google or Microsoft judge to show intrusive ads, so it does not show web advertisements blocked.` });
  }
  const java = settings.filter((setting) => same(setting.name, 'Java permissions') && /Internet Zone/i.test(setting.category));
  if (java.length > 0) {
    reading.notes.push({ requirementIds: [REQ.java], text: `Java permissions for Internet Explorer's Internet Zone: ${java.map((setting) => setting.choice ?? setting.state).join(', ')}, ${whereAll(java)}. Modern browsers (Edge, Chrome, Firefox) cannot run Java applets at all, so this setting matters only where Internet Explorer is still used.` });
  }
}

function readLogging(settings: Setting[], reading: Reading): void {
  const names = ['Turn on PowerShell Script Block Logging', 'Turn on Module Logging', 'Turn on PowerShell Transcription'];
  const parts = names.flatMap((name) => named(settings, name).slice(-1).map((setting) => `${name}: ${setting.state}`));
  reading.notes.push({
    requirementIds: [REQ.powershellLogged],
    ...(parts.length > 0 ? {} : { unconfigured: true as const }),
    text: parts.length > 0
      ? `${parts.join('; ')}, ${whereAll(names.flatMap((name) => named(settings, name)))}. This is logging on each computer; that the events reach a central location is not in a Group Policy report.`
      : 'PowerShell script block, module and transcription logging are not configured by this policy.',
  });
  const commandLine = named(settings, 'Include command line in process creation events').at(-1);
  reading.notes.push({
    requirementIds: [REQ.commandLineLogged],
    ...(commandLine ? {} : { unconfigured: true as const }),
    text: commandLine
      ? `Include command line in process creation events: ${commandLine.state}, ${commandLine.where}. Process creation auditing and forwarding the events to a central location are not shown by this setting.`
      : 'Include command line in process creation events is not configured by this policy.',
  });
}

/** Every finding and note the settings give. */
function readSettings(settings: Setting[]): Reading {
  const reading: Reading = { findings: [], notes: [] };
  readMacroNotification(settings, reading);
  readPerApplication(settings, reading, 'Block macros from running in Office files from the Internet', REQ.internetBlocked, 'macros in Office files from the internet are blocked in these applications', 'macros in Office files from the internet are not blocked by policy in these applications', ['Access', 'Visio']);
  readAntivirus(settings, reading);
  readTrustSettings(settings, reading);
  readPackager(settings, reading);
  readAsr(settings, reading);
  readInternetExplorer(settings, reading);
  readBrowserNotes(settings, reading);
  readLogging(settings, reading);
  return reading;
}

/** One proposal per requirement: an Ineffective finding outweighs Effective ones from other policies; the rest are kept as notes. */
function combine(readings: Reading[]): { proposals: Proposal[]; notes: ExportNote[] } {
  const notes: Note[] = readings.flatMap((reading) => reading.notes);
  const byRequirement = new Map<string, Finding[]>();
  for (const item of readings.flatMap((reading) => reading.findings)) byRequirement.set(item.requirementId, [...(byRequirement.get(item.requirementId) ?? []), item]);
  const proposals: Proposal[] = [];
  for (const [requirementId, findings] of byRequirement) {
    const chosen = findings.find((item) => item.outcome === 'ineffective') ?? (findings[0] as Finding);
    proposals.push({ requirementId, outcome: chosen.outcome, read: chosen.read, testMethod: 'configuration-copy' });
    for (const other of findings) if (other !== chosen) notes.push({ requirementIds: [requirementId], text: `Also read: ${other.read}` });
  }
  // That a policy leaves a setting unconfigured matters only when nothing else in the file speaks to the same requirements.
  const spoken = new Set([...proposals.map((proposal) => proposal.requirementId), ...notes.filter((note) => !note.unconfigured).flatMap((note) => note.requirementIds)]);
  const kept = notes.filter((note) => !(note.unconfigured && note.requirementIds.every((id) => spoken.has(id))));
  return { proposals, notes: uniqNotes(kept.map(({ requirementIds, text }) => ({ requirementIds, text }))) };
}

function uniqNotes(notes: ExportNote[]): ExportNote[] {
  const seen = new Set<string>();
  return notes.filter((note) => {
    const key = `${note.requirementIds.join(',')}|${note.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const isTrue = (text: string | undefined) => same(text, 'true');

function isoTime(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const time = Date.parse(/(Z|[+-]\d\d:\d\d)$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

interface PolicyScope {
  name: string;
  guid: string;
  domain: string | undefined;
  readTime: string | undefined;
}

function scopeOf(gpo: XmlNode): PolicyScope | undefined {
  const identifier = childNamed(gpo, 'Identifier');
  const guid = identifier ? childText(identifier, 'Identifier') : undefined;
  const name = childText(gpo, 'Name');
  if (!guid || !name) return undefined;
  return { name, guid: guid.toUpperCase(), domain: identifier ? childText(identifier, 'Domain') : undefined, readTime: childText(gpo, 'ReadTime') };
}

/** The reading of one policy of `Get-GPOReport`: its links and sides decide whether its settings settle anything. */
function readPolicy(gpo: XmlNode, scope: PolicyScope): Reading {
  const links = childrenNamed(gpo, 'LinksTo');
  const enabledLinks = links.filter((link) => isTrue(childText(link, 'Enabled')));
  const paths = enabledLinks.map((link) => childText(link, 'SOMPath') ?? childText(link, 'SOMName') ?? '?');
  const enforced = enabledLinks.filter((link) => isTrue(childText(link, 'NoOverride'))).length;
  const linkWords = paths.length === 1 ? `linked to ${paths[0] ?? ''}` : `linked to ${paths.length} locations (${paths.join('; ')})`;
  const notes: Note[] = [];
  notes.push({
    requirementIds: [],
    text: `Policy ${quoted(scope.name)} ${scope.guid}: ${links.length === 0 ? 'no links' : `${enabledLinks.length} of ${links.length} links enabled${enforced > 0 ? `, ${enforced} enforced` : ''}`}; computer settings ${isTrue(childText(childNamed(gpo, 'Computer') ?? gpo, 'Enabled')) ? 'enabled' : 'disabled'}, user settings ${isTrue(childText(childNamed(gpo, 'User') ?? gpo, 'Enabled')) ? 'enabled' : 'disabled'}.`,
  });
  const settings: Setting[] = [];
  for (const side of ['computer', 'user'] as const) {
    const node = childNamed(gpo, side === 'computer' ? 'Computer' : 'User');
    const data = node ? childrenNamed(node, 'ExtensionData') : [];
    const found = data.flatMap((extension) => settingsIn(extension, side, () => `in the ${sideWords(side)} of the policy ${quoted(scope.name)} ${linkWords}`));
    if (found.length === 0) continue;
    if (enabledLinks.length === 0 || !node || !isTrue(childText(node, 'Enabled'))) {
      const why = enabledLinks.length === 0 ? (links.length === 0 ? 'is not linked anywhere' : 'has no enabled link') : `has its ${sideWords(side)} disabled`;
      notes.push({ requirementIds: [], text: `The policy ${quoted(scope.name)} ${why}, so its ${found.length} ${sideWords(side).replace('settings', 'setting')}${found.length === 1 ? '' : 's'} apply to no one and settle nothing.` });
      continue;
    }
    settings.push(...found);
  }
  if (settings.length === 0) return { findings: [], notes };
  const reading = readSettings(settings);
  return { findings: reading.findings, notes: [...notes, ...reading.notes] };
}

function readGpoReport(root: XmlNode): ExportResult {
  const gpos = root.name === 'GPO' ? [root] : childrenNamed(root, 'GPO');
  const scoped = gpos.map((gpo) => ({ gpo, scope: scopeOf(gpo) }));
  const readable = scoped.filter((item): item is { gpo: XmlNode; scope: PolicyScope } => item.scope !== undefined);
  if (readable.length === 0) return { ok: false, refusal: 'The Group Policy report names no policy with a name and GUID (its Identifier), so it cannot be read: export it again with Get-GPOReport -ReportType Xml.' };
  const combined = combine(readable.map(({ gpo, scope }) => readPolicy(gpo, scope)));
  const skipped = scoped.length - readable.length;
  if (skipped > 0) combined.notes.push({ requirementIds: [], text: `${skipped} ${skipped === 1 ? 'policy' : 'policies'} in the report had no name or GUID and ${skipped === 1 ? 'was' : 'were'} not read.` });
  const first = readable[0] as { gpo: XmlNode; scope: PolicyScope };
  const single = root.name === 'GPO';
  const times = readable.map(({ scope }) => isoTime(scope.readTime)).filter((time): time is string => time !== undefined).sort();
  return {
    ok: true,
    reading: {
      format: 'group-policy-report',
      importerVersion: GROUP_POLICY_REPORT_IMPORTER_VERSION,
      title: single ? `Group Policy report of ${quoted(first.scope.name)}` : `Group Policy report of ${readable.length} policies${first.scope.domain ? ` in ${first.scope.domain}` : ''}`,
      sourceKey: single ? `group-policy:${first.scope.guid}` : `group-policy-report:${(first.scope.domain ?? 'all policies').toLowerCase()}`,
      producedAt: times.at(-1),
      proposals: combined.proposals,
      notes: combined.notes,
    },
  };
}

/** The reading of `gpresult /x`: the settings that won on each side, each with the policy it came from. */
function readRsop(root: XmlNode): ExportResult {
  const sides = [
    { side: 'computer' as const, node: childNamed(root, 'ComputerResults') },
    { side: 'user' as const, node: childNamed(root, 'UserResults') },
  ];
  const present = sides.filter((item): item is { side: Side; node: XmlNode } => item.node !== undefined);
  if (present.length === 0) return { ok: false, refusal: 'The gpresult report holds neither computer nor user results, so there is nothing to read: run gpresult /x again as an administrator.' };
  const computer = present.find((item) => item.side === 'computer');
  const user = present.find((item) => item.side === 'user');
  const computerName = computer ? childText(computer.node, 'Name') : undefined;
  const userName = user ? childText(user.node, 'Name') : undefined;
  const settings: Setting[] = [];
  const notes: Note[] = [];
  for (const { side, node } of present) {
    const subject = childText(node, 'Name') || (side === 'computer' ? 'the computer' : 'the user');
    const names = new Map<string, string>();
    for (const gpo of childrenNamed(node, 'GPO')) {
      const path = childNamed(gpo, 'Path');
      const guid = path ? childText(path, 'Identifier') : undefined;
      const name = childText(gpo, 'Name');
      if (guid && name) names.set(guid.toUpperCase(), name);
    }
    const whereOf = (policy: XmlNode): string | undefined => {
      const precedence = childText(policy, 'Precedence');
      if (precedence !== undefined && precedence !== '1') return undefined;
      const gpo = childNamed(policy, 'GPO');
      const guid = gpo ? childText(gpo, 'Identifier')?.toUpperCase() : undefined;
      const from = guid ? (names.get(guid) ?? guid) : 'a policy it does not name';
      return `in the ${sideWords(side)} applied to ${subject} from the policy ${quoted(from)}`;
    };
    const found = childrenNamed(node, 'ExtensionData').flatMap((data) => settingsIn(data, side, whereOf));
    notes.push({ requirementIds: [], text: `${side === 'computer' ? 'Computer' : 'User'} results for ${subject}: ${names.size} ${names.size === 1 ? 'policy' : 'policies'} listed, ${found.length} administrative-template setting${found.length === 1 ? '' : 's'} in force.` });
    settings.push(...found);
  }
  const reading = readSettings(settings);
  const combined = combine([{ findings: reading.findings, notes: [...notes, ...reading.notes.map((note) => ({ ...note, text: note.text.replace(/not configured by this policy/g, 'not configured by any policy applied').replace(/by this policy/g, 'by the winning policy') }))] }]);
  const who = computerName ?? userName ?? 'an unnamed computer';
  return {
    ok: true,
    reading: {
      format: 'group-policy-report',
      importerVersion: GROUP_POLICY_REPORT_IMPORTER_VERSION,
      title: `Group Policy result for ${who}${computerName && userName ? ` and ${userName}` : ''}`,
      sourceKey: `group-policy-result:${who.toLowerCase()}${computerName && userName ? `:${userName.toLowerCase()}` : ''}`,
      producedAt: isoTime(childText(root, 'ReadTime')),
      proposals: combined.proposals,
      notes: combined.notes,
    },
  };
}

/**
 * What a Group Policy report shows of the Essential Eight: Office macro settings, attack surface reduction rules,
 * Internet Explorer 11 and OLE packages as proposals; logging, browser and trust settings as notes. A policy that is
 * not linked, or whose side is disabled, settles nothing. Pure; never throws.
 */
export function readGroupPolicyReport(root: XmlNode): ExportResult {
  if (!isGroupPolicyReport(root)) return { ok: false, refusal: 'This is not a Group Policy report: its root element is neither GPO, report nor Rsop.' };
  return root.name === 'Rsop' ? readRsop(root) : readGpoReport(root);
}
