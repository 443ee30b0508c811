import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../src/server/auth/passwords.server';
import type { Role } from '../../src/domain/roles';
import type { Database } from '../../src/server/store/schema.server';
import { insertSupportUser } from '../../src/server/store/support-users.server';

export const SUPPORT_USERNAME = 'Support';
export const SUPPORT_PASSWORD = 'Corr3ct-Horse!Battery';

/**
 * Each password's argon2id hash, made once: the hash is slow by design, and suites create a user before every test. A
 * stored hash is checked at sign-in exactly as a fresh one would be; users with the same password share its salt.
 */
const hashes = new Map<string, Promise<string>>();

/**
 * When the last user was created: each is created at least a millisecond after the one before, so lists ordered by
 * creation keep the order the users were created in (hashed afresh, each took milliseconds; from the map, none).
 */
let lastCreatedAt = 0;

/** Creates a support user the API tests sign in as: by default the administrator "Support". */
export async function createSupportUser(
  db: Kysely<Database>,
  username = SUPPORT_USERNAME,
  password = SUPPORT_PASSWORD,
  role: Role = 'administrator',
): Promise<void> {
  await insertSupportUser(db, { id: randomUUID(), username, passwordHash: await hashOnce(password), email: null, createdAt: (lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1)), role });
}

function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Signs in through the API and returns the Cookie header value for later requests. */
export async function signIn(app: FastifyInstance, username = SUPPORT_USERNAME, password = SUPPORT_PASSWORD, rememberMe = false): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password, rememberMe } });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

/** The Cookie header value of the session a response sets; an error when it sets none. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((entry) => entry.name === 'e8_session');
  if (!cookie) throw new Error('No session cookie was set');
  return `e8_session=${cookie.value}`;
}
