import { invitationPath, resultsPath, resumePath, supportResultPath } from '../domain/links.ts';

/** Every route of the app, built in one place. */
export const paths = {
  home: '/',
  assessment: '/assessment',
  /** The detailed assessment: an outcome for every requirement. Navigation state `{ startFrom: Assessment }` starts it from a quick check. */
  detailedAssessment: '/assessment/detailed',
  results: resultsPath,
  resultsRoute: '/assessment/results',
  /** Reopens a saved draft at its step, the key in the link's fragment (see `resumePath`). */
  resume: resumePath,
  resumeRoute: '/assessment/resume',
  /** The assessments whose keys this browser holds. */
  mine: '/assessment/mine',
  privacy: '/privacy',
  support: '/support',
  supportResults: '/support/results',
  supportResult: supportResultPath,
  supportResultRoute: '/support/results/:id',
  /** After an invitation's first sign-in: the prompt to add a second step (a passkey or an authenticator app). */
  supportAddSecondStep: '/support/add-second-step',
  /** The signed-in user's own account: password, second factors, sessions. */
  supportAccount: '/support/account',
  /** The audit log, for administrators: who did what, when and from where, filtered by the page's query. */
  supportAudit: '/support/audit',
  /** An administrator's list of accounts and invitations. */
  supportAccounts: '/support/accounts',
  /** Accepting an invitation: its secret in the fragment (see `invitationPath`). */
  invitation: invitationPath(),
  login: '/login',
  /** After the password: the code from the authenticator app or a recovery code (and, with one, a passkey). */
  loginSecondStep: '/login/second-step',
  /** After the password of an account without a second factor while the team requires one: set one up. */
  loginEnrol: '/login/enrol',
  resetPassword: '/reset-password',
} as const;
