/**
 * The addresses that leave the app in links: the browser's routes build them, and the server builds the
 * same ones for emails, so an emailed link always opens the page it names.
 */

/**
 * Reopens a saved draft at its step. A resume link carries the draft's access key in the fragment
 * (`#key=…`), which the browser never sends to the server, so it stays out of logs; without one, the
 * key the browser already holds is used.
 */
export function resumePath(id: string, accessKey?: string): string {
  return `/assessment/resume?id=${encodeURIComponent(id)}${accessKey ? `#key=${encodeURIComponent(accessKey)}` : ''}`;
}

/**
 * An assessment's results for the respondent, opened with the key the browser holds. A results link
 * carries the access key in the fragment (`#key=…`), which the browser never sends to a server, so it
 * stays out of logs and `Referer` headers; the page keeps it once it has opened the results.
 */
export function resultsPath(id: string, accessKey?: string): string {
  return `/assessment/results?id=${encodeURIComponent(id)}${accessKey ? `#key=${encodeURIComponent(accessKey)}` : ''}`;
}

/** An assessment's page in the support portal. */
export function supportResultPath(id: string): string {
  return `/support/results/${encodeURIComponent(id)}`;
}

/**
 * Where an invitation to the support team is accepted. The link carries the invitation's secret in the
 * fragment (`#token=…`), which the browser never sends to a server, so it stays out of every log.
 */
export function invitationPath(token?: string): string {
  return `/invitation${token ? `#token=${encodeURIComponent(token)}` : ''}`;
}
