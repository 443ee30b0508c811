import type { z } from 'zod';

// A module of its own, importing zod only for its types, so a form can word a failed check without
// loading zod before it checks anything (the sign-in page loads its schema when it is first needed).

/** Per-field messages of a failed parse, keyed by dotted path ("assessments.regular-backups"). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const inLevels = issue.path[0] === 'assessments' || issue.path[0] === 'targetAssessments';
      for (const key of issue.keys) {
        fields[[...issue.path.map(String), key].join('.')] ??= inLevels ? `Unknown control "${key}"` : `Unknown field "${key}"`;
      }
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}
