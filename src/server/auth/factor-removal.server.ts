import type { Kysely } from 'kysely';
import { clearTotpSecret } from '../store/authenticator.server';
import { deletePasskeyOfUser } from '../store/passkeys.server';
import type { Database } from '../store/schema.server';
import { deleteRecoveryCodesOf, secondFactorsOf, withSecondFactorsLocked, type SecondFactors } from '../store/second-factors.server';

/** How a removal of a second factor ended: done, nothing of that name on the account, or refused as the last factor while one is required. */
export type FactorRemoval = 'removed' | 'not_found' | 'last_factor';

/** Whether an account keeps at least one second factor (a passkey or the app) after losing what `lost` says. */
function keepsAFactor(factors: SecondFactors, lost: { passkeys: number; authenticatorApp: boolean }): boolean {
  return factors.passkeys - lost.passkeys > 0 || (factors.authenticatorApp && !lost.authenticatorApp);
}

/**
 * Removes one passkey of an account. The check of "never the last factor while E8_REQUIRE_MFA is on"
 * and the delete run in one transaction serialised per account (withSecondFactorsLocked), so two removals at
 * once (the app and the last passkey) cannot both pass the check. When no passkey and no app remain,
 * the recovery codes go too, in the same transaction: they would recover nothing.
 */
export function removePasskeyOf(db: Kysely<Database>, userId: string, passkeyId: string, requireMfa: boolean): Promise<FactorRemoval> {
  return withSecondFactorsLocked(db, userId, async (trx) => {
    const factors = await secondFactorsOf(trx, userId);
    const lost = { passkeys: 1, authenticatorApp: false };
    if (requireMfa && !keepsAFactor(factors, lost)) return 'last_factor';
    if (!(await deletePasskeyOfUser(trx, userId, passkeyId))) return 'not_found';
    if (!keepsAFactor(factors, lost)) await deleteRecoveryCodesOf(trx, userId);
    return 'removed';
  });
}

/** Removes the authenticator app of an account, under the same rule and in the same way as removePasskeyOf. */
export function removeAuthenticatorOf(db: Kysely<Database>, userId: string, requireMfa: boolean, now: number): Promise<FactorRemoval> {
  return withSecondFactorsLocked(db, userId, async (trx) => {
    const factors = await secondFactorsOf(trx, userId);
    if (!factors.authenticatorApp) return 'not_found';
    const lost = { passkeys: 0, authenticatorApp: true };
    if (requireMfa && !keepsAFactor(factors, lost)) return 'last_factor';
    await clearTotpSecret(trx, userId, now);
    if (!keepsAFactor(factors, lost)) await deleteRecoveryCodesOf(trx, userId);
    return 'removed';
  });
}
