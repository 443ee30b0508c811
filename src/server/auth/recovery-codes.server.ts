import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RECOVERY_CODE_COUNT } from '../../domain/constants';
import { hashSecret } from '../secrets.server';
import { replaceRecoveryCodes, useRecoveryCode } from '../store/recovery-codes.server';
import type { Database } from '../store/schema.server';

// Letters and digits a person cannot mistake for one another (no 0/O, 1/I/L, 5/S, 8/B).
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY2345679';

/** A recovery code as typed, without spaces and dashes and upper-cased: the form that is hashed. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** One recovery code: ten characters from a 27-letter alphabet (about 47 bits), shown as two groups of five. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => ALPHABET.charAt(randomInt(ALPHABET.length)));
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/**
 * Makes RECOVERY_CODE_COUNT new single-use recovery codes for an account, replacing any it had, and
 * returns them to be shown once: only their hashes are kept.
 */
export async function makeRecoveryCodes(db: Kysely<Database>, userId: string, now: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(db, userId, codes.map((code) => hashSecret(normaliseRecoveryCode(code))), now);
  return codes;
}

/** Spends one of an account's recovery codes as typed; whether it was unused and is now used. */
export function spendRecoveryCode(db: Kysely<Database>, userId: string, typed: string, now: number): Promise<boolean> {
  return useRecoveryCode(db, userId, hashSecret(normaliseRecoveryCode(typed)), now);
}
