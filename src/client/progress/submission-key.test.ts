import { describe, expect, it } from 'vitest';
import { isSubmissionKey } from '../../domain/submission-key';
import { newSubmissionKey, withSubmissionKey } from './submission-key';

describe('submission keys', () => {
  it('are 43 base64url characters the server takes as drawn at random, and differ each time', () => {
    const keys = Array.from({ length: 50 }, newSubmissionKey);
    for (const key of keys) expect(isSubmissionKey(key)).toBe(true);
    expect(new Set(keys).size).toBe(50);
  });

  it('are kept once a journey has one, and made when it has none', () => {
    expect(withSubmissionKey({ submissionKey: 'kept' }).submissionKey).toBe('kept');
    expect(isSubmissionKey(withSubmissionKey({}).submissionKey)).toBe(true);
  });
});
