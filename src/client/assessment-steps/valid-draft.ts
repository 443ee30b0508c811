import type { z } from 'zod';
import type { WizardProgress } from '../progress/progress';
import { FIELD_NAMES } from './save-error';

/** A draft body the server's draft schema accepts, and the answers left out of it because they were not valid yet. */
export interface DraftBody {
  body: Record<string, unknown>;
  leftOut: { field: string; message: string }[];
}

/** The server's draft schema of a quick check or of a detailed assessment. */
type DraftSchema = { safeParse: (body: unknown) => z.ZodSafeParseResult<unknown> };

/** A draft that no answer left out makes valid: nothing is sent, so nothing saved before is replaced. */
export class DraftNotSavable extends Error {
  constructor(readonly leftOut: DraftBody['leftOut']) {
    const named = leftOut.map((entry) => `${entry.field}: ${entry.message}`).join('; ');
    super(`Your answers could not be saved as they are, so nothing was saved and what you saved before is unchanged. Your answers stay in this browser.${named ? ` ${named}.` : ''}`);
    this.name = 'DraftNotSavable';
  }
}

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a draft with the server's own schema. An answer that is not valid yet (an email address half
 * typed, say) costs neither the whole save nor what was saved of it before: it is sent as it was last
 * saved (`lastSaved`, the answers of the last successful save), or left out when it never was. Each one
 * is named, with the schema's message, so the respondent can correct it. A save replaces the whole
 * draft, so a body still not valid after that is never sent: DraftNotSavable says so instead. Answers
 * in this browser are never touched.
 */
export function validDraft(schema: DraftSchema, candidate: Record<string, unknown>, lastSaved: Record<string, unknown> = {}): DraftBody {
  const body: Record<string, unknown> = { ...candidate };
  const leftOut: DraftBody['leftOut'] = [];
  // Each answer is put back as last saved once; if that is refused too, it is left out.
  const putBack = new Set<string>();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const parsed: z.ZodSafeParseResult<unknown> = schema.safeParse(body);
    if (parsed.success) return { body, leftOut };
    for (const issue of parsed.error.issues) {
      const [field, key] = issue.path;
      if (typeof field !== 'string' || body[field] === undefined) continue;
      const group = body[field];
      const path = typeof key === 'string' ? `${field}.${key}` : field;
      const first = !putBack.has(path);
      putBack.add(path);
      if (typeof key === 'string' && isGroup(group)) {
        const saved = lastSaved[field];
        const savedAnswer = first && isGroup(saved) ? saved[key] : undefined;
        const rest = Object.fromEntries(Object.entries(group).filter(([name]) => name !== key));
        body[field] = savedAnswer === undefined ? rest : { ...rest, [key]: savedAnswer };
      } else {
        body[field] = first ? lastSaved[field] : undefined;
      }
      if (first) leftOut.push({ field: FIELD_NAMES[field] ?? (typeof key === 'string' ? `${field} ${key}` : field), message: issue.message });
    }
  }
  throw new DraftNotSavable(leftOut);
}

/** The closing answers as a draft sends them: an unchosen timeline is no timeline. */
export function closingDraftAnswers(progress: Pick<WizardProgress, 'implementation' | 'organisation'>): Record<string, unknown> {
  const { timeline, ...implementation } = progress.implementation;
  return { ...(timeline ? { timeline } : {}), ...implementation, ...progress.organisation };
}
