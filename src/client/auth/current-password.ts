import { useState } from 'react';
import { currentPasswordSchema } from '../../domain/auth-schemas';
import { fieldMessages } from '../../domain/assessment';
import { ApiError } from '../api/http';

/**
 * The "Current password" a signed-in browser gives again before it adds or removes a passkey, sets up or removes an
 * authenticator app or makes recovery codes: its value, and the message under the field, whether the
 * form found it empty (the shared schema) or the server refused it (fields.currentPassword).
 */
export function useCurrentPassword() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  return {
    value,
    error,
    /** Takes what was typed, and clears the message under the field. */
    change: (typed: string) => {
      setValue(typed);
      setError(undefined);
    },
    /** The password to send, or undefined (with the message set) when none was typed. */
    check: (): string | undefined => {
      const result = currentPasswordSchema.safeParse({ currentPassword: value });
      if (result.success) return result.data.currentPassword;
      setError(fieldMessages(result.error).currentPassword);
      return undefined;
    },
    /** After a refusal: true, with the message under the field and the field emptied, when the server refused the password. */
    refused: (failure: unknown): boolean => {
      const message = failure instanceof ApiError ? failure.fields.currentPassword : undefined;
      if (!message) return false;
      setError(message);
      setValue('');
      return true;
    },
    /** Empties the field after the change is done. */
    reset: () => {
      setValue('');
      setError(undefined);
    },
  };
}
