import { describe, expect, it } from 'vitest';
import { resetAnswerSchema } from '../../domain/auth-schemas';
import { messageAnswer } from './json';

describe('reading a password reset’s answer without the validation library', () => {
  it('reads every field the server declares for it, and refuses an answer without its message', () => {
    const answer = resetAnswerSchema.parse({ message: 'Password reset requested. Please check your email for the reset token.' });
    expect(messageAnswer(answer)).toEqual(answer);
    // Should the server's answer ever name more, this check would no longer read all of it.
    expect(Object.keys(resetAnswerSchema.shape)).toEqual(Object.keys(messageAnswer(answer)));
    expect(() => messageAnswer({})).toThrow(TypeError);
    expect(() => messageAnswer({ message: 3 })).toThrow(TypeError);
  });
});
