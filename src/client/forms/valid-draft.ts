import type { z } from 'zod';
import type { WizardProgress } from '../progress/progress';

/** A draft body the server's draft schema accepts, and the answers left out of it because they were not valid yet. */
export interface DraftBody {
  body: Record<string, unknown>;
  leftOut: { field: string; message: string }[];
}

const FIELD_LABELS: Record<string, string> = {
  organizationName: 'Organisation name',
  respondentName: 'Your name',
  respondentEmail: 'Your work email',
  timeline: 'Timeline',
  constraints: 'Constraints',
  priorities: 'Priority controls',
};

/** The server's draft schema of a quick check or of a detailed assessment. */
type DraftSchema = { safeParse: (body: unknown) => z.ZodSafeParseResult<unknown> };

/**
 * Checks a draft with the server's own schema. An answer that is not valid yet (an email address half
 * typed, say) is left out of the save rather than costing the whole save; each one left out is named,
 * with the schema's message, so the respondent can correct it. Answers in this browser are never touched.
 */
export function validDraft(schema: DraftSchema, candidate: Record<string, unknown>): DraftBody {
  const body: Record<string, unknown> = { ...candidate };
  const leftOut: DraftBody['leftOut'] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const parsed: z.ZodSafeParseResult<unknown> = schema.safeParse(body);
    if (parsed.success) return { body, leftOut };
    for (const issue of parsed.error.issues) {
      const [field, key] = issue.path;
      if (typeof field !== 'string' || body[field] === undefined) continue;
      const group = body[field];
      if (typeof key === 'string' && typeof group === 'object' && group !== null && !Array.isArray(group)) {
        body[field] = Object.fromEntries(Object.entries(group).filter(([name]) => name !== key));
      } else {
        body[field] = undefined;
      }
      leftOut.push({ field: FIELD_LABELS[field] ?? (typeof key === 'string' ? `${field} ${key}` : field), message: issue.message });
    }
  }
  return { body: { status: 'draft', kind: candidate.kind }, leftOut: [{ field: 'Your answers', message: 'could not be saved as they are' }] };
}

/** The closing answers as a draft sends them: an unchosen timeline is no timeline. */
export function closingDraftAnswers(progress: Pick<WizardProgress, 'implementation' | 'organisation'>): Record<string, unknown> {
  const { timeline, ...implementation } = progress.implementation;
  return { ...(timeline ? { timeline } : {}), ...implementation, ...progress.organisation };
}
