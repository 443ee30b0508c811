import type { ExportNote, ExportResult, Proposal } from './export-reading';
import { isJsonObject, jsonItems, propertyOf, textOf } from './powershell-json';

/**
 * The members of a computer's local Administrators group, as `Get-LocalGroupMember Administrators |
 * ConvertTo-Json` or the English `net localgroup administrators` writes them. A member list shows who holds
 * local administrator rights on one computer when it was taken; it cannot show that each was validated,
 * needed or reviewed. Only a group that holds every user (Everyone, Authenticated Users, Domain Users…)
 * settles anything: then every user is a local administrator, so privileged access was not validated user by
 * user nor limited to duties. Everything else is notes.
 */
export const LOCAL_ADMINISTRATORS_IMPORTER_VERSION = 1;

/** What the person importing may add that the file does not say: `net localgroup` never names the computer. */
export interface AdministratorsContext {
  computer?: string;
}

type Source = 'Local' | 'ActiveDirectory' | 'AzureAD' | 'MicrosoftAccount' | 'Unknown';

interface Member {
  name: string;
  objectClass: string | undefined;
  source: Source | undefined;
  sid: string | undefined;
}

const REQUESTS_VALIDATED = 'restrict-administrative-privileges-requests-validated';
const LIMITED_TO_DUTIES = 'restrict-administrative-privileges-access-limited-to-duties';
const REVALIDATED = 'restrict-administrative-privileges-disabled-after-12-months-unless-revalidated';
const CREDENTIALS_MANAGED = 'restrict-administrative-privileges-account-credentials-managed';
const MEMBERSHIP_REQUIREMENTS = [REQUESTS_VALIDATED, LIMITED_TO_DUTIES, REVALIDATED];

/** PrincipalSource as ConvertTo-Json writes the enumeration: its number, or its name with -EnumsAsStrings. */
const SOURCES: readonly Source[] = ['Unknown', 'Local', 'ActiveDirectory', 'AzureAD', 'MicrosoftAccount'];

/** Well-known groups that hold every user, by SID (Microsoft's "Well-known SIDs" reference). */
const BROAD_SIDS: Record<string, string> = {
  'S-1-1-0': 'Everyone',
  'S-1-5-11': 'Authenticated Users',
  'S-1-5-4': 'INTERACTIVE',
  'S-1-5-32-545': 'Users',
};
const BROAD_NAMES = new Set(['everyone', 'authenticated users', 'interactive', 'users', 'domain users']);
/** Prefixes of names that are not a computer: built-in and well-known accounts, and Entra ID. */
const NOT_COMPUTERS = new Set(['builtin', 'nt authority', 'nt service', 'azuread', 'window manager', 'font driver host', '']);

/**
 * Whether parsed JSON is the output of Get-LocalGroupMember: objects with a Name, a SID and an ObjectClass or a
 * PrincipalSource, and none of the Description or Enabled that Get-LocalGroup and Get-LocalUser add to the same
 * properties (a list of groups or of users is not a list of members).
 */
export function isLocalAdministratorsJson(json: unknown): boolean {
  const items = jsonItems(json);
  return (
    items.length > 0 &&
    items.every((item) => isJsonObject(item) && propertyOf(item, 'Description') === undefined && propertyOf(item, 'Enabled') === undefined) &&
    items.some((item) => isJsonObject(item) && typeof propertyOf(item, 'Name') === 'string' && (propertyOf(item, 'ObjectClass') !== undefined || propertyOf(item, 'PrincipalSource') !== undefined) && propertyOf(item, 'SID') !== undefined)
  );
}

/** Reads the output of `Get-LocalGroupMember Administrators | ConvertTo-Json` (one object or an array of them). */
export function readLocalAdministratorsJson(json: unknown, context: AdministratorsContext = {}): ExportResult {
  if (!isLocalAdministratorsJson(json)) {
    return { ok: false, refusal: 'This file is not a list of the members of a local group: Get-LocalGroupMember Administrators | ConvertTo-Json writes objects with a Name, an ObjectClass and a SID.' };
  }
  const members: Member[] = [];
  for (const [index, item] of jsonItems(json).entries()) {
    const name = isJsonObject(item) ? textOf(item, 'Name') : undefined;
    if (!isJsonObject(item) || name === undefined) return { ok: false, refusal: `Member ${index + 1} of the list has no name, so the file cannot be read; export the group again.` };
    members.push({ name, objectClass: textOf(item, 'ObjectClass'), source: sourceOf(propertyOf(item, 'PrincipalSource')), sid: sidOf(propertyOf(item, 'SID')) });
  }
  return { ok: true, reading: readingOf(members, context.computer ?? computerOf(members)) };
}

/** Whether text is the output of `net localgroup <group>` in English: "Alias name", "Members" and the dashed line. */
export function isNetLocalGroupText(text: string): boolean {
  const lines = linesOf(text);
  return lines.some((line) => /^Alias name\s+\S/.test(line)) && lines.some((line) => line.trim() === 'Members') && lines.some((line) => /^-{20,}\s*$/.test(line));
}

/** Reads the English output of `net localgroup administrators`: the members between the dashed line and "The command completed successfully." */
export function readNetLocalGroupText(text: string, context: AdministratorsContext = {}): ExportResult {
  if (!isNetLocalGroupText(text)) {
    return { ok: false, refusal: 'This file is not the output of net localgroup administrators in English: it needs the lines “Alias name”, “Members” and a dashed line.' };
  }
  const lines = linesOf(text);
  const aliasLine = lines.find((line) => /^Alias name\s+\S/.test(line)) ?? '';
  const alias = aliasLine.replace(/^Alias name\s+/, '').trim();
  if (alias.toLowerCase() !== 'administrators') {
    return { ok: false, refusal: `This is the membership of the group “${alias}”, not of the local Administrators group: run net localgroup administrators.` };
  }
  const membersAt = lines.findIndex((line) => line.trim() === 'Members');
  const dashesAt = lines.findIndex((line, index) => index > membersAt && /^-{20,}\s*$/.test(line));
  const endAt = lines.findIndex((line, index) => index > dashesAt && /^The command completed/.test(line.trim()));
  if (membersAt < 0 || dashesAt < 0 || endAt < 0) {
    return { ok: false, refusal: 'The output stops before “The command completed successfully.”, so the list of members may be cut short: save the whole output of net localgroup administrators again.' };
  }
  const members = lines
    .slice(dashesAt + 1, endAt)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((name): Member => ({ name, objectClass: undefined, source: undefined, sid: undefined }));
  return { ok: true, reading: readingOf(members, context.computer) };
}

function linesOf(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

function sourceOf(value: unknown): Source | undefined {
  if (typeof value === 'number') return SOURCES[value];
  if (typeof value === 'string') return SOURCES.find((source) => source.toLowerCase() === value.trim().toLowerCase());
  return undefined;
}

/** The SID's text: `SID.Value` as ConvertTo-Json writes a SecurityIdentifier, or the text itself. */
function sidOf(value: unknown): string | undefined {
  const sid = isJsonObject(value) ? propertyOf(value, 'Value') : value;
  return typeof sid === 'string' && /^S-1-[\d-]+$/i.test(sid.trim()) ? sid.trim().toUpperCase() : undefined;
}

function prefixOf(name: string): string | undefined {
  const slash = name.indexOf('\\');
  return slash < 0 ? undefined : name.slice(0, slash);
}

function accountOf(name: string): string {
  return name.slice(name.indexOf('\\') + 1);
}

/** The computer: the prefix of the local accounts (PC01\Administrator), the one most of them share. */
function computerOf(members: Member[]): string | undefined {
  const counts = new Map<string, number>();
  for (const member of members) {
    const prefix = prefixOf(member.name);
    const local = member.source === 'Local' || member.source === undefined;
    if (prefix === undefined || !local || NOT_COMPUTERS.has(prefix.toLowerCase()) || member.sid?.startsWith('S-1-5-21-') !== true) continue;
    counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

/** Why a member holds every user, in words ("Authenticated Users (S-1-5-11)"); undefined when it is not such a group. */
function broadGroupOf(member: Member): string | undefined {
  if (member.sid !== undefined) {
    const wellKnown = BROAD_SIDS[member.sid];
    if (wellKnown !== undefined) return `${member.name} (${member.sid}, ${wellKnown})`;
    if (/^S-1-5-21-\d+-\d+-\d+-513$/.test(member.sid)) return `${member.name} (${member.sid}, the domain’s Domain Users)`;
    return undefined;
  }
  return BROAD_NAMES.has(accountOf(member.name).toLowerCase()) ? member.name : undefined;
}

function isBuiltInAdministrator(member: Member, computer: string | undefined): boolean {
  if (member.sid !== undefined) return /^S-1-5-21-\d+-\d+-\d+-500$/.test(member.sid) && member.source !== 'ActiveDirectory' && member.source !== 'AzureAD';
  const prefix = prefixOf(member.name);
  return accountOf(member.name).toLowerCase() === 'administrator' && (prefix === undefined || (computer !== undefined && prefix.toLowerCase() === computer.toLowerCase()));
}

function kindOf(member: Member, computer: string | undefined): string {
  const kind = member.objectClass?.toLowerCase() === 'group' ? 'group' : member.objectClass?.toLowerCase() === 'user' ? 'user' : 'account';
  if (member.source === 'Local') return `local ${kind}`;
  if (member.source === 'ActiveDirectory') return `Active Directory ${kind}`;
  if (member.source === 'AzureAD') return `Microsoft Entra ID ${kind}`;
  if (member.source === 'MicrosoftAccount') return `Microsoft account ${kind}`;
  const prefix = prefixOf(member.name);
  if (member.source === undefined && (prefix === undefined || (computer !== undefined && prefix.toLowerCase() === computer.toLowerCase()))) return 'local account';
  return kind === 'account' ? 'account' : kind;
}

function readingOf(members: Member[], computer: string | undefined) {
  const where = computer === undefined ? 'this computer' : computer;
  const broad = members.map(broadGroupOf).filter((found): found is string => found !== undefined);
  const proposals: Proposal[] = [];
  if (broad.length > 0) {
    const holders = broad.join(' and ');
    const isAre = broad.length === 1 ? 'is a member' : 'are members';
    proposals.push({
      requirementId: REQUESTS_VALIDATED,
      outcome: 'ineffective',
      read: `${holders} ${isAre} of the local Administrators group of ${where} → every user who signs in to ${where} holds local administrator rights without their own request for privileged access being validated: Ineffective`,
      testMethod: 'configuration-copy',
    });
    proposals.push({
      requirementId: LIMITED_TO_DUTIES,
      outcome: 'ineffective',
      read: `${holders} ${isAre} of the local Administrators group of ${where} → every user who signs in to ${where} holds local administrator rights, whether or not their duties need them: Ineffective`,
      testMethod: 'configuration-copy',
    });
  }
  const described = members.map((member) => `${member.name} (${kindOf(member, computer)})`);
  const local = members.filter((member) => kindOf(member, computer).startsWith('local')).length;
  const directoryGroups = members.filter((member) => /^(Active Directory|Microsoft Entra ID) group$/.test(kindOf(member, computer))).length;
  const notes: ExportNote[] = [
    {
      requirementIds: MEMBERSHIP_REQUIREMENTS,
      text:
        members.length === 0
          ? `The local Administrators group of ${where} has no members in this file.`
          : `The local Administrators group of ${where} has ${members.length} member${members.length === 1 ? '' : 's'}: ${described.join(', ')}. ${local} ${local === 1 ? 'is a local account' : 'are local accounts'} and ${directoryGroups} ${directoryGroups === 1 ? 'is a directory group' : 'are directory groups'}, whose own members the file does not list.`,
    },
    {
      requirementIds: MEMBERSHIP_REQUIREMENTS,
      text: 'A member list shows who held local administrator rights on this computer when it was taken; whether each was requested and validated, is needed for their duties and is revalidated every 12 months is in the organisation’s records, not in this file.',
    },
  ];
  const builtIn = members.find((member) => isBuiltInAdministrator(member, computer));
  notes.push({
    requirementIds: [CREDENTIALS_MANAGED],
    text:
      builtIn === undefined
        ? members.some((member) => member.sid !== undefined)
          ? 'The built-in Administrator account (the one whose SID ends in -500) is not a member of the group in this file.'
          : 'No member is named “Administrator”; net localgroup does not show SIDs, so a renamed built-in Administrator account cannot be told apart.'
        : `The built-in Administrator account (${builtIn.name}) is a member: the file does not show whether its password is long, unique, unpredictable and managed, for example by Windows LAPS, nor whether the account is enabled.`,
  });
  if (computer === undefined) notes.push({ requirementIds: [], text: 'The file does not name the computer; give its name when importing so that a later export of the same computer replaces this one.' });
  const identity = computer === undefined ? `unnamed computer:${members.map((member) => member.name.toLowerCase()).sort().join('|')}` : computer.toUpperCase();
  return {
    format: 'local-administrators' as const,
    importerVersion: LOCAL_ADMINISTRATORS_IMPORTER_VERSION,
    title: computer === undefined ? 'Members of the local Administrators group (computer not named)' : `Members of the local Administrators group of ${computer}`,
    sourceKey: `local-administrators:${identity}`,
    producedAt: undefined,
    proposals,
    notes,
  };
}
