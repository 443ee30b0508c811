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

/** "Password does not meet requirements: length, special", or undefined when the password passes. */
export function passwordRuleMessage(password: string): string | undefined {
  const failed = failedPasswordRequirements(password);
  return failed.length > 0 ? `Password does not meet requirements: ${failed.join(', ')}` : undefined;
}

/** The rule in words for the form's hint: "At least 12 characters, with an uppercase letter, … one of ! @ # …". */
export function passwordRuleHint(): string {
  return `At least ${MIN_PASSWORD_LENGTH} characters, with an uppercase letter, a lowercase letter, a number and one of ${[...PASSWORD_SPECIAL_CHARACTERS].join(' ')}`;
}
