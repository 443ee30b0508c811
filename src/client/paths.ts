/** Every route of the app, built in one place. */
export const paths = {
  home: '/',
  assessment: '/assessment',
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
