/** Every route of the app, built in one place. */
export const paths = {
  home: '/',
  assessment: '/assessment',
  /** The detailed assessment: an outcome for every requirement. Navigation state `{ startFrom: Assessment }` starts it from a quick check. */
  detailedAssessment: '/assessment/detailed',
  results: (id: string) => `/assessment/results?id=${encodeURIComponent(id)}`,
  resultsRoute: '/assessment/results',
  privacy: '/privacy',
  support: '/support',
  supportResults: '/support/results',
  supportResult: (id: string) => `/support/results/${encodeURIComponent(id)}`,
  supportResultRoute: '/support/results/:id',
  login: '/login',
  resetPassword: '/reset-password',
} as const;
