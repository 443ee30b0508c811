import { describe, expect, it } from 'vitest';
import { failedPasswordRequirements, passwordRuleHint, passwordRuleMessage } from './password-rule';

describe('password rule (D7)', () => {
  it('names every failed requirement in a fixed order', () => {
    expect(failedPasswordRequirements('short')).toEqual(['length', 'uppercase', 'numbers', 'special']);
    expect(passwordRuleMessage('alllowercaseletters')).toBe('Password does not meet requirements: uppercase, numbers, special');
    expect(passwordRuleMessage('Str0ng!Passw0rd')).toBeUndefined();
    expect(passwordRuleMessage('Str0ngPassw0rd~')).toBe('Password does not meet requirements: special');
  });
});

describe('passwordRuleHint', () => {
  it('states the length and every special character the rule accepts', () => {
    expect(passwordRuleHint()).toBe(
      'At least 12 characters, with an uppercase letter, a lowercase letter, a number and one of ! @ # $ % ^ & * ( ) , . ? " : { } | < >',
    );
  });
});
