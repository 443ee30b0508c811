import { z } from 'zod';
import { shortAustralianDate } from './format';
import { signedInSchema } from './sign-in';

/** The longest name a passkey may have, in characters. */
export const MAX_PASSKEY_NAME_LENGTH = 60;

/**
 * A passkey's name as typed on the account page: trimmed, 1 to 60 characters, and free of control and
 * formatting characters (the name is shown in lists and written to the audit log).
 */
export const passkeyNameSchema = z
  .string({ error: 'Name the passkey' })
  .trim()
  .min(1, 'Name the passkey')
  .max(MAX_PASSKEY_NAME_LENGTH, `Passkey name at most ${MAX_PASSKEY_NAME_LENGTH} characters`)
  .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'Passkey name must not contain control or formatting characters');

/** The name field of the "Add a passkey" form. */
export const passkeyFormSchema = z.object({ name: passkeyNameSchema });

/**
 * The longest credential id stored, in base64url characters: WebAuthn allows at most 1,023 bytes, which
 * is 1,364 characters. A longer one is refused in words before it reaches the database.
 */
export const MAX_CREDENTIAL_ID_LENGTH = 1364;

/** The transport names a passkey may be remembered with (WebAuthn's, with the older "cable" and "smart-card"). */
export const PASSKEY_TRANSPORTS = ['usb', 'nfc', 'ble', 'internal', 'hybrid', 'smart-card', 'cable'] as const;

/**
 * The transports a browser said a new passkey uses, kept only where they are known names, each once:
 * the list comes from the client as it likes, and is stored and handed back to browsers later.
 */
export function knownTransports(sent: readonly string[]): string[] {
  return PASSKEY_TRANSPORTS.filter((name) => sent.includes(name));
}

/** The name the form suggests, so the user can just press "Add a passkey": "Passkey added 23 Nov 2026". */
export function defaultPasskeyName(now: number): string {
  return `Passkey added ${shortAustralianDate(now)}`;
}

/** A WebAuthn answer from the browser: an object, checked in full by the WebAuthn library on the server. */
const webauthnAnswerSchema = z.record(z.string(), z.unknown(), { error: 'The passkey answer is missing' });

/** The id of a stored WebAuthn challenge (a UUID). */
const challengeIdSchema = z.uuid({ error: 'The passkey request is missing or has expired' });

/** POST /api/auth/passkey: sign in with a passkey. */
export const passkeySignInSchema = z.strictObject({
  challengeId: challengeIdSchema,
  response: webauthnAnswerSchema,
  rememberMe: z.boolean().default(false),
});

/** POST /api/auth/second-step/passkey: a passkey as the second step after the password. */
export const passkeySecondStepSchema = z.strictObject({
  challengeId: challengeIdSchema,
  response: webauthnAnswerSchema,
});

/** POST /api/account/passkeys: store the passkey the browser just made, under a name. */
export const addPasskeySchema = z.strictObject({
  challengeId: challengeIdSchema,
  response: webauthnAnswerSchema,
  name: passkeyNameSchema,
});

/** One passkey of the signed-in account, as GET /api/account/passkeys lists it: never its key. */
export const passkeySummarySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/** GET /api/account/passkeys. */
export const passkeyListSchema = z.strictObject({ passkeys: z.array(passkeySummarySchema) });

/**
 * POST /api/account/passkeys: the passkey stored; with an account's first second factor, its recovery
 * codes, shown once; and, when it completed an enrolment, the signed-in session it started.
 */
export const passkeyAddedSchema = z.strictObject({
  passkey: passkeySummarySchema,
  recoveryCodes: z.array(z.string()).optional(),
  session: signedInSchema.optional(),
});
export type PasskeyAdded = z.infer<typeof passkeyAddedSchema>;

// The options of a passkey prompt are made by the WebAuthn library on the server and handed as they are to
// its counterpart in the browser, which checks them; these schemas name only what the browser's library
// decodes (the challenge, the account's id, the ids of credentials) and let every other field of the
// library's through (`looseObject`), so no option object the server's library makes is ever refused. Each
// is typed as the plain object it names, so the library's own types (interfaces, which TypeScript does not
// let stand for an object of any other fields) are sent and read as they are.

/** A credential named in a prompt's options: its id in base64url, which the browser decodes. */
const credentialDescriptorSchema = z.looseObject({ id: z.string() });

/** What the browser reads of a prompt's options to sign in, or to take the second step, with a passkey. */
export interface PasskeySignInOptions {
  challenge: string;
  allowCredentials?: { id: string }[] | undefined;
}

const signInOptionsSchema: z.ZodType<PasskeySignInOptions, PasskeySignInOptions> = z.looseObject({
  challenge: z.string(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
});

/** What the browser reads of a prompt's options to make a new passkey for the account. */
export interface PasskeyRegistrationOptions {
  challenge: string;
  rp: { name: string };
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: object[];
  excludeCredentials?: { id: string }[] | undefined;
}

const registrationOptionsSchema: z.ZodType<PasskeyRegistrationOptions, PasskeyRegistrationOptions> = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ name: z.string() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({})),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
});

/**
 * POST /api/auth/passkey/options and POST /api/auth/second-step/passkey/options: a challenge, kept by the
 * server under its id (sent back with the answer), and the options of the browser's passkey prompt.
 */
export const passkeySignInCeremonySchema = z.strictObject({ challengeId: z.uuid(), options: signInOptionsSchema });

/** POST /api/account/passkeys/options: a challenge to make a new passkey, with the options of the browser's prompt. */
export const passkeyRegistrationCeremonySchema = z.strictObject({ challengeId: z.uuid(), options: registrationOptionsSchema });

/** DELETE /api/account/passkeys/:id: a credential id as the authenticator made it (base64url); anything else names nothing. */
export const passkeyIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(1400)
    .regex(/^[A-Za-z0-9_-]+$/),
});
