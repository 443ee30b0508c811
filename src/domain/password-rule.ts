import { COMMON_PASSWORD_WORDS, LONG_COMMON_PASSWORDS } from './common-passwords';

/** The requirement names of the password rule, as the failure message words them. */
export type PasswordRequirement = 'length' | 'uppercase' | 'lowercase' | 'numbers' | 'special';

/** Minimum length of a support password. */
export const MIN_PASSWORD_LENGTH = 12;

/** The special characters the rule accepts. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

const SPECIAL = new Set(PASSWORD_SPECIAL_CHARACTERS);

/** The requirements a password fails, in the order the failure message names them; empty when it passes. */
export function failedPasswordRequirements(password: string): PasswordRequirement[] {
  const failed: PasswordRequirement[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) failed.push('length');
  if (!/[A-Z]/.test(password)) failed.push('uppercase');
  if (!/[a-z]/.test(password)) failed.push('lowercase');
  if (!/[0-9]/.test(password)) failed.push('numbers');
  if (![...password].some((character) => SPECIAL.has(character))) failed.push('special');
  return failed;
}

/** The answer to a password that passes the requirements but is common. */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common: it appears in lists of leaked passwords. Choose another.';

/** The letters people write as digits or symbols in a password, read back as letters. */
const STAND_INS: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's', '7': 't' };

let commonLists: { words: Set<string>; long: Set<string> } | undefined;

/** The lists as sets, made on first use. */
function commonPasswordLists(): { words: Set<string>; long: Set<string> } {
  commonLists ??= {
    words: new Set(COMMON_PASSWORD_WORDS.split(/\s+/).filter(Boolean)),
    long: new Set(LONG_COMMON_PASSWORDS.split(/\s+/).filter(Boolean)),
  };
  return commonLists;
}

/**
 * Whether a password is a common one dressed up to pass the rule: in lower case and without the digits
 * and symbols around its letters (stand-ins such as @ for a read back), it is a word common passwords
 * are made of ("Password123!", "P@ssw0rd2024", "Welcome2024!"), or, without the symbols around it, a
 * long common password of letters and digits ("1Qaz2wsx3edc!").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = Array.from(lower.replace(/^[^a-z]+|[^a-z]+$/g, ''), (character) => STAND_INS[character] ?? character).join('');
  const { words, long } = commonPasswordLists();
  return words.has(core) || long.has(lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''));
}

/**
 * "Password does not meet requirements: length, special", or, for a password that meets them but is
 * common, COMMON_PASSWORD_MESSAGE; undefined when the password passes.
 */
export function passwordRuleMessage(password: string): string | undefined {
  const failed = failedPasswordRequirements(password);
  if (failed.length > 0) return `Password does not meet requirements: ${failed.join(', ')}`;
  return isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : undefined;
}

/** The rule in words for the form's hint: "At least 12 characters, with an uppercase letter, … one of ! @ # …". */
export function passwordRuleHint(): string {
  return `At least ${MIN_PASSWORD_LENGTH} characters, with an uppercase letter, a lowercase letter, a number and one of ${[...PASSWORD_SPECIAL_CHARACTERS].join(' ')}`;
}
