/** Quick forms run in `npm test`; `npm run test:reliability` sets E8_RELIABILITY=long for the long forms. */
export const LONG = process.env.E8_RELIABILITY === 'long';

/** The quick or the long figure. */
export function scale(quick: number, long: number): number {
  return LONG ? long : quick;
}
