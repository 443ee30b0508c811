import { describe, expect, it } from 'vitest';
import { authenticatorConfirmSchema, isTotpCode, secondStepSchema, secretInGroups } from './second-step';

describe('the second step inputs', () => {
  it('tells an app code from a recovery code, spaces allowed', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode(' 123 456 ')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('ACDEF-GHJKM')).toBe(false);
  });

  it('asks for a code in words and refuses one too long', () => {
    const empty = secondStepSchema.safeParse({ code: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Enter the code from your authenticator app or a recovery code');
    expect(secondStepSchema.safeParse({ code: 'x'.repeat(41) }).success).toBe(false);
    expect(secondStepSchema.parse({ code: ' ACDEF-GHJKM ' })).toEqual({ code: 'ACDEF-GHJKM' });
  });

  it('takes a six-digit code to confirm an app, without its spaces', () => {
    const setupId = '0b6f0d8c-7f55-4a5e-9f55-1b7b1c5f2a10';
    expect(authenticatorConfirmSchema.parse({ setupId, code: '123 456' })).toEqual({ setupId, code: '123456' });
    const wrong = authenticatorConfirmSchema.safeParse({ setupId, code: '12345a' });
    expect(wrong.error?.issues[0]?.message).toBe('Enter the 6-digit code your authenticator app shows');
    expect(authenticatorConfirmSchema.safeParse({ setupId: 'nope', code: '123456' }).success).toBe(false);
  });

  it('shows a secret in groups of four', () => {
    expect(secretInGroups('ABCDEFGHIJKLMNOPQR')).toBe('ABCD EFGH IJKL MNOP QR');
    expect(secretInGroups('')).toBe('');
  });
});
