/** A field's error message, tied to the field by its id (`{name}-error`). */
export function FieldError({ name, message }: { name: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field-error" id={`${name}-error`}>
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}

/** ARIA attributes that mark a field invalid and point at its message. */
export function errorProps(name: string, message: string | undefined, hintId?: string) {
  const describedBy = [hintId, message ? `${name}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}
