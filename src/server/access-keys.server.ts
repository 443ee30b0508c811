import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new respondent access key: 256 random bits, URL-safe. Only its hash is stored (DESIGN D4). */
export function newAccessKey(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of an access key, hex. A fast hash is enough: the key is random, not a password. */
export function hashAccessKey(accessKey: string): string {
  return createHash('sha256').update(accessKey).digest('hex');
}

/** Whether a presented key matches a stored hash, compared in constant time. */
export function accessKeyMatches(accessKey: string, storedHash: string): boolean {
  const presented = Buffer.from(hashAccessKey(accessKey), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
