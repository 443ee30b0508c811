import { isRecord, stringEntries } from './json';

/** A failed API call, with the server's message in words, any per-field messages, its code and the whole answer (a 409 may carry the newer copy). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    readonly code: string | undefined = undefined,
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Turns a JSON answer into the type a caller expects, throwing when it does not fit. */
export type Parse<T> = (body: unknown) => T;

/** Called when any API call answers 401: the session has ended, so the app signs out. */
let onUnauthorised: () => void = () => undefined;

/** Registers what happens when the server says the session is gone. */
export function setUnauthorisedHandler(handler: () => void): void {
  onUnauthorised = handler;
}

/** The `{ error: { message, fields } }` body of a failed call, as far as it can be read. */
async function failureOf(response: Response, fallback: string): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const message = typeof error.message === 'string' ? error.message : fallback;
  return new ApiError(message, response.status, stringEntries(error.fields), typeof error.code === 'string' ? error.code : undefined, body);
}

/**
 * How a request treats a 401: by default the app signs out at once; `keepPageOn401` leaves that to the
 * caller, so a page holding unsaved work can say in words that the session ended before sending the person to sign in.
 */
export interface RequestOptions {
  keepPageOn401?: boolean;
}

/** Sends a request; a network failure or an error answer throws an ApiError in words. */
async function send(url: string, init: RequestInit, failure?: string, options: RequestOptions = {}): Promise<Response> {
  let response: Response;
  try {
    // A JSON body is text; a file's form data sets its own multipart type.
    const headers = typeof init.body === 'string' ? { 'content-type': 'application/json', ...init.headers } : init.headers;
    response = await fetch(url, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0);
  }
  if (response.ok) return response;
  if (response.status === 401 && !url.startsWith('/api/auth/') && !options.keepPageOn401) onUnauthorised();
  throw await failureOf(response, failure ?? `The server answered ${response.status}`);
}

/** Parses an answer's JSON body, throwing an ApiError in words when it does not fit. */
function parseAnswer<T>(parse: Parse<T>, body: unknown, status: number): T {
  try {
    return parse(body);
  } catch {
    throw new ApiError('The server sent an answer this page cannot read.', status);
  }
}

/** Sends a request to the API and parses its JSON answer with `parse`; a failure throws an ApiError in words. */
export async function requestJson<T>(url: string, parse: Parse<T>, init: RequestInit = {}, options: RequestOptions = {}): Promise<T> {
  const response = await send(url, init, undefined, options);
  const body: unknown = await response.json().catch(() => undefined);
  return parseAnswer(parse, body, response.status);
}

/** What a request says when the code that reads its answer could not be fetched (the network failed since the page was shown). */
const PARSER_NOT_LOADED = 'This page could not load what it needs to read the answer. Check your connection, then reload the page to try again.';

/**
 * As `requestJson`, for an answer whose parser is a schema loaded with `import()` (zod comes with it): the
 * parser is fetched at the same moment as the answer and used once both have arrived, so the page that asks
 * paints without zod and waits no longer than with it. The parse is as strict as `requestJson`'s.
 */
export async function requestJsonParsedOnArrival<T>(url: string, loadParse: () => Promise<Parse<T>>, init: RequestInit = {}, options: RequestOptions = {}): Promise<T> {
  return (await answerParsedOnArrival(url, loadParse, init, options)).value;
}

/**
 * As `requestJsonParsedOnArrival`, with the status of the answer too: a route that answers 201 when it makes
 * something answers 200 when it found it made already.
 */
export async function answerParsedOnArrival<T>(url: string, loadParse: () => Promise<Parse<T>>, init: RequestInit = {}, options: RequestOptions = {}): Promise<{ value: T; status: number }> {
  // Settled either way, so a failed request does not leave a failed import unhandled.
  const parser = loadParse().then(
    (parse) => ({ parse }),
    () => undefined,
  );
  const response = await send(url, init, undefined, options);
  const body: unknown = await response.json().catch(() => undefined);
  const loaded = await parser;
  if (!loaded) throw new ApiError(PARSER_NOT_LOADED, 0);
  return { value: parseAnswer(loaded.parse, body, response.status), status: response.status };
}

/** Sends a request whose success has no body (204), throwing an ApiError in words on failure. */
export async function requestNoContent(url: string, init: RequestInit = {}): Promise<void> {
  await send(url, init);
}

/** Fetches a file the server makes (a PDF, the CSV); `failure` words an error the server did not explain. */
export async function requestFile(url: string, failure: string, init: RequestInit = {}): Promise<Blob> {
  return (await send(url, init, failure)).blob();
}
