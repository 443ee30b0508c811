/**
 * What the AppLocker and App Control for Business (WDAC) importers share: the files Microsoft's recommended
 * block rules deny outright, hallmark drivers of Microsoft's vulnerable driver block list, and how a path rule
 * is read against user profiles, temporary folders and whole drives.
 */

/**
 * The files Microsoft's recommended block rules (its "Recommended User Mode BlockList" policy) deny in every
 * version, lower case. Entries it denies only below a version (cscript.exe, wscript.exe, bginfo.exe, msxml3.dll,
 * msxml6.dll, jscript9.dll and a few others) are left out: a policy may rightly allow their current versions.
 */
export const RECOMMENDED_BLOCKLIST_FILES: readonly string[] = [
  'addinprocess.exe', 'addinprocess32.exe', 'addinutil.exe', 'aspnet_compiler.exe', 'bash.exe', 'cdb.exe', 'csi.exe',
  'davsvc.dll', 'dbgsrv.exe', 'dnx.exe', 'dotnet.exe', 'fsi.exe', 'fsianycpu.exe', 'infdefaultinstall.exe',
  'installutil.exe', 'kd.exe', 'kill.exe', 'lxrun.exe', 'lxssmanager.dll', 'mfc40.dll', 'microsoft.build.dll',
  'microsoft.workflow.compiler.exe', 'msbuild.dll', 'msbuild.exe', 'mshta.exe', 'ntkd.exe', 'ntsd.exe',
  'powershellcustomhost.exe', 'rcsi.exe', 'runscripthelper.exe', 'texttransform.exe', 'visualuiaverifynative.exe',
  'wfc.exe', 'windbg.exe', 'wmic.exe', 'wsl.exe', 'wslconfig.exe', 'wslhost.exe',
];

/**
 * Drivers Microsoft's vulnerable driver block list denies, by the file or friendly names its rules give them,
 * lower case: a sample to recognise the list by, not the list itself (which denies hundreds of files by hash
 * and by signer).
 */
export const VULNERABLE_DRIVER_MARKERS: readonly string[] = [
  'alsysio.sys', 'amdpowerprofiler.sys', 'amdryzenmasterdriver.sys', 'aoddriver2.sys', 'asio32.sys', 'asio64.sys',
  'directio.sys', 'gameink.sys', 'gdrv.sys', 'lgdcatcher.sys', 'msio.sys', 'netfilterdrv.sys', 'rtkiow10x64.sys',
  'rwdrv.sys', 'sandra.sys', 'superbmc.sys', 'vboxdrv.sys', 'winring0.sys', 'wnbios.sys',
];

/** Which entries of `list` appear among `denied` (both lower case), in the list's order. */
export function deniedFromList(list: readonly string[], denied: ReadonlySet<string>): string[] {
  return list.filter((name) => denied.has(name));
}

/**
 * Whether `found` entries of `list` are enough to take the list as in effect: all of them, as ASD's test plan
 * fails a system on any rule of the list it lacks (a risk-managed business exception is for a person to weigh).
 */
export function enoughOfList(found: number, list: readonly string[]): boolean {
  return found >= list.length;
}

const WELL_KNOWN_SIDS: Record<string, string> = {
  's-1-1-0': 'Everyone',
  's-1-5-11': 'Authenticated Users',
  's-1-5-4': 'Interactive',
  's-1-5-32-545': 'Users',
  's-1-5-32-544': 'Administrators',
  's-1-5-18': 'SYSTEM',
  's-1-5-19': 'LOCAL SERVICE',
  's-1-5-20': 'NETWORK SERVICE',
};

/** A security identifier in words: "Everyone", "Users", "Domain Users" (a domain's RID 513), else the SID itself. */
export function principalName(sid: string): string {
  const lower = sid.trim().toLowerCase();
  if (WELL_KNOWN_SIDS[lower]) return WELL_KNOWN_SIDS[lower];
  if (/^s-1-5-21(-\d+){3}-513$/.test(lower)) return 'Domain Users';
  return sid.trim();
}

/** Whether a rule for this SID applies to ordinary users: any principal but Administrators and the service accounts. */
export function appliesToUsers(sid: string): boolean {
  return !['s-1-5-32-544', 's-1-5-18', 's-1-5-19', 's-1-5-20'].includes(sid.trim().toLowerCase());
}

const VARIABLES: [RegExp, string][] = [
  [/^%(osdrive|systemdrive)%/, 'c:'],
  [/^%(windir|systemroot)%/, 'c:\\windows'],
  [/^%system32%/, 'c:\\windows\\system32'],
  [/^%programfiles\(x86\)%/, 'c:\\program files (x86)'],
  [/^%programfiles%/, 'c:\\program files'],
  [/^%programdata%/, 'c:\\programdata'],
  [/^%userprofile%/, 'c:\\users\\*'],
  [/^%appdata%/, 'c:\\users\\*\\appdata\\roaming'],
  [/^%localappdata%/, 'c:\\users\\*\\appdata\\local'],
  [/^%(temp|tmp)%/, 'c:\\users\\*\\appdata\\local\\temp'],
  [/^%public%/, 'c:\\users\\public'],
];

/**
 * A path rule's path in one spelling, lower case: AppLocker's and App Control's variables (%OSDRIVE%, %WINDIR%,
 * %SYSTEM32%, %PROGRAMFILES%) and the environment variables people also write (%USERPROFILE%, %TEMP%,
 * %LOCALAPPDATA%) become the folders they stand for on the system drive, taken as C:.
 */
export function canonicalPath(path: string): string {
  let value = path.trim().replaceAll('/', '\\').toLowerCase();
  for (const [variable, folder] of VARIABLES) value = value.replace(variable, folder);
  return value;
}

/** The part of a canonical path before its first wildcard. */
const literalPrefix = (path: string) => path.slice(0, Math.min(...['*', '?'].map((mark) => (path.includes(mark) ? path.indexOf(mark) : path.length))));

/** Whether a glob (`*` any run of characters, `?` one) matches the whole of `path`: dynamic programming, so no pattern can take long. */
function globMatches(pattern: string, path: string): boolean {
  let row = Array.from({ length: path.length + 1 }, (_, index) => index === 0);
  for (const mark of pattern) {
    const next = Array.from({ length: path.length + 1 }, () => false);
    next[0] = mark === '*' && (row[0] ?? false);
    for (let index = 1; index <= path.length; index += 1) {
      if (mark === '*') next[index] = (row[index] ?? false) || (next[index - 1] ?? false);
      else next[index] = (row[index - 1] ?? false) && (mark === '?' || mark === path[index - 1]);
    }
    row = next;
  }
  return row[path.length] ?? false;
}

/** The places ISM's "user profiles and temporary folders" names, as folders (canonical, ending in a backslash). */
export const USER_WRITABLE_ROOTS: readonly { folder: string; words: string }[] = [
  { folder: 'c:\\users\\', words: 'user profiles (C:\\Users, where AppData, the temporary folders of users, browsers and email clients are)' },
  { folder: 'c:\\windows\\temp\\', words: 'the Windows temporary folder (C:\\Windows\\Temp)' },
];

/**
 * Which of the user-profile and temporary folders a path rule can allow files in: its path reaches into the
 * folder (or is above it with a wildcard, as `*` and `%WINDIR%\*` are) and none of its exceptions takes the
 * whole folder out again.
 */
export function userWritableFoldersReached(path: string, exceptions: readonly string[]): string[] {
  const pattern = canonicalPath(path);
  const prefix = literalPrefix(pattern);
  const wild = prefix.length < pattern.length;
  return USER_WRITABLE_ROOTS.filter(({ folder }) => {
    const reaches = prefix.startsWith(folder) || (wild && folder.startsWith(prefix));
    if (!reaches) return false;
    const probe = `${folder}probe\\file.exe`;
    return !exceptions.some((exception) => {
      const excepted = canonicalPath(exception);
      return folder.startsWith(literalPrefix(excepted)) && globMatches(excepted, probe);
    });
  }).map(({ words }) => words);
}

/**
 * Whether a path rule's path allows whole drives or anywhere: `*`, a drive (`C:\*`, `%OSDRIVE%\*`), any network
 * path (`\\*`) or any removable or hot-plugged drive (`%REMOVABLE%\*`, `%HOT%\*`).
 */
export function isBroadPath(path: string): boolean {
  const pattern = canonicalPath(path);
  const prefix = literalPrefix(pattern);
  if (!['*', '*.*'].includes(pattern.slice(prefix.length))) return false;
  return /^(?:[a-z]:\\?|\\\\|%(?:removable|hot)%\\?)?$/.test(prefix);
}
