import { REQUIREMENTS } from '../domain/framework/catalogue';

/**
 * The deepest nesting any API body needs. An assessment is three levels deep (the body, its
 * `requirementOutcomes`, one requirement's answer); a passkey answer from the browser is the
 * deepest, at five (the body, `response`, its `response` or `clientExtensionResults`, a list or an
 * extension's object, and an extension's result). One to spare.
 */
export const MAX_JSON_DEPTH = 6;

/**
 * The most members an object or list of any API body needs: the largest is a detailed assessment's
 * `requirementOutcomes`, one entry per requirement of the catalogue (152).
 */
export const MAX_JSON_MEMBERS = REQUIREMENTS.length;

/** Why a JSON text is refused before it is parsed: too deep, or an object or list with too many members. */
export type JsonShapeProblem = { kind: 'too-deep'; limit: number } | { kind: 'too-many-members'; limit: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** The index of the quote that closes the string opened at `open`, or -1 when the text ends first. */
function closingQuote(text: string, open: number): number {
  let at = open + 1;
  for (;;) {
    const quote = text.indexOf('"', at);
    if (quote === -1) return -1;
    // A quote ends the string unless an odd number of backslashes stands before it.
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    at = quote + 1;
  }
}

/**
 * Reads a JSON text once, without building anything, and tells whether it nests deeper than
 * `maxDepth` or holds an object or list with more than `maxMembers` members; undefined when neither.
 * It stops at the first excess, so a hostile body costs at most one pass over its bytes (about a
 * millisecond a megabyte) and never reaches the parser or a schema. Malformed JSON is left to the
 * parser, which refuses it.
 */
export function jsonShapeProblem(text: string, maxDepth = MAX_JSON_DEPTH, maxMembers = MAX_JSON_MEMBERS): JsonShapeProblem | undefined {
  // Commas seen in each open object or list: members are one more than its commas.
  const commas: number[] = [];
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      const end = closingQuote(text, at);
      if (end === -1) return undefined;
      at = end;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return { kind: 'too-deep', limit: maxDepth };
      commas[depth] = 0;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    } else if (code === COMMA && depth > 0) {
      const seen = (commas[depth] ?? 0) + 1;
      if (seen >= maxMembers) return { kind: 'too-many-members', limit: maxMembers };
      commas[depth] = seen;
    }
  }
  return undefined;
}

/** What a refused body is told, in words. */
export function jsonShapeMessage(problem: JsonShapeProblem): string {
  return problem.kind === 'too-deep'
    ? `The request body is nested more than ${problem.limit} levels deep, deeper than any request of this service needs`
    : `An object or list in the request body has more than ${problem.limit} entries, more than any request of this service needs`;
}
