/**
 * A new submission key: 32 bytes from the browser's cryptographic random source, in base64url without padding
 * (43 characters). Made when a journey starts and kept with its progress (shared by this browser's tabs), it is
 * sent with the submission so the same submission sent twice makes one assessment, and is that assessment's
 * access key (docs/decisions/103-one-submission-per-assessment.md).
 */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A journey's progress with its submission key: the one it holds, or a new one when it holds none yet. */
export function withSubmissionKey<Progress extends { submissionKey?: string | undefined }>(progress: Progress): Progress & { submissionKey: string } {
  return { ...progress, submissionKey: progress.submissionKey ?? newSubmissionKey() };
}
