/** Text without NUL characters: PostgreSQL cannot store them, so input holding one is refused (400). */
// eslint-disable-next-line no-control-regex -- matching the NUL character is the point
export const NO_NUL_CHARACTER = /^[^\u0000]*$/;

/** The message for text that holds a NUL character. */
export const NUL_CHARACTER_MESSAGE = 'Must not contain a NUL character';
