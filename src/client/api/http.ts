/** A failed API call, with the server's message in words and any per-field messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Called when any API call answers 401: the session has ended, so the app signs out. */
let onUnauthorised: () => void = () => undefined;

/** Registers what happens when the server says the session is gone. */
export function setUnauthorisedHandler(handler: () => void): void {
  onUnauthorised = handler;
}

/** Sends a request to the API and parses its JSON answer; a failure throws an ApiError in words. */
export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    const headers = init.body === undefined ? init.headers : { 'content-type': 'application/json', ...init.headers };
    response = await fetch(url, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0);
  }
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as { error?: { message?: string; fields?: Record<string, string> } } | undefined)?.error;
    if (response.status === 401 && !url.startsWith('/api/auth/')) onUnauthorised();
    throw new ApiError(error?.message ?? `The server answered ${response.status}`, response.status, error?.fields);
  }
  return body as T;
}

/** Sends a request whose success has no body (204), throwing an ApiError in words on failure. */
export async function requestNoContent(url: string, init: RequestInit = {}): Promise<void> {
  await requestJson<unknown>(url, init);
}
