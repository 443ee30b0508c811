import type { ControlContent } from '../controls';
import { CONTROL_TITLES } from '../control-titles';

/**
 * Restrict Microsoft Office macros, against the ASD Essential Eight Maturity Model (November 2023).
 * The id keeps the strategy's earlier name, "Configure Microsoft Office macro settings", because saved answers are keyed by it.
 */
export const configureMicrosoftOfficeMacroSettings: ControlContent = {
  id: 'configure-microsoft-office-macro-settings',
  title: CONTROL_TITLES['configure-microsoft-office-macro-settings'],
  description:
    'Restricting Microsoft Office macros means letting macros run only for users with a demonstrated business need, blocking macros in files from the internet and, at the highest level, allowing only macros from trusted, checked sources. Macros are a common way to deliver malware in documents sent by email or downloaded from the internet.',
  targetQuestion: 'What level of maturity does your organisation aim to reach for restricting Microsoft Office macros?',
  currentQuestion: 'Which statement best describes how your organisation controls Microsoft Office macros today?',
  targetDescriptions: {
    1: 'Macros are disabled for users without a demonstrated business need, macros in files from the internet are blocked, macros are scanned by antivirus, and users cannot change these settings. This stops opportunistic attackers who send macro-laden documents to anyone.',
    2: 'Macros are also blocked from making Win32 API calls, which stops attackers who invest more effort from using macros to call Windows directly and load malicious code.',
    3: 'Only macros that run in a sandboxed environment or a Trusted Location, or that are signed by a trusted publisher after being checked for malicious code, can run. This is aimed at adaptive, targeted attackers who craft convincing documents and try to get users to bypass controls.',
  },
  currentLevelMeanings: {
    0: 'The organisation does not yet fully meet Maturity Level One: for example, macros are enabled for users who do not need them, macros in files from the internet can run, macro antivirus scanning is off, or users can change macro security settings.',
    1: 'Macros are disabled for users without a demonstrated business requirement, macros in files originating from the internet are blocked, macro antivirus scanning is enabled, and users cannot change macro security settings.',
    2: 'As for Maturity Level One, and macros are also blocked from making Win32 API calls.',
    3: 'As for Maturity Level Two, and only macros running from a sandboxed environment or a Trusted Location, or digitally signed by a trusted publisher, can run; they are checked for malicious code first, and only the privileged users who check them can write to Trusted Locations. Macros signed by an untrusted publisher or with signatures other than V3 signatures cannot be enabled via the Message Bar or Backstage View, and the trusted publisher list is validated at least annually.',
  },
  recommendations: {
    0: {
      title: 'Reach Maturity Level One: disable macros unless there is a business need',
      items: [
        'Identify the users who have a demonstrated business requirement for macros and record each approval.',
        'Disable macros for all other users through Group Policy or Intune.',
        'Block macros in files originating from the internet, such as email attachments and downloads.',
        'Enable Microsoft Office macro antivirus scanning.',
        'Enforce macro settings by policy so that users cannot change them in the Trust Center.',
      ],
    },
    1: {
      title: 'Reach Maturity Level Two: stop macros calling the Windows API',
      items: [
        'Block Microsoft Office macros from making Win32 API calls, for example with the Microsoft Defender attack surface reduction rule for this purpose.',
        'Run the rule in audit mode first and rework any approved business macros that depend on Win32 API calls.',
        'Review the list of users approved to run macros and remove those who no longer need them.',
        'Check after Office updates that macro settings still apply to every user.',
      ],
    },
    2: {
      title: 'Reach Maturity Level Three: allow only checked, trusted macros',
      items: [
        'Allow macros to run only from a sandboxed environment or a Trusted Location, or when digitally signed by a trusted publisher.',
        'Check every macro for malicious code before it is digitally signed or placed in a Trusted Location.',
        'Limit write and modify access to Trusted Locations to the privileged users responsible for checking macros.',
        'Prevent users from enabling macros signed by an untrusted publisher, or with signatures other than V3 signatures, via the Message Bar or Backstage View.',
        "Validate Microsoft Office's list of trusted publishers at least once a year.",
      ],
    },
  },
};
