/** The requirement names of the password rule, as the spec words them in its failure message. */
export type PasswordRequirement = 'length' | 'uppercase' | 'lowercase' | 'numbers' | 'special';

/** Minimum length of a support password (DESIGN D7: one rule everywhere). */
export const MIN_PASSWORD_LENGTH = 12;

/** The special characters the rule accepts (spec §5). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

const SPECIAL = new Set(PASSWORD_SPECIAL_CHARACTERS);

/** The requirements a password fails, in the spec's order; empty when it passes. */
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
