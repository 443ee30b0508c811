import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportSample, readingOf, utf16le } from '../../../tests/support/export-samples';
import { isRequirementId } from '../framework/catalogue';
import { exportText } from './export-text';
import { isLocalAdministratorsJson, isNetLocalGroupText, LOCAL_ADMINISTRATORS_IMPORTER_VERSION, readLocalAdministratorsJson, readNetLocalGroupText } from './local-administrators';

/** The gowindows sample (see samples/SOURCES.md) as its text: one line of UTF-8 JSON. */
const gowindowsSample = exportText(exportSample('local-administrators-gowindows.json')) ?? '';

/** Get-LocalGroupMember output as Windows PowerShell 5 writes it with ConvertTo-Json, pretty-printed, for a domain-joined PC. */
const domainJoined = `[
    {
        "Name":  "PC01\\\\Administrator",
        "SID":  { "BinaryLength":  28, "AccountDomainSid":  { "BinaryLength":  24, "AccountDomainSid":  "S-1-5-21-1004336348-1177238915-682003330", "Value":  "S-1-5-21-1004336348-1177238915-682003330" }, "Value":  "S-1-5-21-1004336348-1177238915-682003330-500" },
        "PrincipalSource":  1,
        "ObjectClass":  "User"
    },
    {
        "Name":  "CONTOSO\\\\Domain Admins",
        "SID":  { "BinaryLength":  28, "AccountDomainSid":  { "BinaryLength":  24, "AccountDomainSid":  "S-1-5-21-3623811015-3361044348-30300820", "Value":  "S-1-5-21-3623811015-3361044348-30300820" }, "Value":  "S-1-5-21-3623811015-3361044348-30300820-512" },
        "PrincipalSource":  2,
        "ObjectClass":  "Group"
    },
    {
        "Name":  "PC01\\\\helpdesk",
        "SID":  { "BinaryLength":  28, "AccountDomainSid":  { "BinaryLength":  24, "AccountDomainSid":  "S-1-5-21-1004336348-1177238915-682003330", "Value":  "S-1-5-21-1004336348-1177238915-682003330" }, "Value":  "S-1-5-21-1004336348-1177238915-682003330-1001" },
        "PrincipalSource":  1,
        "ObjectClass":  "User"
    }
]`;

const withDomainUsers = domainJoined.replace(
  /\n\]$/,
  `,
    {
        "Name":  "CONTOSO\\\\Domain Users",
        "SID":  { "BinaryLength":  28, "AccountDomainSid":  { "BinaryLength":  24, "AccountDomainSid":  "S-1-5-21-3623811015-3361044348-30300820", "Value":  "S-1-5-21-3623811015-3361044348-30300820" }, "Value":  "S-1-5-21-3623811015-3361044348-30300820-513" },
        "PrincipalSource":  "ActiveDirectory",
        "ObjectClass":  "Group"
    }
]`,
);

/** The English output of `net localgroup administrators` on a domain-joined computer, with the prompt before it. */
const netOutput = [
  'PS C:\\> net localgroup administrators',
  'Alias name     administrators',
  'Comment        Administrators have complete and unrestricted access to the computer/domain',
  '',
  'Members',
  '',
  '-------------------------------------------------------------------------------',
  'Administrator',
  'CONTOSO\\Domain Admins',
  'helpdesk',
  'The command completed successfully.',
  '',
].join('\r\n');

describe('the members of the local Administrators group from Get-LocalGroupMember | ConvertTo-Json', () => {
  it('reads a real export (gowindows fixture): the computer, both local users, and no proposal from a member list alone', () => {
    const json: unknown = JSON.parse(gowindowsSample);
    expect(isLocalAdministratorsJson(json)).toBe(true);
    const result = readingOf(readLocalAdministratorsJson(json));
    expect(result).toMatchObject({ format: 'local-administrators', importerVersion: LOCAL_ADMINISTRATORS_IMPORTER_VERSION, sourceKey: 'local-administrators:WIN2022SC', producedAt: undefined, proposals: [] });
    expect(result.title).toBe('Members of the local Administrators group of WIN2022SC');
    expect(result.notes[0]?.text).toBe(
      'The local Administrators group of WIN2022SC has 2 members: WIN2022SC\\Administrator (local user), WIN2022SC\\vagrant (local user). 2 are local accounts and 0 are directory groups, whose own members the file does not list.',
    );
    expect(result.notes.map((note) => note.text)).toContain(
      'The built-in Administrator account (WIN2022SC\\Administrator) is a member: the file does not show whether its password is long, unique, unpredictable and managed, for example by Windows LAPS, nor whether the account is enabled.',
    );
  });

  it('reads one member alone (ConvertTo-Json writes an object, not an array, for one)', () => {
    const one: unknown = (JSON.parse(gowindowsSample) as unknown[])[1];
    const result = readingOf(readLocalAdministratorsJson(one));
    expect(result.notes[0]?.text).toMatch(/^The local Administrators group of WIN2022SC has 1 member: WIN2022SC\\vagrant \(local user\)\./);
    expect(result.notes.map((note) => note.text)).toContain('The built-in Administrator account (the one whose SID ends in -500) is not a member of the group in this file.');
  });

  it('counts local accounts and directory groups, and proposes nothing while no group holds every user', () => {
    const result = readingOf(readLocalAdministratorsJson(JSON.parse(domainJoined)));
    expect(result.proposals).toEqual([]);
    expect(result.notes[0]?.text).toBe(
      'The local Administrators group of PC01 has 3 members: PC01\\Administrator (local user), CONTOSO\\Domain Admins (Active Directory group), PC01\\helpdesk (local user). 2 are local accounts and 1 is a directory group, whose own members the file does not list.',
    );
    expect(result.notes[1]?.requirementIds).toContain('restrict-administrative-privileges-requests-validated');
  });

  it('proposes Ineffective for validation and for access limited to duties when Domain Users is a member, in these words', () => {
    const result = readingOf(readLocalAdministratorsJson(JSON.parse(withDomainUsers)));
    expect(result.proposals).toEqual([
      {
        requirementId: 'restrict-administrative-privileges-requests-validated',
        outcome: 'ineffective',
        read: 'CONTOSO\\Domain Users (S-1-5-21-3623811015-3361044348-30300820-513, the domain’s Domain Users) is a member of the local Administrators group of PC01 → every user who signs in to PC01 holds local administrator rights without their own request for privileged access being validated: Ineffective',
        testMethod: 'configuration-copy',
      },
      {
        requirementId: 'restrict-administrative-privileges-access-limited-to-duties',
        outcome: 'ineffective',
        read: 'CONTOSO\\Domain Users (S-1-5-21-3623811015-3361044348-30300820-513, the domain’s Domain Users) is a member of the local Administrators group of PC01 → every user who signs in to PC01 holds local administrator rights, whether or not their duties need them: Ineffective',
        testMethod: 'configuration-copy',
      },
    ]);
    for (const proposal of result.proposals) expect(isRequirementId(proposal.requirementId)).toBe(true);
    for (const note of result.notes) for (const id of note.requirementIds) expect(isRequirementId(id)).toBe(true);
  });

  it('tells a broad group by its well-known SID whatever the language of its name (Jeder is Everyone in German)', () => {
    const everyone = { Name: 'Jeder', SID: { BinaryLength: 12, AccountDomainSid: null, Value: 'S-1-1-0' }, PrincipalSource: 1, ObjectClass: 'Group' };
    const result = readingOf(readLocalAdministratorsJson([...(JSON.parse(domainJoined) as unknown[]), everyone]));
    expect(result.proposals.map((proposal) => proposal.outcome)).toEqual(['ineffective', 'ineffective']);
    expect(result.proposals[0]?.read).toMatch(/^Jeder \(S-1-1-0, Everyone\) is a member/);
  });

  it('reads the same export saved by Windows PowerShell 5 with > (UTF-16 LE with a byte-order mark)', () => {
    const text = exportText(utf16le(domainJoined));
    expect(text).toBe(domainJoined);
    expect(readingOf(readLocalAdministratorsJson(JSON.parse(text ?? ''))).sourceKey).toBe('local-administrators:PC01');
  });

  it('refuses what is not a member list (updates, Get-LocalGroup, Get-LocalUser), and a member without a name, in words', () => {
    expect(readLocalAdministratorsJson({ HotFixID: 'KB5032190' })).toEqual({ ok: false, refusal: expect.stringMatching(/not a list of the members of a local group/) });
    const localGroups = [{ Description: 'Administrators have complete and unrestricted access to the computer/domain', Name: 'Administrators', SID: { Value: 'S-1-5-32-544' }, PrincipalSource: 1, ObjectClass: 'Group' }];
    expect(isLocalAdministratorsJson(localGroups)).toBe(false);
    const localUsers = [{ Name: 'Administrator', Enabled: false, SID: { Value: 'S-1-5-21-1-2-3-500' }, PrincipalSource: 1, ObjectClass: 'User' }];
    expect(isLocalAdministratorsJson(localUsers)).toBe(false);
    const nameless = [{ Name: 'PC01\\a', SID: { Value: 'S-1-5-21-1-2-3-1001' }, ObjectClass: 'User' }, { Name: '', SID: { Value: 'S-1-5-21-1-2-3-1002' }, ObjectClass: 'User' }];
    expect(readLocalAdministratorsJson(nameless)).toEqual({ ok: false, refusal: 'Member 2 of the list has no name, so the file cannot be read; export the group again.' });
  });
});

describe('the members of the local Administrators group from net localgroup administrators', () => {
  it('reads the members between the dashed line and the last line, and asks for the computer the output never names', () => {
    expect(isNetLocalGroupText(netOutput)).toBe(true);
    const result = readingOf(readNetLocalGroupText(netOutput));
    expect(result.proposals).toEqual([]);
    expect(result.notes[0]?.text).toBe(
      'The local Administrators group of this computer has 3 members: Administrator (local account), CONTOSO\\Domain Admins (account), helpdesk (local account). 2 are local accounts and 0 are directory groups, whose own members the file does not list.',
    );
    expect(result.notes.at(-1)?.text).toMatch(/does not name the computer/);
    expect(result.sourceKey).toBe('local-administrators:unnamed computer:administrator|contoso\\domain admins|helpdesk');
    expect(readingOf(readNetLocalGroupText(netOutput, { computer: 'PC01' })).sourceKey).toBe('local-administrators:PC01');
  });

  it('proposes Ineffective when NT AUTHORITY\\Authenticated Users is listed', () => {
    const broad = netOutput.replace('helpdesk', 'NT AUTHORITY\\Authenticated Users');
    const result = readingOf(readNetLocalGroupText(broad, { computer: 'PC01' }));
    expect(result.proposals.map((proposal) => [proposal.requirementId, proposal.outcome])).toEqual([
      ['restrict-administrative-privileges-requests-validated', 'ineffective'],
      ['restrict-administrative-privileges-access-limited-to-duties', 'ineffective'],
    ]);
    expect(result.proposals[0]?.read).toMatch(/^NT AUTHORITY\\Authenticated Users is a member of the local Administrators group of PC01 → /);
  });

  it('reads the output saved as UTF-16 LE with a byte-order mark', () => {
    const text = exportText(utf16le(netOutput)) ?? '';
    expect(readingOf(readNetLocalGroupText(text)).notes[0]?.text).toMatch(/has 3 members/);
  });

  it('refuses another group, and output cut before its last line', () => {
    expect(readNetLocalGroupText(netOutput.replace('Alias name     administrators', 'Alias name     Remote Desktop Users'))).toEqual({
      ok: false,
      refusal: 'This is the membership of the group “Remote Desktop Users”, not of the local Administrators group: run net localgroup administrators.',
    });
    expect(readNetLocalGroupText(netOutput.slice(0, netOutput.indexOf('The command')))).toMatchObject({ ok: false, refusal: expect.stringMatching(/may be cut short/) });
  });
});

describe('reading member lists never throws', () => {
  const samples = [gowindowsSample, domainJoined, withDomainUsers, netOutput];

  it('on any text, any bytes and any JSON value', () => {
    fc.assert(
      fc.property(fc.string(), fc.uint8Array({ maxLength: 200 }), fc.jsonValue(), (text, bytes, json) => {
        for (const candidate of [text, exportText(bytes) ?? '']) {
          readNetLocalGroupText(candidate);
          isNetLocalGroupText(candidate);
        }
        readLocalAdministratorsJson(json);
        isLocalAdministratorsJson(json);
      }),
    );
  });

  it('on the samples cut at every twentieth, and re-encoded between UTF-8 and UTF-16', () => {
    for (const sample of samples) {
      for (let part = 0; part <= 20; part += 1) {
        const cut = sample.slice(0, Math.floor((sample.length * part) / 20));
        for (const text of [cut, exportText(utf16le(cut)) ?? '', exportText(new TextEncoder().encode(cut)) ?? '']) {
          expect(() => readNetLocalGroupText(text)).not.toThrow();
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          expect(() => readLocalAdministratorsJson(json)).not.toThrow();
        }
      }
    }
  });

  it('proposes only requirements of the catalogue, and only Ineffective, whatever members a list holds', () => {
    const member = fc.record({
      Name: fc.oneof(fc.string(), fc.constantFrom('Everyone', 'NT AUTHORITY\\INTERACTIVE', 'BUILTIN\\Users', 'PC01\\Administrator')),
      SID: fc.record({ Value: fc.oneof(fc.constantFrom('S-1-1-0', 'S-1-5-11', 'S-1-5-4', 'S-1-5-32-545', 'S-1-5-21-1-2-3-513', 'S-1-5-21-1-2-3-500'), fc.string()) }),
      PrincipalSource: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constantFrom('Local', 'ActiveDirectory', 'AzureAD')),
      ObjectClass: fc.constantFrom('User', 'Group'),
    });
    fc.assert(
      fc.property(fc.array(member, { minLength: 1, maxLength: 8 }), (members) => {
        const result = readLocalAdministratorsJson(members);
        if (!result.ok) return;
        for (const proposal of result.reading.proposals) {
          expect(isRequirementId(proposal.requirementId)).toBe(true);
          expect(proposal.outcome).toBe('ineffective');
        }
      }),
    );
  });
});
