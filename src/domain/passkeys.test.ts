import { describe, expect, it } from 'vitest';
import { addPasskeySchema, defaultPasskeyName, knownTransports, passkeyAddedSchema, passkeyIdParamsSchema, passkeyNameSchema } from './passkeys';

describe('passkey names', () => {
  it('suggests "Passkey added" and the short date', () => {
    expect(defaultPasskeyName(Date.UTC(2026, 10, 23, 6, 0))).toBe('Passkey added 23 Nov 2026');
  });

  it('trims, needs 1 to 60 characters and refuses control and formatting characters', () => {
    expect(passkeyNameSchema.parse('  Work laptop ')).toBe('Work laptop');
    expect(passkeyNameSchema.parse('x'.repeat(60))).toHaveLength(60);
    expect(passkeyNameSchema.safeParse('x'.repeat(61)).error?.issues[0]?.message).toBe('Passkey name at most 60 characters');
    expect(passkeyNameSchema.safeParse('   ').error?.issues[0]?.message).toBe('Name the passkey');
    for (const sneaky of ['Laptop\u0000', 'Lap\ntop', 'Laptop\u202e', 'Lap\u200btop']) {
      expect(passkeyNameSchema.safeParse(sneaky).error?.issues[0]?.message).toBe('Passkey name must not contain control or formatting characters');
    }
  });

  it('takes a WebAuthn answer as an object for the library to check, with a challenge id that is a UUID', () => {
    const challengeId = '0b8f4a52-3c1e-4d5f-9a6b-7c8d9e0f1a2b';
    expect(addPasskeySchema.safeParse({ challengeId, response: { id: 'abc' }, name: 'Key' }).success).toBe(true);
    expect(addPasskeySchema.safeParse({ challengeId, response: 'abc', name: 'Key' }).success).toBe(false);
    expect(addPasskeySchema.safeParse({ challengeId: 'not-a-uuid', response: {}, name: 'Key' }).success).toBe(false);
  });

  it('accepts only base64url credential ids in the URL', () => {
    expect(passkeyIdParamsSchema.safeParse({ id: 'AbC-_09' }).success).toBe(true);
    for (const id of ['', 'a b', 'a/b', 'a+b=', 'x'.repeat(1401)]) expect(passkeyIdParamsSchema.safeParse({ id }).success).toBe(false);
  });
});

describe('the answer to adding a passkey', () => {
  it('reads the passkey, any recovery codes, and the session an enrolment started', () => {
    const passkey = { id: 'abc', name: 'Key', createdAt: 1, lastUsedAt: null };
    expect(passkeyAddedSchema.parse({ passkey })).toEqual({ passkey });
    const enrolled = { passkey, recoveryCodes: ['AAAAA-BBBBB'], session: { authenticated: true, username: 'sam', role: 'consultant', expiresAt: 2 } };
    expect(passkeyAddedSchema.parse(enrolled)).toEqual(enrolled);
    expect(passkeyAddedSchema.safeParse({ passkey, session: { authenticated: true, username: 'sam', role: 'owner', expiresAt: 2 } }).success).toBe(false);
  });
});

describe('knownTransports', () => {
  it('keeps only the known transport names, each once', () => {
    expect(knownTransports(['hybrid', 'usb', 'USB', 'usb', 'x'.repeat(300), 'cable', 'smart-card'])).toEqual(['usb', 'hybrid', 'smart-card', 'cable']);
    expect(knownTransports([])).toEqual([]);
  });
});
