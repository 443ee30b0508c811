/** Every route of the app, built in one place. */
export const paths = {
  home: '/',
  assessment: '/assessment',
  /** The detailed assessment: an outcome for every requirement. Navigation state `{ startFrom: Assessment }` starts it from a quick check. */
  detailedAssessment: '/assessment/detailed',
  results: (id: string) => `/assessment/results?id=${encodeURIComponent(id)}`,
  resultsRoute: '/assessment/results',
  /**
   * Reopens a saved draft at its step. A resume link carries the draft's access key in the fragment
   * (`#key=…`), which the browser never sends to the server, so it stays out of logs; without one, the
   * key this browser already holds is used.
   */
  resume: (id: string, accessKey?: string) =>
    `/assessment/resume?id=${encodeURIComponent(id)}${accessKey ? `#key=${encodeURIComponent(accessKey)}` : ''}`,
  resumeRoute: '/assessment/resume',
  /** The assessments whose keys this browser holds. */
  mine: '/assessment/mine',
  privacy: '/privacy',
  support: '/support',
  supportResults: '/support/results',
  supportResult: (id: string) => `/support/results/${encodeURIComponent(id)}`,
  supportResultRoute: '/support/results/:id',
  login: '/login',
  resetPassword: '/reset-password',
} as const;
