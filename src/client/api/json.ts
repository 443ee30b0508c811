// Hand-written checks for the JSON the landing page reads: this module loads on every visit, so it
// stays free of the validation library that the lazily loaded pages use.

/** Whether a JSON value is an object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The string properties of a JSON object; anything else is left out. */
export function stringEntries(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** A `{ message }` answer, as the password-reset routes send (their `resetAnswerSchema`, checked here by hand). */
export function messageAnswer(body: unknown): { message: string } {
  if (isRecord(body) && typeof body.message === 'string') return { message: body.message };
  throw new TypeError('The answer has no message');
}
