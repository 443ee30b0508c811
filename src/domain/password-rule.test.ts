import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, failedPasswordRequirements, isCommonPassword, passwordRuleHint, passwordRuleMessage } from './password-rule';

describe('password rule (D7)', () => {
  it('names every failed requirement in a fixed order', () => {
    expect(failedPasswordRequirements('short')).toEqual(['length', 'uppercase', 'numbers', 'special']);
    expect(passwordRuleMessage('alllowercaseletters')).toBe('Password does not meet requirements: uppercase, numbers, special');
    expect(passwordRuleMessage('Str0ng!Passw0rd')).toBeUndefined();
    expect(passwordRuleMessage('Str0ngPassw0rd~')).toBe('Password does not meet requirements: special');
  });
});

describe('common passwords', () => {
  it('refuses a common password dressed up to pass the requirements, in words', () => {
    for (const common of ['Password123!', 'Welcome2024!', 'P@ssw0rd2024', '!Qwerty123456', 'Iloveyou2024!', 'Summer2025!!', '1Qaz2wsx3edc!', 'Michael12345#']) {
      expect(failedPasswordRequirements(common)).toEqual([]);
      expect(passwordRuleMessage(common)).toBe('This password is too common: it appears in lists of leaked passwords. Choose another.');
    }
    expect(COMMON_PASSWORD_MESSAGE).toBe('This password is too common: it appears in lists of leaked passwords. Choose another.');
  });

  it('names the failed requirements first, and lets an uncommon password through', () => {
    expect(passwordRuleMessage('password')).toBe('Password does not meet requirements: length, uppercase, numbers, special');
    for (const uncommon of ['Corr3ct-Horse!Battery', 'Str0ng!Passw0rd', 'Password-Tiger7!Lamp', 'Welcome2024!Harbour']) {
      expect(isCommonPassword(uncommon)).toBe(false);
      expect(passwordRuleMessage(uncommon)).toBeUndefined();
    }
  });
});

describe('passwordRuleHint', () => {
  it('states the length and every special character the rule accepts', () => {
    expect(passwordRuleHint()).toBe(
      'At least 12 characters, with an uppercase letter, a lowercase letter, a number and one of ! @ # $ % ^ & * ( ) , . ? " : { } | < >',
    );
  });
});
