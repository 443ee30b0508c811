/** Text without NUL characters: PostgreSQL cannot store them, so input holding one is refused (400). */
export const NO_NUL_CHARACTER = /^[^\u0000]*$/;

/** The message for text that holds a NUL character. */
export const NUL_CHARACTER_MESSAGE = 'Must not contain a NUL character';
