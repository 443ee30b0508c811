import { randomUUID } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { knownTransports } from '../../domain/passkeys';
import { findPasskeyById, recordPasskeyUse, type StoredPasskey } from '../store/passkeys.server';
import type { Database } from '../store/schema.server';
import { deleteExpiredChallenges, insertChallenge, takeChallenge, type ChallengePurpose } from '../store/webauthn-challenges.server';

/** How long the browser has to answer a WebAuthn challenge: 5 minutes. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/** How long the browser shows its passkey prompt before giving up: 2 minutes, well inside the challenge's life. */
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;

/**
 * The relying party a passkey is bound to: its id (a host name), the origin the browser must report,
 * and the name the browser shows.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/**
 * The relying party of a request. With E8_PUBLIC_URL it is that URL's host and origin, whatever the
 * request says. Without it, the request's Origin header (which the origin check has already accepted
 * as the app's own), or for a request without one, the origin the Host header names, as the origin
 * check would. Undefined when neither can be read as a URL.
 */
export function relyingPartyOf(request: FastifyRequest, settings: { publicUrl: string | undefined; name: string }): RelyingParty | undefined {
  const origin = settings.publicUrl ?? request.headers.origin ?? `${request.protocol}://${request.headers.host ?? ''}`;
  try {
    const url = new URL(origin);
    return { id: url.hostname, origin: url.origin, name: settings.name };
  } catch {
    return undefined;
  }
}

/**
 * The WebAuthn library, loaded on the first passkey ceremony rather than at start-up: with the certificate
 * parsers it brings, it adds some 7 MB (measured) to the resident memory, which a server whose support team
 * has not used a passkey since it started need not hold. Later calls get the loaded modules at once.
 */
async function webauthnLibrary() {
  const [server, helpers] = await Promise.all([import('@simplewebauthn/server'), import('@simplewebauthn/server/helpers')]);
  return { ...server, isoBase64URL: helpers.isoBase64URL };
}

/** The WebAuthn user handle of an account: the bytes of its id, so a discoverable passkey names its account. */
function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(userId);
}

/** A challenge stored for one answer: its id, which the browser sends back with the answer, and the options for the browser. */
export interface Ceremony<Options> {
  challengeId: string;
  options: Options;
}

/** Stores an options' challenge for 5 minutes, clearing expired ones on the way, and returns its id. */
async function storeChallenge(db: Kysely<Database>, challenge: string, purpose: ChallengePurpose, userId: string | null, now: number): Promise<string> {
  await deleteExpiredChallenges(db, now);
  const id = randomUUID();
  await insertChallenge(db, { id, challenge, userId, purpose, expiresAt: now + CHALLENGE_LIFETIME_MS });
  return id;
}

/**
 * Options for adding a passkey to an account: a discoverable credential (so it can sign in without a
 * username) with user verification required (so it is two factors on its own), none of the account's
 * existing passkeys again, and no attestation asked for.
 */
export async function registrationCeremony(
  db: Kysely<Database>,
  rp: RelyingParty,
  user: { id: string; username: string },
  existing: readonly StoredPasskey[],
  now: number,
): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>> {
  const { generateRegistrationOptions } = await webauthnLibrary();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandleOf(user.id),
    userName: user.username,
    userDisplayName: user.username,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { challengeId: await storeChallenge(db, options.challenge, 'register', user.id, now), options };
}

/**
 * Options for signing in with a passkey ('sign-in', any discoverable passkey: no list) or for the second
 * step of one account ('second-step', that account's passkeys), user verification required.
 */
export async function authenticationCeremony(
  db: Kysely<Database>,
  rp: RelyingParty,
  purpose: 'sign-in' | 'second-step',
  user: { id: string; passkeys: readonly StoredPasskey[] } | null,
  now: number,
): Promise<Ceremony<PublicKeyCredentialRequestOptionsJSON>> {
  const { generateAuthenticationOptions } = await webauthnLibrary();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
    ...(user ? { allowCredentials: user.passkeys.map((passkey) => ({ id: passkey.id, transports: passkey.transports })) } : {}),
  });
  return { challengeId: await storeChallenge(db, options.challenge, purpose, user?.id ?? null, now), options };
}

/** A passkey the browser just made, verified and ready to store. */
export interface NewCredential {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/**
 * Verifies the browser's answer to a registration challenge of this account: the challenge is taken (used
 * once, whatever the outcome), must not have expired, and must have been made for this account; the answer
 * must be for this relying party and origin, with the user verified. Undefined when anything fails. Only
 * known transport names are kept (the browser sends the list as it likes).
 */
export async function verifyRegistration(
  db: Kysely<Database>,
  rp: RelyingParty,
  answer: { challengeId: string; userId: string; response: Record<string, unknown> },
  now: number,
): Promise<NewCredential | undefined> {
  const challenge = await takeChallenge(db, answer.challengeId, 'register', now);
  if (!challenge || challenge.userId !== answer.userId) return undefined;
  const { verifyRegistrationResponse, isoBase64URL } = await webauthnLibrary();
  try {
    const result = await verifyRegistrationResponse({
      // The library checks every field it reads and throws on anything malformed.
      response: answer.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    const transports = knownTransports(credential.transports ?? []);
    return { id: credential.id, publicKey: isoBase64URL.fromBuffer(credential.publicKey), counter: credential.counter, transports };
  } catch {
    return undefined;
  }
}

/** The outcome of a passkey answer: whether it was accepted, and the stored passkey it named (when there is one). */
export interface AuthenticationOutcome {
  accepted: boolean;
  passkey: StoredPasskey | undefined;
}

/**
 * Verifies the browser's answer to a sign-in or second-step challenge: the challenge is taken (used once,
 * whatever the outcome) and must not have expired; the answer must name a stored passkey (of the
 * challenge's account, for a second step) whose user handle, if sent, is its account's; its signature must
 * verify against the stored public key for this relying party and origin, with the user verified and the
 * signature counter moving forward. On success the passkey's counter and last use are recorded.
 */
export async function verifyAuthentication(
  db: Kysely<Database>,
  rp: RelyingParty,
  answer: { challengeId: string; purpose: 'sign-in' | 'second-step'; userId: string | null; response: Record<string, unknown> },
  now: number,
): Promise<AuthenticationOutcome> {
  const challenge = await takeChallenge(db, answer.challengeId, answer.purpose, now);
  const credentialId = typeof answer.response.id === 'string' ? answer.response.id : '';
  const named = credentialId === '' ? undefined : await findPasskeyById(db, credentialId);
  const failed = { accepted: false, passkey: named };
  if (!challenge || !named || challenge.userId !== answer.userId) return failed;
  if (answer.userId !== null && named.userId !== answer.userId) return failed;
  const { verifyAuthenticationResponse, isoBase64URL } = await webauthnLibrary();
  const response = answer.response as unknown as AuthenticationResponseJSON;
  const handle = (response.response as { userHandle?: unknown } | undefined)?.userHandle;
  if (typeof handle === 'string' && handle !== isoBase64URL.fromBuffer(userHandleOf(named.userId))) return failed;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: named.id, publicKey: isoBase64URL.toBuffer(named.publicKey), counter: named.counter, transports: named.transports },
      requireUserVerification: true,
    });
    if (!result.verified) return failed;
    await recordPasskeyUse(db, named.id, result.authenticationInfo.newCounter, now);
    return { accepted: true, passkey: { ...named, counter: result.authenticationInfo.newCounter, lastUsedAt: now } };
  } catch {
    return failed;
  }
}
