import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { withoutSpaces } from '../../domain/second-step';

/** The time step of the codes: 30 seconds, what every authenticator app uses. */
export const TOTP_PERIOD_SECONDS = 30;

/** The steps either side of the current one whose codes are still taken: one, for a clock a little fast or slow. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/** A new authenticator secret: 20 random bytes (160 bits, as RFC 4226 advises), in base32 as apps expect. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an app reads from the QR code: the product as issuer, the username as label. */
export function totpUri(secret: string, issuer: string, username: string): string {
  return generateURI({ issuer, label: username, secret });
}

/** The QR code of an otpauth:// address, as an SVG document (black on white, with its quiet zone). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

/** What a typed code is to an authenticator secret: right for a time step, right but for a step already used, or wrong. */
export type TotpMatch = { kind: 'right'; step: number } | { kind: 'used' } | { kind: 'wrong' };

/**
 * Whether a typed code is the secret's code for the current step or the one either side (at `now`, in
 * ms) and later than `afterStep` (the last step a code was accepted for), so a code seen once is never
 * taken again: such a code is `used`, which the person is told so they wait for the next one.
 */
export async function matchTotpCode(secret: string, typed: string, now: number, afterStep: number | null): Promise<TotpMatch> {
  const token = withoutSpaces(typed);
  if (!/^\d{6}$/.test(token)) return { kind: 'wrong' };
  const result = await verify({ secret, token, epoch: Math.floor(now / 1000), epochTolerance: TOLERANCE_SECONDS });
  // A TOTP answer carries its time step (an HOTP one, never given here, would not).
  if (!result.valid || !('timeStep' in result)) return { kind: 'wrong' };
  if (afterStep !== null && result.timeStep <= afterStep) return { kind: 'used' };
  return { kind: 'right', step: result.timeStep };
}
