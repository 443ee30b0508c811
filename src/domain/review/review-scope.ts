import { z } from 'zod';
import { isCalendarDay } from '../calendar-day';
import { MAX_NAME_LENGTH, MAX_SCOPE_LENGTH } from '../constants';
import { typedText } from '../text';

const scopeText = (what: string, max: number) => typedText(what, max).default('');

const optionalDay = (what: string) =>
  z
    .string({ error: `${what} must be text, like 2026-11-30` })
    .refine((text) => text === '' || isCalendarDay(text), `${what} must be a real date written YYYY-MM-DD, like 2026-11-30`)
    .default('');

/**
 * A review's scope and approach, written once per review and shown in the assessment report: the systems
 * in scope (and what was left out, with why), the sample sizes and how they were chosen, the tools and
 * techniques used, the first and last day of the assessment, and who assessed. ASD's assessment process
 * guide (October 2024) asks that scope and exclusions be agreed and recorded, and that the sample be agreed
 * with the system owner and representative of workstations, servers and network devices; its report template
 * (November 2023) asks for the sampling technique, the reasons for the sample sizes and the tools used.
 */
export const reviewScopeFieldsSchema = z.strictObject({
  systems: scopeText('The systems in scope', MAX_SCOPE_LENGTH),
  sampling: scopeText('The sampling', MAX_SCOPE_LENGTH),
  approach: scopeText('The approach', MAX_SCOPE_LENGTH),
  limitations: scopeText('The limitations', MAX_SCOPE_LENGTH),
  firstDay: optionalDay('The first day'),
  lastDay: optionalDay('The last day'),
  assessors: scopeText('The assessors', MAX_NAME_LENGTH * 5),
});
export type ReviewScopeFields = z.infer<typeof reviewScopeFieldsSchema>;

/** The body of PUT /api/support/assessments/:id/review/scope, and the scope form: the fields and the version read. */
export const reviewScopeInputSchema = reviewScopeFieldsSchema
  .extend({ version: z.number({ error: 'The version must be a number' }).int('The version must be a whole number').min(0, 'The version must be 0 or more') })
  .refine((scope) => !scope.firstDay || !scope.lastDay || scope.firstDay <= scope.lastDay, { path: ['lastDay'], message: 'The last day must not be before the first day' });
export type ReviewScopeInput = z.infer<typeof reviewScopeInputSchema>;

/** An empty scope: what a review has before anything is written. */
export const EMPTY_SCOPE: ReviewScopeFields = { systems: '', sampling: '', approach: '', limitations: '', firstDay: '', lastDay: '', assessors: '' };
