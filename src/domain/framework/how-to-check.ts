/**
 * How to check each requirement: the test methods of ASD's example test plans, in our own words.
 * Sources: "Example Essential Eight assessment test plan – Maturity Level One" (August 2024),
 * "– Maturity Level Two" (November 2023) and "– Maturity Level Three" (November 2023); where a plan
 * gives a method for a requirement at one level, it serves every level the requirement holds. The
 * methods name ASD's own tools: E8MVT (the Essential Eight Maturity Verification Tool) and ACVT (the
 * Application Control Verification Tool). Methods are 1 to 3 short steps: what to look at, with what
 * tool or record, and what a pass looks like.
 */

/** Methods shared by the requirements every strategy repeats at Maturity Levels Two and Three (event logs and incidents). */
const SHARED_BY_SUFFIX: Readonly<Record<string, readonly string[]>> = {
  'event-logs-protected': ['Try to modify and to delete event logs with an account that is not authorised to: both attempts must fail.'],
  'internet-facing-server-logs-analysed': [
    'Ask for a case where monitoring of an internet-facing server raised a sign of compromise and see that the organisation responded to it (support tickets, emails or threat and risk assessments).',
  ],
  'non-internet-facing-server-logs-analysed': [
    'Ask for a case where monitoring of a server that is not internet-facing raised a sign of compromise and see that the organisation responded to it (support tickets, emails or threat and risk assessments).',
  ],
  'workstation-logs-analysed': [
    'Ask for a case where monitoring of a workstation raised a sign of compromise and see that the organisation responded to it (support tickets, emails or threat and risk assessments).',
  ],
  'cybersecurity-events-analysed': ['See that the organisation has identified a cybersecurity incident by analysing cybersecurity events, usually shown in email correspondence.'],
  'incidents-reported-to-ciso': [
    'See that cybersecurity incidents are reported within the organisation to the chief information security officer or a delegate, and within a reasonable time (emails or briefing material).',
  ],
  'incidents-reported-to-asd': ['See that cybersecurity incidents are reported to ASD within a reasonable time: look for the incident numbers ASD gave to reports made through ReportCyber.'],
  'incident-response-plan-enacted': [
    'Review the cybersecurity incident response plan: it must be current and match what the organisation actually did in response to its most recent cybersecurity incident.',
  ],
};

/** Methods by requirement id (requirements whose method is shared above are left out). */
const METHODS: Readonly<Record<string, readonly string[]>> = {
  // Patch applications
  'patch-applications-asset-discovery-fortnightly': [
    'Review the automated asset discovery method that finds workstations, servers and network devices.',
    'Ask for records of earlier scans and check their dates and scope: at least once a fortnight.',
  ],
  'patch-applications-vulnerability-scanner-up-to-date': [
    'Compare when the vulnerability database was last updated with the scan history: updates should fall within 24 hours before scans.',
  ],
  'patch-applications-scan-online-services-daily': [
    'Watch a vulnerability scan or ask for records of earlier scans; note their dates and scope: at least daily.',
    'Check that the online services scanned match the online services known to be in use.',
  ],
  'patch-applications-scan-office-browser-email-pdf-security-weekly': [
    'Watch a vulnerability scan or ask for records of earlier scans; note their dates and scope: at least weekly.',
    'Check that the applications scanned include every office suite, web browser and extension, email client, PDF reader and security product that should be.',
  ],
  'patch-applications-online-services-critical-48h': [
    'With a vulnerability scanner, find the online services and check they are patched against a critical vulnerability or one with a working exploit.',
    'Compare the date the patch was installed with its release date: no more than 48 hours apart.',
  ],
  'patch-applications-online-services-non-critical-2w': [
    'With a vulnerability scanner, find the online services and check they are patched against a non-critical vulnerability without a known working exploit.',
    'Compare the date the patch was installed with its release date: no more than two weeks apart.',
  ],
  'patch-applications-office-browser-email-pdf-security-2w': [
    'With a vulnerability scanner, find the office suites, web browsers and extensions, email clients, PDF software and security products.',
    'Compare when each was updated with when the patches were released: no more than two weeks apart.',
  ],
  'patch-applications-unsupported-online-services-removed': ['With a vulnerability scanner, find the online services in the environment and check each is still supported by its vendor.'],
  'patch-applications-unsupported-office-browser-email-pdf-security-removed': [
    'With a vulnerability scanner, find the office suites, web browsers and extensions, email clients, PDF software, Adobe Flash Player and security products, and check each is still supported by its vendor.',
  ],
  'patch-applications-scan-other-applications-fortnightly': [
    'Watch a vulnerability scan or ask for records of earlier scans; note their dates and scope: at least fortnightly.',
    'Check that the other applications scanned include every one that should have been.',
  ],
  'patch-applications-other-applications-1m': [
    'With a vulnerability scanner, find the other applications and compare when each was updated with when the patches were released: no more than one month apart.',
  ],
  'patch-applications-office-browser-email-pdf-security-critical-48h': [
    'With a vulnerability scanner, find the office suites, web browsers and extensions, email clients, PDF software and security products, and check they are patched against a critical vulnerability or one with a working exploit.',
    'Compare the date the patch was installed with its release date: no more than 48 hours apart.',
  ],
  'patch-applications-office-browser-email-pdf-security-non-critical-2w': [
    'With a vulnerability scanner, find the same applications and check they are patched against a non-critical vulnerability without a known working exploit.',
    'Compare the date the patch was installed with its release date: no more than two weeks apart.',
  ],
  'patch-applications-unsupported-other-applications-removed': ['With a vulnerability scanner, find the other applications and check each is still supported by its vendor.'],

  // Patch operating systems
  'patch-operating-systems-asset-discovery-fortnightly': [
    'Review the automated asset discovery method that finds workstations, servers and network devices.',
    'Ask for records of earlier scans and check their dates and scope: at least once a fortnight.',
  ],
  'patch-operating-systems-scanner-up-to-date-database': [
    'Compare when the vulnerability database was last updated with the scan history: updates should fall within 24 hours before scans.',
  ],
  'patch-operating-systems-scan-internet-facing-daily': [
    'Watch a vulnerability scan or ask for records of earlier scans; note their dates and scope: at least daily.',
    'Check that the devices scanned include every internet-facing server and network device.',
  ],
  'patch-operating-systems-scan-workstations-non-internet-facing-fortnightly': [
    'Watch a vulnerability scan or ask for records of earlier scans; note their dates and scope: at least fortnightly.',
    'Check that the devices scanned include every workstation and non-internet-facing server and network device.',
  ],
  'patch-operating-systems-internet-facing-critical-48h': [
    'With a vulnerability scanner, check the operating systems of internet-facing servers and network devices are patched against a critical vulnerability or one with a working exploit.',
    'Compare the date the patch was installed with its release date: no more than 48 hours apart.',
  ],
  'patch-operating-systems-internet-facing-non-critical-2-weeks': [
    'With a vulnerability scanner, check the operating systems of internet-facing servers and network devices are patched against a non-critical vulnerability without a known working exploit.',
    'Compare the date the patch was installed with its release date: no more than two weeks apart.',
  ],
  'patch-operating-systems-workstations-non-internet-facing-1-month': [
    'With a vulnerability scanner, check the operating systems of workstations and non-internet-facing servers and network devices are patched.',
    'Compare the date the patch was installed with its release date: no more than one month apart.',
  ],
  'patch-operating-systems-unsupported-replaced': ['With a vulnerability scanner, find the operating systems in the environment and check each is still supported by its vendor.'],
  'patch-operating-systems-scan-drivers-fortnightly': [
    'Watch a vulnerability scan or ask for records of earlier scans; note their dates and scope: at least fortnightly.',
    'Check that the scan looked for out-of-date drivers.',
  ],
  'patch-operating-systems-scan-firmware-fortnightly': [
    'Watch a vulnerability scan or ask for records of earlier scans; note their dates and scope: at least fortnightly.',
    'Check that the scan looked for out-of-date firmware.',
  ],
  'patch-operating-systems-workstations-non-internet-facing-critical-48h': [
    'With a vulnerability scanner, check the operating systems of workstations and non-internet-facing servers and network devices are patched against a critical vulnerability or one with a working exploit.',
    'Compare the date the patch was installed with its release date: no more than 48 hours apart.',
  ],
  'patch-operating-systems-workstations-non-internet-facing-non-critical-1-month': [
    'With a vulnerability scanner, check the same operating systems are patched against a non-critical vulnerability without a known working exploit.',
    'Compare the date the patch was installed with its release date: no more than one month apart.',
  ],
  'patch-operating-systems-drivers-critical-48h': [
    'With a vulnerability scanner, check drivers are updated against a critical vulnerability or one with a working exploit.',
    'Compare the date the update was installed with its release date: no more than 48 hours apart.',
  ],
  'patch-operating-systems-drivers-non-critical-1-month': [
    'With a vulnerability scanner, check drivers are updated against a non-critical vulnerability without a known working exploit.',
    'Compare the date the update was installed with its release date: no more than one month apart.',
  ],
  'patch-operating-systems-firmware-critical-48h': [
    'With a vulnerability scanner, check device firmware is updated against a critical vulnerability or one with a working exploit.',
    'Compare the date the update was installed with its release date: no more than 48 hours apart.',
  ],
  'patch-operating-systems-firmware-non-critical-1-month': [
    'With a vulnerability scanner, check device firmware is updated against a non-critical vulnerability without a known working exploit.',
    'Compare the date the update was installed with its release date: no more than one month apart.',
  ],
  'patch-operating-systems-latest-or-previous-release': [
    'Query Active Directory (PowerShell, or tools such as ADRecon or BloodHound) for the operating system versions in use: each must be the latest release or the one before.',
  ],

  // Multi-factor authentication
  'multi-factor-authentication-own-online-services-sensitive-data': [
    "List the organisation's own online services that handle its sensitive data.",
    'Sign in, or watch a user sign in, to each: the user must be given a multi-factor challenge.',
  ],
  'multi-factor-authentication-third-party-online-services-sensitive-data': [
    'List the third-party online services that handle the organisation’s sensitive data.',
    'Sign in, or watch a user sign in, to each: the user must be given a multi-factor challenge.',
  ],
  'multi-factor-authentication-third-party-online-services-non-sensitive-data': [
    'List the third-party online services that handle the organisation’s non-sensitive data.',
    'Sign in, or watch a user sign in: the user must be given a multi-factor challenge, or the provider must be confirmed not to offer one.',
  ],
  'multi-factor-authentication-own-online-customer-services': [
    "List the organisation's own online customer services that handle customers' sensitive data.",
    'Sign in, or watch a user sign in, to each: the user must be given a multi-factor challenge.',
  ],
  'multi-factor-authentication-third-party-online-customer-services': [
    "List the third-party online customer services that handle customers' sensitive data.",
    'Sign in, or watch a user sign in, to each: the user must be given a multi-factor challenge.',
  ],
  'multi-factor-authentication-customers-online-customer-services': [
    "Sign in as a typical customer, or watch a customer sign in, to each online customer service (own or third-party) that handles customers' sensitive data: the customer must be given a multi-factor challenge.",
  ],
  'multi-factor-authentication-factors': [
    'While watching users and customers complete multi-factor authentication, note the factors: something they have plus something they know, or something they have that is unlocked by something they know or are.',
  ],
  'multi-factor-authentication-privileged-users-of-systems': [
    'See that a privileged user is given a multi-factor challenge when signing in to their workstation or raising privileges.',
  ],
  'multi-factor-authentication-unprivileged-users-of-systems': ['See that an unprivileged user is given a multi-factor challenge when signing in to their workstation.'],
  'multi-factor-authentication-online-services-phishing-resistant': [
    'Check that users of online services (including online customer services) authenticate with security keys, smart cards or passkeys.',
  ],
  'multi-factor-authentication-customers-phishing-resistant-option': [
    'Check that customers of online customer services can choose security keys, smart cards or passkeys.',
  ],
  'multi-factor-authentication-systems-phishing-resistant': ['Check that users of systems authenticate with security keys, smart cards or Windows Hello for Business.'],
  'multi-factor-authentication-events-centrally-logged': [
    "Check that successful and unsuccessful multi-factor events, for the organisation's online systems and for administrative access, reach the central log.",
  ],
  'multi-factor-authentication-users-of-data-repositories': [
    'See that both a privileged and an unprivileged user are given a multi-factor challenge when signing in to data repositories.',
  ],
  'multi-factor-authentication-customers-phishing-resistant': [
    'Check that customers of online customer services authenticate with security keys, smart cards or passkeys.',
  ],
  'multi-factor-authentication-data-repositories-phishing-resistant': [
    'Check that users of data repositories authenticate with security keys, smart cards or Windows Hello for Business.',
  ],

  // Restrict administrative privileges
  'restrict-administrative-privileges-requests-validated': [
    'Review the documented, approved process for granting privileged access and the list of systems, applications and data repositories that need it.',
    'Ask for request forms, tickets or emails with their approvals and compare them with the accounts that hold privileged access: no access without an approved request.',
  ],
  'restrict-administrative-privileges-dedicated-privileged-account': [
    'Ask whether privileged users have separate privileged and unprivileged accounts, and ask a privileged user to show the accounts they use for each kind of work.',
  ],
  'restrict-administrative-privileges-no-internet-email-web': [
    'Signed in with a privileged account, try to browse to a website and to open Outlook: both must fail, and the account must be unable to change the setting that blocks it.',
    'Query Active Directory for enabled privileged accounts that have email addresses or mailboxes.',
  ],
  'restrict-administrative-privileges-authorised-online-access-limited': [
    'Review the documented, approved list of privileged accounts that may reach online services, naming which service each may reach.',
    'Check that those accounts cannot reach any other online service over the internet.',
  ],
  'restrict-administrative-privileges-separate-operating-environments': [
    'Try to reach the administrative environment with a standard account, and the standard environment with a privileged account.',
    'Look for administrative access to unprivileged environments with a tool such as BloodHound.',
  ],
  'restrict-administrative-privileges-unprivileged-no-logon-privileged-environments': [
    'Try to sign in to a privileged operating environment with a standard account: it must fail.',
    'With BloodHound, look in Active Directory data for cached credentials of unprivileged accounts on privileged environments.',
  ],
  'restrict-administrative-privileges-privileged-no-logon-unprivileged-environments': [
    'Ask for a demonstration of a privileged account trying to sign in to a standard workstation, and check the group policy rights that deny local and Remote Desktop sign-in to privileged accounts.',
    'As a standard user, try runas and other routes (WinRM, Computer Management, RDP) to raise privileges: all must fail.',
  ],
  'restrict-administrative-privileges-disabled-after-12-months-unless-revalidated': [
    'Review the documented process and its records (tickets, emails, logs or an automated procedure) that disable privileged access after 12 months unless revalidated.',
    'Query Active Directory (PowerShell or ADRecon) for privileged accounts with no expiry date or one more than 12 months away.',
  ],
  'restrict-administrative-privileges-disabled-after-45-days-inactive': [
    'Review the documented process and its records that disable privileged access after 45 days without use.',
    "Query Active Directory (PowerShell or ADRecon) for enabled privileged accounts whose last sign-in is more than 45 days ago: there should be none.",
  ],
  'restrict-administrative-privileges-privileged-environments-not-virtualised': [
    'Ask where the privileged operating environments are hosted, and look for them on unprivileged virtual hosts and ordinary user workstations.',
  ],
  'restrict-administrative-privileges-jump-servers': ['From an unprivileged operating environment, try to connect directly to servers or administrator-only systems: it must fail.'],
  'restrict-administrative-privileges-account-credentials-managed': [
    'Compare the number of devices with LAPS (or another managed local administrator password) with the number of enabled devices in Active Directory.',
    'See the password or privileged access management tool used for break glass and service accounts: passwords long (for example 30 characters), unique and unpredictable, none shared.',
    'Query Active Directory for service accounts whose password was last set more than 12 months ago.',
  ],
  'restrict-administrative-privileges-access-events-centrally-logged': [
    'Check that sign-ins by accounts with special privileges (event 4672) and failed sign-ins (event 4625) reach the central log.',
  ],
  'restrict-administrative-privileges-account-group-management-events-centrally-logged': [
    'Check that changes to user accounts (event 4738) and to security groups and their members (events 4728, 4729, 4737) reach the central log.',
  ],
  'restrict-administrative-privileges-access-limited-to-duties': [
    'Review the privileged users of systems, applications and data repositories: their privileges must match their duties.',
    'Query Active Directory (PowerShell, BloodHound or ADRecon) for users with more privilege than their role needs, and check groups such as Domain Admins have few members.',
  ],
  'restrict-administrative-privileges-secure-admin-workstations': [
    'Check that privileged operating environments follow Secure Admin Workstation principles: unneeded functions removed and configuration hardened with ASD and vendor guides (dedicated hardware is not required).',
  ],
  'restrict-administrative-privileges-just-in-time-administration': [
    'Query Active Directory (PowerShell or ADRecon) for privileged users and groups: no one should be a permanent member of a privileged group.',
    'Review records of the just-in-time system in use (requests, tickets) and look for signs of it being bypassed, such as long membership of privileged groups.',
  ],
  'restrict-administrative-privileges-memory-integrity': [
    'Check the HypervisorEnforcedCodeIntegrity registry setting under DeviceGuard, by hand, with PowerShell or with E8MVT: memory integrity must be turned on.',
  ],
  'restrict-administrative-privileges-lsa-protection': ['Check the RunAsPPL registry value under Control\\LSA, by hand, with PowerShell or with E8MVT: it must be 1 or 2.'],
  'restrict-administrative-privileges-credential-guard': ['Check the LsaCfgFlags registry value under Control\\LSA, by hand, with PowerShell or with E8MVT: it must be 1 or 2.'],
  'restrict-administrative-privileges-remote-credential-guard': [
    'Check the DisableRestrictedAdmin registry value under Control\\LSA, by hand, with PowerShell or with E8MVT: it must be 0.',
  ],

  // Application control
  'application-control-workstations': ['Check that a built-in or third-party application control solution is in place on workstations.'],
  'application-control-user-profiles-temporary-folders': [
    'If rules are path-based, check they cover user profiles and the temporary folders of the operating system, web browsers and email clients (hash- and publisher-based rules cover the whole system).',
    'With E8MVT, try running files in a user profile folder: they must be blocked.',
  ],
  'application-control-approved-executables': [
    "Compare the application control policy with the organisation's approved set of applications.",
    'With ACVT, or by hand, try to run a harmless executable, library, script, installer, compiled HTML file, HTML application and control panel applet in the user profile: each must be blocked.',
  ],
  'application-control-internet-facing-servers': ['Check that a built-in or third-party application control solution is in place on internet-facing servers.'],
  'application-control-all-other-locations': [
    'If rules are path-based, check they cover every location other than user profiles and temporary folders (hash- and publisher-based rules cover the whole system).',
  ],
  'application-control-microsoft-recommended-blocklist': [
    "Try to run a program on Microsoft's recommended blocklist, such as mshta.exe, wmic.exe or wscript.exe: it must be blocked.",
    "With E8MVT, compare the system's rules with Microsoft's latest blocklist.",
  ],
  'application-control-rulesets-validated-annually': [
    'Check there is a process to review the allowed applications at least once a year, and a record of a review in the last 12 months.',
  ],
  'application-control-events-centrally-logged': ['Check that allowed and blocked application control events reach the central log.'],
  'application-control-non-internet-facing-servers': ['Check that a built-in or third-party application control solution is in place on servers that are not internet-facing.'],
  'application-control-approved-drivers': [
    "Find out how the organisation approves drivers; at the least, all drivers may be allowed except those on Microsoft's vulnerable driver blocklist, as a risk-based decision.",
  ],
  'application-control-vulnerable-driver-blocklist': [
    'Try to install a driver on the vulnerable driver blocklist: it must be blocked; or check memory integrity is on in Windows Security, which enforces the blocklist.',
    "With E8MVT, compare the system's rules with Microsoft's latest vulnerable driver blocklist.",
  ],

  // Configure Microsoft Office macro settings
  'configure-microsoft-office-macro-settings-disabled-without-business-requirement': [
    "With RSOP, check the macro setting applied by group policy: normally 'Disable without notification' ('Disable with notification' lets users bypass it).",
    'Try to run a macro as a user not approved for macros (E8MVT does this): it must not run.',
    'Check the security group allowed to run macros matches the list of approved users.',
  ],
  'configure-microsoft-office-macro-settings-internet-files-blocked': [
    "Check the group policy 'Block macros from running in Office files from the internet' (registry value blockcontentexecutionfrominternet = 1) for every Office application that runs macros; E8MVT checks it.",
  ],
  'configure-microsoft-office-macro-settings-antivirus-scanning': [
    "Check the group policy 'Macro Runtime Scan Scope' is enabled for all Office applications; E8MVT checks the registry.",
    'Open a test macro that writes the EICAR test string (E8MVT provides one): antivirus must catch it.',
  ],
  'configure-microsoft-office-macro-settings-settings-locked': ["Open the Office applications and try to change the macro settings in the Trust Center: it must not be possible."],
  'configure-microsoft-office-macro-settings-win32-api-blocked': [
    'In each installed Office application, open a file whose macro makes a Win32 API call (E8MVT can help): the call must be blocked.',
  ],
  'configure-microsoft-office-macro-settings-only-sandboxed-trusted-location-or-signed': [
    'Try to run macros from untrusted locations, or signed and unsigned macros from untrusted publishers (whichever is configured): they must not run.',
    'Or check a sandbox for Office is in place and works.',
  ],
  'configure-microsoft-office-macro-settings-checked-before-signing-or-trusted-location': [
    'Where digital signatures or Trusted Locations are used, check a process exists for checking macros are free of malicious code first.',
  ],
  'configure-microsoft-office-macro-settings-trusted-locations-write-restricted': [
    'List the Trusted Locations from the registry (PowerShell), then as a standard user try to write a file to each (E8MVT does this): every attempt must fail.',
  ],
  'configure-microsoft-office-macro-settings-untrusted-publisher-cannot-be-enabled': [
    'Try to run a macro in a file signed by an untrusted publisher: it must not be possible to enable it.',
    'Check the trustbar registry value is 1 and the disabledcmdbaritemslist value (TCID19092) is set for each Office application.',
  ],
  'configure-microsoft-office-macro-settings-non-v3-signature-cannot-be-enabled': [
    'Where digital signatures are used, check only V3 signatures are trusted: the registry value onlytrustvbasignaturev3 (PowerShell).',
  ],
  'configure-microsoft-office-macro-settings-trusted-publishers-validated-annually': [
    'Where digital signatures are used, check there is a process to review the trusted publishers list, and a record of a review in the last year.',
  ],

  // User application hardening
  'user-application-hardening-internet-explorer-11-disabled-or-removed': [
    'Check the group policy that turns off Internet Explorer 11 (E8MVT does this).',
    'Check iexplore.exe is gone from Program Files and Program Files (x86), or blocked by application control.',
  ],
  'user-application-hardening-web-browsers-block-java': [
    'Load a website with Java content in Edge, Chrome and Firefox: it must not run.',
    'Check the Java registry keys (WebDeployJava, Java Plug-in), by hand or with PowerShell.',
  ],
  'user-application-hardening-web-browsers-block-web-advertisements': ["Load the 'Can You Block It?' website in Edge, Chrome and Firefox: the test advertisements must be blocked."],
  'user-application-hardening-web-browser-settings-locked': [
    "For each browser, check its group policy settings and look for a 'Managed by your organisation' message in its settings.",
    'Try to change a security setting: it must not be possible.',
  ],
  'user-application-hardening-web-browsers-hardened': [
    'With Microsoft Policy Analyzer, compare Edge with the Microsoft Edge security baseline.',
    "Check Chrome's group policy settings against Google's Chrome Browser Enterprise Security Configuration Guide; for Firefox, confirm what hardening the organisation has done.",
  ],
  'user-application-hardening-microsoft-office-child-processes-blocked': [
    'Open a file whose macro creates a child process: it must be blocked.',
    'Check the attack surface reduction rule d4f940ab-401b-4efc-aadc-ad5f3c50688a is in block mode, or another control does the same (E8MVT checks it).',
  ],
  'user-application-hardening-microsoft-office-executable-content-blocked': [
    'Open a file whose macro creates executable content: it must be blocked.',
    'Check the attack surface reduction rule 3b576869-a4ec-4529-8536-b80a7769e899 is in block mode, or another control does the same (E8MVT checks it).',
  ],
  'user-application-hardening-microsoft-office-code-injection-blocked': [
    'Open a file whose macro injects code into another process: it must be blocked.',
    'Check the attack surface reduction rule 75668c1f-73b5-4cf0-bb93-3ecf5cb7cc84 is in block mode, or another control does the same (E8MVT checks it).',
  ],
  'user-application-hardening-microsoft-office-ole-packages-blocked': [
    'Open a file holding an OLE object: it must not activate.',
    'Check the PackagerPrompt registry value in the Trust Center settings is 2 (E8MVT or PowerShell).',
  ],
  'user-application-hardening-office-productivity-suites-hardened': [
    'With Microsoft Policy Analyzer, compare Microsoft Office with the Microsoft Office security baseline.',
    'For other office suites, look for vendor hardening guidance, or confirm what hardening the organisation has done.',
  ],
  'user-application-hardening-office-productivity-suite-settings-locked': [
    'Try to change security settings in Office applications, such as the macro settings in the Trust Center: it must not be possible.',
    'Check the vbawarnings registry value is set by policy (E8MVT or PowerShell).',
  ],
  'user-application-hardening-pdf-software-child-processes-blocked': [
    'Check the attack surface reduction rule 7674ba52-37eb-4a4f-a9a1-f0f9a1619a2c is in block mode (E8MVT checks it).',
    "Or, in Adobe Reader, try to open calc.exe from System32 with File, Open and 'All Files': it must not start.",
  ],
  'user-application-hardening-pdf-software-hardened': [
    "Find the PDF software in use and its vendor's hardening guidance (Adobe publishes some for Acrobat and Reader), and check the product follows it.",
  ],
  'user-application-hardening-pdf-software-settings-locked': ["Try to change security settings in the PDF software, such as turning off Adobe Reader's sandbox: it must not be possible."],
  'user-application-hardening-powershell-events-centrally-logged': [
    'With E8MVT or the RSoP report, check module logging, script block logging and transcription are turned on (module logging ideally for all modules).',
    'Check these event logs reach the central log.',
  ],
  'user-application-hardening-command-line-process-creation-centrally-logged': [
    "With E8MVT or the RSoP report, check 'Audit Process Creation' is on for success and 'Include command line in process creation events' is enabled.",
    'Check these event logs reach the central log.',
  ],
  'user-application-hardening-dotnet-framework-3-5-disabled-or-removed': [
    "In 'Turn Windows features on or off', check .NET Framework 3.5 (which holds .NET 2.0 and 3.0) is not selected.",
    'Check the .NET Framework registry keys for older versions (E8MVT does this).',
  ],
  'user-application-hardening-windows-powershell-2-disabled-or-removed': [
    "In 'Turn Windows features on or off', check Windows PowerShell 2.0 is not selected.",
    "Check the PowerShellEngine registry keys for version 2.0 (E8MVT does this) and try 'powershell -Version 2': it must not start.",
  ],
  'user-application-hardening-powershell-constrained-language-mode': [
    "In PowerShell, run $ExecutionContext.SessionState.LanguageMode: it must return 'ConstrainedLanguage' (E8MVT will not run in this mode).",
  ],

  // Regular backups
  'regular-backups-performed-and-retained': [
    'Ask for the business continuity plan and note when it was last changed; check the organisation has a defined list of data, applications and settings.',
    'Check those are backed up and kept as business criticality and continuity require.',
  ],
  'regular-backups-synchronised-common-point-in-time': ['Check data, applications and settings are backed up in step, so they restore to one common point in time.'],
  'regular-backups-retained-securely-and-resiliently': ['Check backups of data, applications and settings are kept in a secure and resilient way.'],
  'regular-backups-restoration-tested': [
    'See that a disaster recovery exercise took place and data, applications and settings were restored successfully in it.',
    'Check a disaster recovery plan exists, is current and was followed in exercises and major incidents.',
  ],
  'regular-backups-unprivileged-no-access-to-others-backups': ['Check access controls let only the owner of a backup and privileged accounts reach it.'],
  'regular-backups-unprivileged-cannot-modify-or-delete': ['Check access controls let only privileged accounts modify or delete backups.'],
  'regular-backups-privileged-no-access-to-others-backups': ['Check access controls let only the owner of a backup and backup administrator accounts reach it.'],
  'regular-backups-privileged-cannot-modify-or-delete': ['Check access controls let only backup administrator accounts modify or delete backups.'],
  'regular-backups-unprivileged-no-access-to-own-backups': ['Check access controls stop unprivileged users reaching backups, their own included.'],
  'regular-backups-privileged-no-access-to-own-backups': ['Check access controls stop privileged users, other than backup administrators, reaching backups, their own included.'],
  'regular-backups-backup-admin-cannot-modify-or-delete-during-retention': [
    'Check access controls let only break glass accounts modify or delete backups within their retention period.',
  ],
};

/** Longest first: 'internet-facing-server-logs-analysed' also ends 'non-internet-facing-server-logs-analysed'. */
const SHARED_SUFFIXES = Object.keys(SHARED_BY_SUFFIX).sort((a, b) => b.length - a.length);

/**
 * How to check one requirement, as ASD's example test plans describe it, in our own words: its own
 * methods, or for the event log and incident requirements that several strategies share, the shared
 * ones. Empty for an id the catalogue does not hold.
 */
export function howToCheck(requirementId: string): readonly string[] {
  const own = METHODS[requirementId];
  if (own) return own;
  const suffix = SHARED_SUFFIXES.find((shared) => requirementId.endsWith(`-${shared}`));
  return suffix ? (SHARED_BY_SUFFIX[suffix] ?? []) : [];
}

/** The requirement ids with methods of their own: a test checks each is in the catalogue. */
export const REQUIREMENT_IDS_WITH_OWN_METHODS: readonly string[] = Object.keys(METHODS);
