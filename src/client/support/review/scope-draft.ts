import { z } from 'zod';
import { fieldMessages } from '../../../domain/field-messages';
import { dayInWords } from '../../../domain/calendar-day';
import { reviewScopeInputSchema, type ReviewScopeFields, type ReviewScopeInput } from '../../../domain/review/review-scope';

/** The scope's fields in the order the form asks for them. */
export const SCOPE_FIELDS = ['systems', 'sampling', 'approach', 'limitations', 'firstDay', 'lastDay', 'assessors'] as const satisfies readonly (keyof ReviewScopeFields)[];

/** Each field's name in words. */
export const SCOPE_FIELD_NAMES: Record<keyof ReviewScopeFields, string> = {
  systems: 'Systems in scope and exclusions',
  sampling: 'Sampling',
  approach: 'Approach',
  limitations: 'Limitations',
  firstDay: 'First day',
  lastDay: 'Last day',
  assessors: 'Assessors',
};

const scopeFieldsSchema = z.object({
  systems: z.string(),
  sampling: z.string(),
  approach: z.string(),
  limitations: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  assessors: z.string(),
});

/**
 * The scope form as kept while unsaved: the fields on screen, the version they were read from, and, after
 * someone else saved a newer scope first, what this consultant had written and could not save.
 */
export const scopeDraftSchema = z.object({ fields: scopeFieldsSchema, version: z.number().int().min(0), notSaved: scopeFieldsSchema.optional() });
export type ScopeDraft = z.infer<typeof scopeDraftSchema>;

/** The scope checked as the server checks it: the body to send, or each field's message. */
export function checkScope(fields: ReviewScopeFields, version: number): { input: ReviewScopeInput } | { errors: Record<string, string> } {
  const parsed = reviewScopeInputSchema.safeParse({ ...fields, version });
  return parsed.success ? { input: parsed.data } : { errors: fieldMessages(parsed.error) };
}

/** Whether two scopes say the same, spaces around each field aside. */
export function sameScope(one: ReviewScopeFields, other: ReviewScopeFields): boolean {
  return SCOPE_FIELDS.every((name) => one[name].trim() === other[name].trim());
}

/** A scope in words, one line a field written ("Sampling: 5 of 40 workstations"), dates as "30 November 2026". */
export function scopeInWords(fields: ReviewScopeFields): string[] {
  return SCOPE_FIELDS
    .filter((name) => fields[name].trim() !== '')
    .map((name) => `${SCOPE_FIELD_NAMES[name]}: ${name === 'firstDay' || name === 'lastDay' ? dayInWords(fields[name]) : fields[name].trim()}`);
}

/** What the folded scope says of itself: "The scope and approach: 3 of 7 parts written" (or none yet), to open and change. */
export function scopeSummary(scope: ReviewScopeFields): string {
  const written = SCOPE_FIELDS.filter((name) => scope[name].trim() !== '').length;
  return written === 0 ? 'Write the scope and approach: nothing written yet' : `The scope and approach: ${written} of ${SCOPE_FIELDS.length} parts written`;
}
