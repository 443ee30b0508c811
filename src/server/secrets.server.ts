import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A new random secret: 256 bits, URL-safe. Used for respondent access keys, session
 * tokens and password reset tokens. Only its hash is ever stored.
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a secret, hex. A fast hash is enough: the secret is random, not a password. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a presented secret matches a stored hash, compared in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
