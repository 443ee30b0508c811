import { createHash } from 'node:crypto';

/**
 * A name-based UUID (version 5, RFC 9562): the SHA-1 of a namespace UUID's bytes and a name, so the same namespace
 * and name always give the same UUID. The OSCAL export names each of its parts under the assessment's id, so the
 * same assessment exports the same UUIDs every time.
 */
export function nameBasedUuid(namespace: string, name: string): string {
  const hash = createHash('sha1').update(Buffer.from(namespace.replace(/-/g, ''), 'hex')).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
