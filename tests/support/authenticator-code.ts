import { generate } from 'otplib';

/** The code an authenticator app shows for a secret at a moment (ms). */
export function codeAt(secret: string, at: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(at / 1000) });
}
