import { OUTCOMES } from '../framework/outcome-words';
import {
  RECOMMENDED_BLOCKLIST_FILES,
  VULNERABLE_DRIVER_MARKERS,
  deniedFromList,
  enoughOfList,
  isBroadPath,
  userWritableFoldersReached,
} from './application-control-rules';
import type { ExportNote, ExportResult, Proposal, ProposedOutcome } from './export-reading';
import { attributeOf, childNamed, childText, childrenNamed, descendantsNamed, type XmlNode } from './xml-tree';

/** Raised when what the App Control (WDAC) importer reads or proposes changes. */
export const WDAC_POLICY_IMPORTER_VERSION = 1;

/** The signing scenarios of a policy: 131 governs drivers (kernel mode), 12 applications and scripts (user mode). */
const KERNEL_SCENARIO = '131';
const USER_SCENARIO = '12';

const R = {
  workstations: 'application-control-workstations',
  userProfiles: 'application-control-user-profiles-temporary-folders',
  approvedExecutables: 'application-control-approved-executables',
  otherLocations: 'application-control-all-other-locations',
  blocklist: 'application-control-microsoft-recommended-blocklist',
  drivers: 'application-control-approved-drivers',
  driverBlocklist: 'application-control-vulnerable-driver-blocklist',
  validated: 'application-control-rulesets-validated-annually',
  logged: 'application-control-events-centrally-logged',
} as const;

const USER_MODE_REQUIREMENTS = [R.workstations, R.approvedExecutables, R.userProfiles, R.otherLocations];

/** Whether an XML document is an App Control for Business (Windows Defender Application Control) policy: root element SiPolicy. */
export function isWdacPolicy(root: XmlNode): boolean {
  return root.name === 'SiPolicy';
}

interface FileRule {
  kind: string;
  id: string;
  friendlyName: string;
  fileName: string;
  internalName: string;
  filePath: string;
}

/** What one signing scenario allows and denies. */
interface Scenario {
  allowRules: number;
  allowFileRules: FileRule[];
  allowsEverything: boolean;
  deniedNames: Set<string>;
  denyRules: number;
}

const fileRuleOf = (node: XmlNode): FileRule => ({
  kind: node.name,
  id: attributeOf(node, 'ID') ?? '',
  friendlyName: attributeOf(node, 'FriendlyName') ?? '',
  fileName: attributeOf(node, 'FileName') ?? '',
  internalName: attributeOf(node, 'InternalName') ?? '',
  filePath: attributeOf(node, 'FilePath') ?? '',
});

/** The file names a rule names, lower case: its FileName, InternalName and any file named in its FriendlyName ("ASIO32.sys Hash Sha1"). */
function namesOf(rule: FileRule): string[] {
  const names = [rule.fileName, rule.internalName].filter((name) => name.trim() !== '' && name !== '*');
  names.push(...(rule.friendlyName.match(/[\w.-]+\.(?:sys|exe|dll)\b/gi) ?? []));
  return names.map((name) => name.trim().toLowerCase());
}

function readScenario(node: XmlNode, fileRules: Map<string, FileRule>, signerAttributes: Map<string, FileRule[]>): Scenario {
  const scenario: Scenario = { allowRules: 0, allowFileRules: [], allowsEverything: false, deniedNames: new Set(), denyRules: 0 };
  for (const reference of descendantsNamed(node, 'FileRuleRef')) {
    const rule = fileRules.get(attributeOf(reference, 'RuleID') ?? '');
    if (!rule) continue;
    if (rule.kind === 'Allow') {
      scenario.allowRules += 1;
      scenario.allowFileRules.push(rule);
      if (rule.fileName === '*' || rule.filePath === '*') scenario.allowsEverything = true;
    } else if (rule.kind === 'Deny') {
      scenario.denyRules += 1;
      for (const name of namesOf(rule)) scenario.deniedNames.add(name);
    }
  }
  scenario.allowRules += descendantsNamed(node, 'AllowedSigner').length;
  for (const denied of descendantsNamed(node, 'DeniedSigner')) {
    scenario.denyRules += 1;
    for (const attribute of signerAttributes.get(attributeOf(denied, 'SignerId') ?? '') ?? []) for (const name of namesOf(attribute)) scenario.deniedNames.add(name);
  }
  return scenario;
}

function settingString(root: XmlNode, valueName: string): string | undefined {
  const settings = childNamed(root, 'Settings');
  if (!settings) return undefined;
  for (const setting of childrenNamed(settings, 'Setting')) {
    if (attributeOf(setting, 'Provider') !== 'PolicyInfo' || attributeOf(setting, 'ValueName') !== valueName) continue;
    const value = childNamed(setting, 'Value');
    const text = value ? childText(value, 'String') : undefined;
    if (text) return text;
  }
  return undefined;
}

const label = (outcome: ProposedOutcome) => OUTCOMES[outcome].label;

function propose(requirementId: string, outcome: ProposedOutcome, read: string): Proposal {
  return { requirementId, outcome, read: `${read}: ${label(outcome)}`, testMethod: 'configuration-copy' };
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const sample = (names: readonly string[]) => `${listWords(names.slice(0, 5))}${names.length > 5 ? ' …' : ''}`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

interface Policy {
  name: string;
  version: string;
  options: Set<string>;
  user: Scenario | undefined;
  kernel: Scenario | undefined;
}

const AUDIT = 'Enabled:Audit Mode';

function userModeReadings(policy: Policy, where: string): (Proposal | ExportNote)[] {
  const { options, user } = policy;
  if (!options.has('Enabled:UMCI')) {
    return [{ requirementIds: USER_MODE_REQUIREMENTS, text: 'The policy has no Enabled:UMCI option: it governs drivers only, so application control of executables, scripts and libraries is not shown by this policy.' }];
  }
  if (!user || user.allowRules === 0 || user.allowsEverything) {
    return [
      {
        requirementIds: USER_MODE_REQUIREMENTS,
        text: user?.allowsEverything
          ? 'The policy allows all user-mode code except what it denies (a rule with FileName="*"): it is a block list, not an allow list of approved applications.'
          : 'The policy has no allow rules for user-mode code, only deny rules: it is a block list meant to be merged with or deployed beside an allow-list policy.',
      },
    ];
  }
  const audit = options.has(AUDIT);
  const base = `Enabled:UMCI with ${plural(user.allowRules, 'allow rule')} for user-mode code, ${audit ? 'Enabled:Audit Mode' : 'enforced (no Enabled:Audit Mode)'}, ${where}`;
  const auditRead = (what: string) => `${base} → ${what} that no rule allows is only logged (audit mode), not blocked`;
  const readings: (Proposal | ExportNote)[] = [];
  readings.push(audit ? propose(R.workstations, 'ineffective', auditRead('user-mode code')) : propose(R.workstations, 'effective', `${base} → application control is in place on the computers this policy is deployed to`));

  if (audit) readings.push(propose(R.approvedExecutables, 'ineffective', auditRead('an executable, library, script or installer')));
  else if (options.has('Disabled:Script Enforcement')) {
    readings.push(propose(R.approvedExecutables, 'ineffective', `Disabled:Script Enforcement, ${where} → scripts (PowerShell, Windows Script Host) and HTML applications are not restricted to an approved set`));
  } else if (options.has('Enabled:Intelligent Security Graph Authorization')) {
    readings.push({ requirementIds: [R.approvedExecutables], text: 'The policy has Enabled:Intelligent Security Graph Authorization: files that Microsoft’s reputation service rates as good run as well as what the organisation approved, so whether only an organisation-approved set runs is for a person to judge.' });
  } else {
    readings.push(propose(R.approvedExecutables, 'effective', `${base}, script enforcement on → executables, software libraries, control panel applets, scripts, installers, HTML applications and compiled HTML run only when an allow rule permits them`));
  }

  const runtimeProtection = !options.has('Disabled:Runtime FilePath Rule Protection');
  const locations: [string, (rule: FileRule) => string | undefined, string][] = [
    [R.userProfiles, (rule) => { const reached = userWritableFoldersReached(rule.filePath, []); return reached.length > 0 ? listWords(reached) : undefined; }, 'user profiles and temporary folders'],
    [R.otherLocations, (rule) => (isBroadPath(rule.filePath) ? 'whole drives' : undefined), 'every other location'],
  ];
  for (const [requirementId, reach, covered] of locations) {
    const offending = user.allowFileRules.filter((rule) => rule.filePath !== '' && rule.filePath !== '*').map((rule) => ({ rule, what: reach(rule) })).filter((found) => found.what !== undefined);
    const first = offending[0];
    if (audit) readings.push(propose(requirementId, 'ineffective', auditRead(`code in ${covered}`)));
    else if (first && !runtimeProtection) {
      readings.push(propose(requirementId, 'ineffective', `FilePath rule ‘${first.rule.friendlyName || first.rule.id}’: ${first.rule.filePath}, with Disabled:Runtime FilePath Rule Protection, ${where} → users can run files they put in ${first.what}`));
    } else {
      if (first) {
        readings.push({ requirementIds: [requirementId], text: `FilePath rule ‘${first.rule.friendlyName || first.rule.id}’ allows ${first.rule.filePath}; App Control applies FilePath rules only to paths that only administrators can write (runtime FilePath rule protection is on), so it does not open ${first.what} to users.` });
      }
      readings.push(propose(requirementId, 'effective', `${base}, no FilePath rule opening ${covered} → application control applies to files wherever they are, so it covers ${covered}`));
    }
  }
  return readings;
}

function driverReadings(policy: Policy, where: string): (Proposal | ExportNote)[] {
  const { kernel, options } = policy;
  const audit = options.has(AUDIT);
  const readings: (Proposal | ExportNote)[] = [];
  if (!kernel) {
    readings.push({ requirementIds: [R.drivers, R.driverBlocklist], text: 'The policy has no driver signing scenario (131): drivers are not governed by this policy.' });
    return readings;
  }
  if (kernel.allowRules > 0 && !kernel.allowsEverything) {
    const read = `Driver signing scenario with ${plural(kernel.allowRules, 'allow rule')} and no rule allowing every driver, ${audit ? 'Enabled:Audit Mode' : 'enforced (no Enabled:Audit Mode)'}, ${where}`;
    readings.push(audit ? propose(R.drivers, 'ineffective', `${read} → drivers that no rule allows are only logged (audit mode), not blocked`) : propose(R.drivers, 'effective', `${read} → only drivers an allow rule permits can load`));
  } else {
    readings.push({ requirementIds: [R.drivers], text: kernel.allowsEverything ? 'The policy allows every driver except those it denies: it does not restrict drivers to an approved set.' : 'The policy has no allow rules for drivers, only deny rules: a block list meant to be deployed beside an allow-list policy.' });
  }
  const found = deniedFromList(VULNERABLE_DRIVER_MARKERS, kernel.deniedNames);
  const what = `Deny rules for ${found.length} of ${VULNERABLE_DRIVER_MARKERS.length} well-known drivers of Microsoft's vulnerable driver block list (${sample(found)}), ${plural(kernel.denyRules, 'deny rule')} for drivers in all, ${audit ? 'Enabled:Audit Mode, ' : ''}${where}`;
  if (enoughOfList(found.length, VULNERABLE_DRIVER_MARKERS)) {
    readings.push(audit ? propose(R.driverBlocklist, 'ineffective', `${what} → the block list is only logged (audit mode), not put into effect`) : propose(R.driverBlocklist, 'effective', `${what} → Microsoft's vulnerable driver block list is put into effect`));
  } else {
    readings.push({
      requirementIds: [R.driverBlocklist],
      text: `The policy denies ${found.length} of ${VULNERABLE_DRIVER_MARKERS.length} well-known drivers of Microsoft's vulnerable driver block list${found.length > 0 ? ` (${sample(found)})` : ''}: the block list may be in effect through another policy or Windows' own setting, which this file does not show.`,
    });
  }
  return readings;
}

function blocklistReading(policy: Policy, where: string): Proposal | ExportNote {
  const { user, options } = policy;
  const found = deniedFromList(RECOMMENDED_BLOCKLIST_FILES, user?.deniedNames ?? new Set());
  const list = RECOMMENDED_BLOCKLIST_FILES;
  if (enoughOfList(found.length, list) && options.has('Enabled:UMCI')) {
    const what = `Deny rules for ${found.length} of the ${list.length} files Microsoft's recommended block rules always deny (${sample(found)}), ${options.has(AUDIT) ? 'Enabled:Audit Mode, ' : ''}${where}`;
    return options.has(AUDIT) ? propose(R.blocklist, 'ineffective', `${what} → the blocklist is only logged (audit mode), not put into effect`) : propose(R.blocklist, 'effective', `${what} → Microsoft's recommended application blocklist is put into effect`);
  }
  if (enoughOfList(found.length, list)) return { requirementIds: [R.blocklist], text: `The policy denies ${found.length} of the files of Microsoft's recommended block rules but has no Enabled:UMCI option, without which its user-mode deny rules do not apply.` };
  return {
    requirementIds: [R.blocklist],
    text:
      found.length === 0
        ? 'The policy denies none of the files Microsoft’s recommended block rules always deny: the blocklist may be put into effect by another policy or by AppLocker instead.'
        : `The policy denies ${found.length} of the ${list.length} files Microsoft's recommended block rules always deny (${sample(found)}); not denied here: ${sample(list.filter((file) => !found.includes(file)))}. Those may be blocked by another policy or by AppLocker, or be exceptions the organisation manages as a risk.`,
  };
}

/**
 * What an App Control for Business (WDAC) policy XML shows about application control: its rule options
 * (Enabled:Audit Mode only logs; Enabled:UMCI extends it from drivers to applications and scripts), what its
 * user-mode and driver signing scenarios allow and deny, and whether its deny rules are those of Microsoft's
 * recommended block rules or vulnerable driver block list. A supplemental policy only adds to its base policy,
 * so it gives notes, not proposals. The file has no time; its version goes in the title.
 */
export function readWdacPolicy(root: XmlNode): ExportResult {
  if (!isWdacPolicy(root)) return { ok: false, refusal: 'The file is XML but not an App Control for Business (WDAC) policy: its root element is not SiPolicy.' };
  const policyId = childText(root, 'PolicyID') || childText(root, 'BasePolicyID');
  const legacyTypeId = childText(root, 'PolicyTypeID');
  if (!policyId && !legacyTypeId) return { ok: false, refusal: 'The App Control policy names no PolicyID, BasePolicyID or PolicyTypeID, so it is not a whole policy.' };
  const rules = childNamed(root, 'Rules');
  const options = new Set(rules ? childrenNamed(rules, 'Rule').map((rule) => childText(rule, 'Option') ?? '') : []);
  const fileRules = new Map<string, FileRule>();
  const fileRulesNode = childNamed(root, 'FileRules');
  for (const node of fileRulesNode?.children ?? []) fileRules.set(attributeOf(node, 'ID') ?? '', fileRuleOf(node));
  const signerAttributes = new Map<string, FileRule[]>();
  for (const signer of childNamed(root, 'Signers')?.children ?? []) {
    const attributes = childrenNamed(signer, 'FileAttribRef').map((reference) => fileRules.get(attributeOf(reference, 'RuleID') ?? '')).filter((rule): rule is FileRule => rule !== undefined);
    signerAttributes.set(attributeOf(signer, 'ID') ?? '', attributes);
  }
  const scenarios = childrenNamed(childNamed(root, 'SigningScenarios') ?? root, 'SigningScenario');
  const scenarioOf = (value: string) => {
    const node = scenarios.find((scenario) => attributeOf(scenario, 'Value') === value);
    return node ? readScenario(node, fileRules, signerAttributes) : undefined;
  };
  const name = settingString(root, 'Name') ?? attributeOf(root, 'FriendlyName') ?? 'unnamed';
  const version = childText(root, 'VersionEx') ?? 'not given';
  const policy: Policy = { name, version, options, user: scenarioOf(USER_SCENARIO), kernel: scenarioOf(KERNEL_SCENARIO) };
  const supplemental = attributeOf(root, 'PolicyType') === 'Supplemental Policy';
  const where = `in the App Control policy ‘${name}’ (version ${version})`;
  const proposals: Proposal[] = [];
  const notes: ExportNote[] = [];
  const add = (item: Proposal | ExportNote) => {
    if ('requirementId' in item) proposals.push(item);
    else notes.push(item);
  };

  if (supplemental) {
    notes.push({
      requirementIds: [...USER_MODE_REQUIREMENTS, R.drivers],
      text: `A supplemental policy: it only adds allow rules to its base policy ${childText(root, 'BasePolicyID') ?? ''}, whose options decide whether and how application control is enforced. Import the base policy to settle requirements.`,
    });
  } else {
    for (const item of [...userModeReadings(policy, where), ...driverReadings(policy, where), blocklistReading(policy, where)]) add(item);
    if (options.has('Enabled:Managed Installer')) notes.push({ requirementIds: [R.approvedExecutables], text: 'The policy has Enabled:Managed Installer: software installed by the organisation’s managed installer (for example Configuration Manager or Intune) is allowed as well as what the rules name.' });
    notes.push({ requirementIds: [R.workstations], text: 'The file does not say which computers the policy is deployed to, nor whether they are workstations or servers.' });
  }
  notes.push({ requirementIds: [], text: `Policy version ${version}${options.size > 0 ? `; rule options: ${listWords([...options].filter(Boolean))}` : ''}. The file carries no date.` });
  notes.push({ requirementIds: [R.validated, R.logged], text: 'Whether the rules are validated each year and whether App Control events are sent to a central log are not shown by a policy file.' });

  return {
    ok: true,
    reading: {
      format: 'wdac-policy',
      importerVersion: WDAC_POLICY_IMPORTER_VERSION,
      title: `App Control for Business policy ‘${name}’, version ${version}${supplemental ? ' (supplemental)' : ''}${options.has(AUDIT) ? ' (audit mode)' : ''}`,
      // A policy in the older single-policy format has no PolicyID; its PolicyTypeID is the same for every such policy, so its name is added.
      sourceKey: policyId ? `wdac-policy:${policyId.toUpperCase()}` : `wdac-policy:${(legacyTypeId ?? '').toUpperCase()}:${name}`,
      producedAt: undefined,
      proposals,
      notes,
    },
  };
}
