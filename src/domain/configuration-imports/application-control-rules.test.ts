import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECOMMENDED_BLOCKLIST_FILES, appliesToUsers, canonicalPath, enoughOfList, isBroadPath, principalName, userWritableFoldersReached } from './application-control-rules';

describe('path rules against user profiles and temporary folders', () => {
  it('finds the user-profile rules people write, in any of their spellings', () => {
    for (const path of ['%OSDRIVE%\\Users\\*', '%USERPROFILE%\\Downloads\\*', '%LOCALAPPDATA%\\Programs\\*', '%TEMP%\\*', 'C:\\Users\\*\\AppData\\*', '*\\AppData\\*', '*']) {
      expect(userWritableFoldersReached(path, [])).toContainEqual(expect.stringMatching(/^user profiles/));
    }
  });

  it('finds the Windows folder rule reaching C:\\Windows\\Temp unless an exception takes the folder out', () => {
    expect(userWritableFoldersReached('%WINDIR%\\*', [])).toEqual(['the Windows temporary folder (C:\\Windows\\Temp)']);
    expect(userWritableFoldersReached('%WINDIR%\\*', ['%WINDIR%\\Temp\\*'])).toEqual([]);
    expect(userWritableFoldersReached('%WINDIR%\\*', ['%WINDIR%\\Temp:*'])).toHaveLength(1);
  });

  it('leaves Program Files, System32 and removable drives alone', () => {
    for (const path of ['%PROGRAMFILES%\\*', '%SYSTEM32%\\*', '%REMOVABLE%\\*', '\\\\server\\share\\*']) expect(userWritableFoldersReached(path, [])).toEqual([]);
  });

  it('reads variables and slashes into one lower-case spelling', () => {
    expect(canonicalPath(' %OSDRIVE%/Users/Public ')).toBe('c:\\users\\public');
    expect(canonicalPath('%ProgramFiles(x86)%\\App\\*')).toBe('c:\\program files (x86)\\app\\*');
  });
});

describe('broad path rules', () => {
  it('are *, a drive, any network path, any removable or hot-plugged drive', () => {
    for (const path of ['*', 'C:\\*', 'D:*', '%OSDRIVE%\\*', '\\\\*', '%REMOVABLE%\\*', '%HOT%\\*']) expect(isBroadPath(path)).toBe(true);
  });

  it('are not a folder or a file', () => {
    for (const path of ['%PROGRAMFILES%\\*', 'C:\\Tools\\app.exe', '%WINDIR%\\*', '*\\firefox.exe']) expect(isBroadPath(path)).toBe(false);
  });

  it('take no time on a pattern full of wildcards', () => {
    fc.assert(fc.property(fc.stringMatching(/^[*?a\\]{0,200}$/), (path) => { userWritableFoldersReached(path, [path]); }), { numRuns: 200 });
  });
});

describe('principals and shares of a list', () => {
  it('name the well-known groups and count only non-administrators as users', () => {
    expect(principalName('S-1-1-0')).toBe('Everyone');
    expect(principalName('S-1-5-21-1-2-3-513')).toBe('Domain Users');
    expect(appliesToUsers('S-1-5-32-544')).toBe(false);
    expect(appliesToUsers('S-1-5-32-545')).toBe(true);
  });

  it('need the whole recommended block list: 38 of 38', () => {
    expect(RECOMMENDED_BLOCKLIST_FILES).toHaveLength(38);
    expect(enoughOfList(38, RECOMMENDED_BLOCKLIST_FILES)).toBe(true);
    expect(enoughOfList(37, RECOMMENDED_BLOCKLIST_FILES)).toBe(false);
  });
});
