import { z } from 'zod';

/** Text without NUL characters: PostgreSQL cannot store them, so input holding one is refused (400). */
// eslint-disable-next-line no-control-regex -- matching the NUL character is the point
export const NO_NUL_CHARACTER = /^[^\u0000]*$/;

/** The message for text that holds a NUL character. */
export const NUL_CHARACTER_MESSAGE = 'Must not contain a NUL character';

/**
 * Text a person typed into a field, trimmed, of at most `max` characters and without a NUL character; `what` names
 * the field in its messages ("The note must be text", "The note must be at most 2,000 characters").
 */
export function typedText(what: string, max: number) {
  return z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} must be at most ${max.toLocaleString('en-AU')} characters`)
    .regex(NO_NUL_CHARACTER, NUL_CHARACTER_MESSAGE);
}
