import { z } from 'zod';

/**
 * The roles of a support account. An administrator manages accounts and does everything else; a
 * consultant views, exports and deletes assessments and keeps their follow-up, but manages no account
 * other than their own.
 */
export const ROLES = ['administrator', 'consultant'] as const;
export type Role = (typeof ROLES)[number];

export const roleSchema = z.enum(ROLES, { error: 'Choose a role: administrator or consultant' });

/** The role as a person reads it: "Administrator" or "Consultant". */
export function roleInWords(role: Role): string {
  return role === 'administrator' ? 'Administrator' : 'Consultant';
}

/**
 * Where a session stands. 'signed-in' passes every support route. 'second-step' has given the right
 * password and must still give a second factor; 'enrolment' has given the password of an account with no
 * second factor while one is required (E8_REQUIRE_MFA) and may only set one up. Neither of the last two
 * reaches any assessment.
 */
export const SESSION_STAGES = ['signed-in', 'second-step', 'enrolment'] as const;
export type SessionStage = (typeof SESSION_STAGES)[number];
