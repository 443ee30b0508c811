import { OUTCOMES } from '../framework/outcome-words';
import {
  RECOMMENDED_BLOCKLIST_FILES,
  appliesToUsers,
  deniedFromList,
  enoughOfList,
  isBroadPath,
  principalName,
  userWritableFoldersReached,
} from './application-control-rules';
import type { ExportNote, ExportResult, Proposal, ProposedOutcome } from './export-reading';
import { attributeOf, childNamed, childrenNamed, descendantsNamed, type XmlNode } from './xml-tree';

/** Raised when what the AppLocker importer reads or proposes changes. */
export const APPLOCKER_POLICY_IMPORTER_VERSION = 1;

const COLLECTION_TYPES = ['Exe', 'Msi', 'Script', 'Dll', 'Appx'] as const;
type CollectionType = (typeof COLLECTION_TYPES)[number];

const COLLECTION_WORDS: Record<CollectionType, string> = {
  Exe: 'executables',
  Msi: 'installers',
  Script: 'scripts',
  Dll: 'software libraries and control panel applets',
  Appx: 'packaged apps',
};

const RULE_KINDS = ['FilePathRule', 'FilePublisherRule', 'FileHashRule'] as const;
const RULE_KIND_WORDS: Record<(typeof RULE_KINDS)[number], string> = { FilePathRule: 'Path rule', FilePublisherRule: 'Publisher rule', FileHashRule: 'Hash rule' };

interface AppLockerRule {
  kind: (typeof RULE_KINDS)[number];
  name: string;
  id: string;
  sid: string;
  action: 'Allow' | 'Deny';
  paths: string[];
  exceptionPaths: string[];
  publishers: { publisher: string; product: string; binary: string }[];
  hashFileNames: string[];
}

/** What a rule collection does: enforces its rules, only audits them, has no rules (so restricts nothing), or is not in the file. */
type CollectionState = 'enforced' | 'audit-only' | 'no-rules' | 'absent';

interface Collection {
  type: CollectionType;
  mode: 'Enabled' | 'AuditOnly' | 'NotConfigured';
  rules: AppLockerRule[];
  state: CollectionState;
}

const ENFORCEMENT_MODES = ['Enabled', 'AuditOnly', 'NotConfigured'] as const;

const R = {
  workstations: 'application-control-workstations',
  userProfiles: 'application-control-user-profiles-temporary-folders',
  approvedExecutables: 'application-control-approved-executables',
  otherLocations: 'application-control-all-other-locations',
  blocklist: 'application-control-microsoft-recommended-blocklist',
  validated: 'application-control-rulesets-validated-annually',
  logged: 'application-control-events-centrally-logged',
} as const;

const WHERE = 'in this AppLocker policy';

/** Whether an XML document is an AppLocker policy as `Get-AppLockerPolicy -Effective -Xml` (or `-Local`, `-Domain`) writes it. */
export function isAppLockerPolicy(root: XmlNode): boolean {
  return root.name === 'AppLockerPolicy';
}

type Parsed<T> = { ok: true; value: T } | { ok: false; refusal: string };

function readRule(node: XmlNode, kind: AppLockerRule['kind'], collection: string): Parsed<AppLockerRule> {
  const name = attributeOf(node, 'Name') ?? '';
  const action = attributeOf(node, 'Action');
  const sid = attributeOf(node, 'UserOrGroupSid');
  if ((action !== 'Allow' && action !== 'Deny') || !sid) {
    return { ok: false, refusal: `The AppLocker policy's ${collection} rule ‘${name || attributeOf(node, 'Id') || 'without a name'}’ has no Action of Allow or Deny or no UserOrGroupSid, so the file is not a whole AppLocker policy.` };
  }
  const conditions = childNamed(node, 'Conditions');
  const exceptions = childNamed(node, 'Exceptions');
  return {
    ok: true,
    value: {
      kind,
      name,
      id: attributeOf(node, 'Id') ?? '',
      sid,
      action,
      paths: conditions ? childrenNamed(conditions, 'FilePathCondition').map((condition) => attributeOf(condition, 'Path') ?? '') : [],
      exceptionPaths: exceptions ? childrenNamed(exceptions, 'FilePathCondition').map((condition) => attributeOf(condition, 'Path') ?? '') : [],
      publishers: conditions
        ? childrenNamed(conditions, 'FilePublisherCondition').map((condition) => ({
            publisher: attributeOf(condition, 'PublisherName') ?? '',
            product: attributeOf(condition, 'ProductName') ?? '',
            binary: attributeOf(condition, 'BinaryName') ?? '',
          }))
        : [],
      hashFileNames: conditions ? descendantsNamed(conditions, 'FileHash').map((hash) => attributeOf(hash, 'SourceFileName') ?? '') : [],
    },
  };
}

function stateOf(mode: Collection['mode'], rules: AppLockerRule[]): CollectionState {
  if (rules.length === 0) return 'no-rules';
  // A collection whose enforcement is not configured enforces the rules it holds (Microsoft's AppLocker enforcement settings).
  return mode === 'AuditOnly' ? 'audit-only' : 'enforced';
}

function readCollections(root: XmlNode): Parsed<{ collections: Map<CollectionType, Collection>; otherTypes: string[] }> {
  const collections = new Map<CollectionType, Collection>();
  const otherTypes: string[] = [];
  for (const node of childrenNamed(root, 'RuleCollection')) {
    const type = attributeOf(node, 'Type');
    if (!type) return { ok: false, refusal: 'The AppLocker policy has a rule collection without a Type, so the file is not a whole AppLocker policy.' };
    const mode = attributeOf(node, 'EnforcementMode') ?? 'NotConfigured';
    if (!(ENFORCEMENT_MODES as readonly string[]).includes(mode)) {
      return { ok: false, refusal: `The AppLocker policy's ${type} rule collection has the enforcement mode ‘${mode}’, which AppLocker does not have (Enabled, AuditOnly or NotConfigured).` };
    }
    if (!(COLLECTION_TYPES as readonly string[]).includes(type)) {
      otherTypes.push(type);
      continue;
    }
    if (collections.has(type as CollectionType)) return { ok: false, refusal: `The AppLocker policy has two ${type} rule collections; AppLocker policies have one of each.` };
    const rules: AppLockerRule[] = [];
    for (const child of node.children) {
      if (!(RULE_KINDS as readonly string[]).includes(child.name)) continue;
      const rule = readRule(child, child.name as AppLockerRule['kind'], type);
      if (!rule.ok) return rule;
      rules.push(rule.value);
    }
    const typed = type as CollectionType;
    const typedMode = mode as Collection['mode'];
    collections.set(typed, { type: typed, mode: typedMode, rules, state: stateOf(typedMode, rules) });
  }
  return { ok: true, value: { collections, otherTypes } };
}

function stateWords(collection: Collection | undefined): string {
  if (!collection) return 'not in the policy';
  const count = `${collection.rules.length} rule${collection.rules.length === 1 ? '' : 's'}`;
  if (collection.state === 'enforced') return collection.mode === 'Enabled' ? `enforced with ${count}` : `enforcement not configured, so its ${count} are enforced`;
  if (collection.state === 'audit-only') return `audit only with ${count}`;
  return `no rules (enforcement ${collection.mode})`;
}

const SHORT_STATE: Record<CollectionState, string> = { enforced: 'enforced', 'audit-only': 'audit only', 'no-rules': 'no rules', absent: 'absent' };

const label = (outcome: ProposedOutcome) => OUTCOMES[outcome].label;

function propose(requirementId: string, outcome: ProposedOutcome, read: string): Proposal {
  return { requirementId, outcome, read: `${read}: ${label(outcome)}`, testMethod: 'configuration-copy' };
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A stable key for a policy that names no computer: a hash (FNV-1a) of its rules' ids, so a re-export of the same rules supersedes the last. */
function fingerprint(ids: string[]): string {
  let hash = 0x811c9dc5;
  for (const character of [...ids].sort().join('|')) {
    hash ^= character.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function ruleWords(rule: AppLockerRule, type: CollectionType): string {
  return `${RULE_KIND_WORDS[rule.kind]} ‘${rule.name || rule.id}’ (${type} rules, ${rule.action.toLowerCase()} ${principalName(rule.sid)})`;
}

const isWildcardPublisher = (rule: AppLockerRule) => rule.publishers.some((condition) => condition.publisher.trim() === '*');

/** Allow rules for users, in the enforced collections among `types`, with what each lets run. */
function offendingAllowRules(collections: Map<CollectionType, Collection>, types: readonly CollectionType[], reach: (rule: AppLockerRule) => string | undefined): string[] {
  const found: string[] = [];
  for (const type of types) {
    const collection = collections.get(type);
    if (collection?.state !== 'enforced') continue;
    for (const rule of collection.rules) {
      if (rule.action !== 'Allow' || !appliesToUsers(rule.sid)) continue;
      const what = reach(rule);
      if (what) found.push(`${ruleWords(rule, type)}: ${what}`);
    }
  }
  return found;
}

const RESTRICTED_TYPES: readonly CollectionType[] = ['Exe', 'Script', 'Msi', 'Dll'];

function userProfileReach(rule: AppLockerRule): string | undefined {
  if (isWildcardPublisher(rule)) return 'any signed file, from any publisher, wherever it is';
  for (const path of rule.paths) {
    const reached = userWritableFoldersReached(path, rule.exceptionPaths);
    if (reached.length > 0) return `${path} reaches ${listWords(reached)}`;
  }
  return undefined;
}

function broadReach(rule: AppLockerRule): string | undefined {
  if (isWildcardPublisher(rule)) return 'any signed file, from any publisher, wherever it is';
  const path = rule.paths.find(isBroadPath);
  return path === undefined ? undefined : `${path}${rule.exceptionPaths.length > 0 ? ` (except ${listWords(rule.exceptionPaths)})` : ''} allows files anywhere on a drive`;
}

/** The file name a deny rule names: a publisher rule's binary name, a path rule's file, a hash rule's source file, lower case. */
function deniedNames(collections: Map<CollectionType, Collection>, states: readonly CollectionState[]): Set<string> {
  const names = new Set<string>();
  for (const collection of collections.values()) {
    if (!states.includes(collection.state) || collection.type === 'Appx') continue;
    for (const rule of collection.rules) {
      if (rule.action !== 'Deny' || !appliesToUsers(rule.sid)) continue;
      for (const { binary } of rule.publishers) if (binary && !binary.includes('*')) names.add(binary.trim().toLowerCase());
      for (const path of rule.paths) {
        const file = path.split(/[\\/]/).at(-1) ?? '';
        if (file && !file.includes('*')) names.add(file.trim().toLowerCase());
      }
      for (const file of rule.hashFileNames) if (file) names.add(file.trim().toLowerCase());
    }
  }
  return names;
}

function workstationProposal(exe: Collection | undefined, others: string[]): Proposal | ExportNote {
  if (!exe) return { requirementIds: [R.workstations, R.approvedExecutables], text: 'The AppLocker policy has no executable (Exe) rule collection: executables are not restricted by this policy.' };
  const setting = `Executable rules (Exe): ${stateWords(exe)}, ${WHERE}`;
  if (exe.state === 'enforced') {
    const rest = others.length > 0 ? `; not enforced: ${listWords(others)}` : '';
    return propose(R.workstations, 'effective', `${setting}${rest} → application control is in place on the computers this policy applies to`);
  }
  if (exe.state === 'audit-only') return propose(R.workstations, 'ineffective', `${setting} → AppLocker only logs the executables it would block (audit only) and blocks none`);
  return propose(R.workstations, 'ineffective', `${setting} → AppLocker lets every executable run`);
}

function approvedExecutablesProposal(collections: Map<CollectionType, Collection>): Proposal | ExportNote {
  const needed: CollectionType[] = ['Exe', 'Script', 'Msi', 'Dll'];
  const absent = needed.filter((type) => !collections.has(type));
  const notEnforced = needed.filter((type) => collections.has(type) && collections.get(type)?.state !== 'enforced');
  if (notEnforced.length > 0) {
    const states = notEnforced.map((type) => `${type} ${SHORT_STATE[collections.get(type)?.state ?? 'absent']}`);
    const what = notEnforced.map((type) => COLLECTION_WORDS[type]);
    return propose(R.approvedExecutables, 'ineffective', `Rule collections ${listWords(states)}, ${WHERE} → ${listWords(what)} are not restricted to an approved set`);
  }
  if (absent.length > 0) {
    return { requirementIds: [R.approvedExecutables], text: `The AppLocker policy has no ${listWords(absent)} rule collection${absent.length === 1 ? '' : 's'}: ${listWords(absent.map((type) => COLLECTION_WORDS[type]))} are not restricted by this policy.` };
  }
  return propose(
    R.approvedExecutables,
    'effective',
    `Rule collections Exe, Script, Msi and Dll: all enforced, ${WHERE} → executables, scripts, installers and software libraries run only when a rule allows them (HTML applications and compiled HTML run through mshta.exe and hh.exe, which the executable rules govern)`,
  );
}

const LOCATION_WORDS = {
  'user-profiles': {
    covered: 'user profiles and temporary folders',
    offending: 'users can run files they put in user profiles or temporary folders',
    none: 'user profiles or the Windows temporary folder',
  },
  'other-locations': {
    covered: 'every other location',
    offending: 'users can run files from anywhere on the drives this rule allows',
    none: 'a whole drive or every path',
  },
} as const;

function locationProposal(
  requirementId: string,
  collections: Map<CollectionType, Collection>,
  offending: string[],
  kind: keyof typeof LOCATION_WORDS,
): Proposal | ExportNote {
  const words = LOCATION_WORDS[kind];
  const exe = collections.get('Exe');
  const script = collections.get('Script');
  if (offending.length > 0) {
    const more = offending.length > 1 ? ` (and ${offending.length - 1} more such rule${offending.length > 2 ? 's' : ''})` : '';
    return propose(requirementId, 'ineffective', `${offending[0]}${more}, ${WHERE} → ${words.offending}`);
  }
  if (!exe || !script) return { requirementIds: [requirementId], text: `The AppLocker policy has no ${!exe ? 'executable (Exe)' : 'script'} rule collection, so whether application control covers ${words.covered} is not shown by this policy.` };
  const states = `Executable rules ${SHORT_STATE[exe.state]}, script rules ${SHORT_STATE[script.state]}`;
  if (exe.state === 'audit-only' || script.state === 'audit-only') return propose(requirementId, 'ineffective', `${states}, ${WHERE} → what runs from ${words.covered} is only logged (audit only), not blocked`);
  if (exe.state !== 'enforced' || script.state !== 'enforced') return propose(requirementId, 'ineffective', `${states}, ${WHERE} → ${exe.state !== 'enforced' ? 'executables' : 'scripts'} run from ${words.covered} unrestricted`);
  return propose(requirementId, 'effective', `${states}, and no allow rule for users reaches ${words.none}, ${WHERE} → application control covers ${words.covered}`);
}

function blocklistReading(collections: Map<CollectionType, Collection>): Proposal | ExportNote {
  const list = RECOMMENDED_BLOCKLIST_FILES;
  const enforced = deniedFromList(list, deniedNames(collections, ['enforced']));
  const audited = deniedFromList(list, deniedNames(collections, ['enforced', 'audit-only']));
  const sample = (names: string[]) => `${listWords(names.slice(0, 5))}${names.length > 5 ? ' …' : ''}`;
  if (enoughOfList(enforced.length, list)) {
    return propose(R.blocklist, 'effective', `Deny rules for ${enforced.length} of the ${list.length} files Microsoft's recommended block rules always deny (${sample(enforced)}), enforced, ${WHERE} → Microsoft's recommended application blocklist is put into effect`);
  }
  if (enoughOfList(audited.length, list)) {
    return propose(R.blocklist, 'ineffective', `Deny rules for ${audited.length} of the ${list.length} files Microsoft's recommended block rules always deny (${sample(audited)}), in rule collections that are audit only, ${WHERE} → the blocklist is only logged, not put into effect`);
  }
  const missing = list.filter((name) => !audited.includes(name));
  return {
    requirementIds: [R.blocklist],
    text:
      audited.length === 0
        ? `The AppLocker policy denies none of the files Microsoft's recommended block rules always deny: the blocklist may be put into effect by App Control for Business (WDAC) instead.`
        : `The AppLocker policy denies ${audited.length} of the ${list.length} files Microsoft's recommended block rules always deny (${sample(audited)}); not denied here: ${sample(missing)}. Those may be blocked by App Control for Business (WDAC) instead, or be exceptions the organisation manages as a risk.`,
  };
}

/**
 * What an AppLocker policy (`Get-AppLockerPolicy -Effective -Xml`) shows about application control: each rule
 * collection's enforcement (Enabled, AuditOnly, or NotConfigured, which enforces the rules it holds), the allow
 * path rules that reach user profiles, temporary folders or whole drives, and the deny rules for the files of
 * Microsoft's recommended block rules. Audit-only collections support Ineffective, as does a collection without
 * rules beside others that have some; a collection missing from the file, or a policy with no rules at all (AppLocker
 * not in use), gives notes. The file names no computer and no time, so its key is a hash of its rules' ids.
 */
export function readAppLockerPolicy(root: XmlNode): ExportResult {
  if (!isAppLockerPolicy(root)) return { ok: false, refusal: 'The file is XML but not an AppLocker policy: its root element is not AppLockerPolicy.' };
  const read = readCollections(root);
  if (!read.ok) return read;
  const { collections, otherTypes } = read.value;
  const proposals: Proposal[] = [];
  const notes: ExportNote[] = [];
  const add = (item: Proposal | ExportNote | undefined) => {
    if (!item) return;
    if ('requirementId' in item) proposals.push(item);
    else notes.push(item);
  };

  const allRules = [...collections.values()].flatMap((collection) => collection.rules);
  const summary = COLLECTION_TYPES.map((type) => `${type} ${SHORT_STATE[collections.get(type)?.state ?? 'absent']}`).join(', ');
  const title = `AppLocker policy (${allRules.length} rule${allRules.length === 1 ? '' : 's'}): ${summary}`;

  if (allRules.length === 0) {
    notes.push({
      requirementIds: [R.workstations, R.approvedExecutables, R.userProfiles, R.otherLocations, R.blocklist],
      text: 'The AppLocker policy has no rules: AppLocker restricts nothing where it applies. Exported with -Effective, this is a computer that does not use AppLocker; it may use App Control for Business (WDAC) instead.',
    });
  } else {
    const others = COLLECTION_TYPES.filter((type) => type !== 'Exe' && collections.get(type)?.state !== 'enforced').map((type) => `${type} (${SHORT_STATE[collections.get(type)?.state ?? 'absent']})`);
    add(workstationProposal(collections.get('Exe'), others));
    add(approvedExecutablesProposal(collections));
    add(locationProposal(R.userProfiles, collections, offendingAllowRules(collections, RESTRICTED_TYPES, userProfileReach), 'user-profiles'));
    add(locationProposal(R.otherLocations, collections, offendingAllowRules(collections, RESTRICTED_TYPES, broadReach), 'other-locations'));
    add(blocklistReading(collections));
    notes.push({
      requirementIds: [R.workstations],
      text: 'AppLocker enforces its rules only where the Application Identity service (AppIDSvc) runs, and the file does not say which computers those are or whether they are workstations or servers.',
    });
    for (const type of COLLECTION_TYPES) {
      const collection = collections.get(type);
      notes.push({ requirementIds: [], text: `${type} rule collection (${COLLECTION_WORDS[type]}): ${stateWords(collection)}.` });
    }
  }
  if (otherTypes.length > 0) notes.push({ requirementIds: [], text: `Rule collections not read: ${listWords(otherTypes)}.` });
  notes.push({
    requirementIds: [R.validated, R.logged],
    text: 'Whether the rules are validated each year and whether AppLocker events are sent to a central log are not shown by a policy file.',
  });
  return {
    ok: true,
    reading: {
      format: 'applocker-policy',
      importerVersion: APPLOCKER_POLICY_IMPORTER_VERSION,
      title,
      sourceKey: `applocker-policy:${allRules.length === 0 ? 'no-rules' : fingerprint(allRules.map((rule) => rule.id || rule.name))}`,
      producedAt: undefined,
      proposals,
      notes,
    },
  };
}
