import { z } from 'zod';
import { roleSchema } from './roles';

// What the server tells a browser about its sign-in: declared by the sign-in routes as their answers. The
// browser reads these answers by hand (`src/client/api/auth.ts` loads with the landing page, which never
// loads zod) with these schemas' types, and its tests check that its reader takes whole every answer they allow.

/** Which second steps an account waiting for one may take. */
export const secondStepMethodsSchema = z.strictObject({ passkey: z.boolean(), authenticatorApp: z.boolean(), recoveryCode: z.boolean() });
export type SecondStepMethods = z.infer<typeof secondStepMethodsSchema>;

/** A signed-in session: what GET /api/auth/session says of one, and what every completed sign-in answers. */
export const signedInSchema = z.strictObject({ authenticated: z.literal(true), username: z.string(), role: roleSchema, expiresAt: z.number() });
export type SignedIn = z.infer<typeof signedInSchema>;

/**
 * A sign-in whose password was right and that still waits: for its second step (with the ways the
 * account can take it) or, while the team requires a second factor, for the enrolment of a first one.
 */
export const pendingSignInSchema = z.union([
  z.strictObject({ authenticated: z.literal(false), username: z.string(), next: z.literal('second-step'), methods: secondStepMethodsSchema }),
  z.strictObject({ authenticated: z.literal(false), username: z.string(), next: z.literal('enrolment') }),
]);
export type PendingSignIn = z.infer<typeof pendingSignInSchema>;

/** POST /api/auth/login: signed in by the password alone, or waiting for the second step or an enrolment. */
export const passwordSignInSchema = z.union([signedInSchema, pendingSignInSchema]);

/** GET /api/auth/session: signed in, waiting for a second step or an enrolment, or signed out. */
export const sessionSchema = z.union([signedInSchema, pendingSignInSchema, z.strictObject({ authenticated: z.literal(false) })]);

/** POST /api/auth/second-step: signed in; after a recovery code, with how many unused ones the account has left. */
export const secondStepSignInSchema = signedInSchema.extend({ recoveryCodesLeft: z.number().int().min(0).optional() });
