/**
 * The request header that carries a submission key: the key a browser makes when a journey starts and sends
 * with its submission, so the same submission sent twice (two tabs, a double click, a retry after a lost
 * answer) makes one completed assessment. The key is also the access key the browser proposes for it.
 */
export const SUBMISSION_KEY_HEADER = 'idempotency-key';

/** The form of a submission key: 32 random bytes in base64url without padding, 43 characters. */
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the server says of a submission key of the wrong form, in words. */
export const SUBMISSION_KEY_FORM =
  'The Idempotency-Key header must be a submission key of 32 random bytes in base64url without padding (43 letters, digits, - or _) drawn at random.';

/**
 * The fewest different characters a submission key may hold. 43 characters drawn at random from 64 hold about 31
 * different ones and practically never fewer than 20; a constant or a short pattern holds far fewer, so a
 * client that does not draw its keys at random is refused rather than trusted.
 */
const FEWEST_DIFFERENT_CHARACTERS = 16;

/** Whether a value has the form of a submission key and looks drawn at random (see FEWEST_DIFFERENT_CHARACTERS). */
export function isSubmissionKey(value: string): boolean {
  return SUBMISSION_KEY_PATTERN.test(value) && new Set(value).size >= FEWEST_DIFFERENT_CHARACTERS;
}
