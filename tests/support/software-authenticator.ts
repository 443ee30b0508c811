import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** One credential the software authenticator made: its id, ES256 key, account handle and signature counter. */
interface SoftwareCredential {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

// Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data included.
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

/** A 4-byte big-endian signature counter. */
function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** The COSE form (RFC 9053) of an EC2 P-256 public key, as an authenticator puts it in its attested credential data. */
function coseKeyOf(privateKey: KeyObject): Uint8Array {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const coordinate = (value: string | undefined) => isoBase64URL.toBuffer(value ?? '');
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, coordinate(jwk.x)],
      [-3, coordinate(jwk.y)],
    ]),
  );
}

/**
 * A WebAuthn authenticator in software, for API tests: it makes ES256 passkeys with 'none' attestation
 * and signs assertions exactly as a browser and a security key would answer, for the origin it is given.
 * `tamper` options let a test send what a broken or hostile authenticator would.
 */
export class SoftwareAuthenticator {
  readonly credentials: SoftwareCredential[] = [];

  /** The origin the authenticator's browser reports, serialised as a browser does (no default port). */
  readonly origin: string;

  constructor(origin: string) {
    this.origin = new URL(origin).origin;
  }

  /** Answers registration options as navigator.credentials.create() would, keeping the new credential. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    tamper: { origin?: string; challenge?: string; userVerified?: boolean; idBytes?: number; transports?: string[] } = {},
  ): RegistrationResponseJSON {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const idBytes = randomBytes(tamper.idBytes ?? 32);
    const id = isoBase64URL.fromBuffer(idBytes);
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const flags = USER_PRESENT | ATTESTED_CREDENTIAL | (tamper.userVerified === false ? 0 : USER_VERIFIED);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(idBytes.length);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes(0), Buffer.alloc(16), idLength, idBytes, coseKeyOf(privateKey)]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const clientData = { type: 'webauthn.create', challenge: tamper.challenge ?? options.challenge, origin: tamper.origin ?? this.origin, crossOrigin: false };
    this.credentials.push({ id, rpId, userHandle: options.user.id, privateKey, counter: 0 });
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(JSON.stringify(clientData)),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: (tamper.transports ?? ['internal']) as RegistrationResponseJSON['response']['transports'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * Answers authentication options as navigator.credentials.get() would, with the given credential (by
   * default the first one allowed, or the first made), counting its signature counter up.
   */
  assert(
    options: PublicKeyCredentialRequestOptionsJSON,
    tamper: { credentialId?: string; origin?: string; challenge?: string; userVerified?: boolean; counter?: number; userHandle?: string } = {},
  ): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((credential) => credential.id);
    const wanted = tamper.credentialId ?? allowed?.find((id) => this.credentials.some((credential) => credential.id === id)) ?? this.credentials[0]?.id;
    const credential = this.credentials.find((candidate) => candidate.id === wanted);
    if (!credential) throw new Error('The software authenticator holds no credential for these options');
    credential.counter = tamper.counter ?? credential.counter + 1;
    const flags = USER_PRESENT | (tamper.userVerified === false ? 0 : USER_VERIFIED);
    const authenticatorData = Buffer.concat([sha256(options.rpId ?? credential.rpId), Buffer.from([flags]), counterBytes(credential.counter)]);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: tamper.challenge ?? options.challenge, origin: tamper.origin ?? this.origin, crossOrigin: false });
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: isoBase64URL.fromUTF8String(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
        signature: isoBase64URL.fromBuffer(signature),
        userHandle: tamper.userHandle ?? credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
