import { z } from 'zod';
import { controlIdSchema } from '../../../domain/assessment';
import type { ControlId } from '../../../domain/controls';
import { fieldMessages } from '../../../domain/field-messages';
import { GENERATED_TEXTS, REPORT_WORD_NAMES, reportWordsInputSchema, type ReportWordsFields, type ReportWordsInput } from '../../../domain/review/report-words';

/** The texts the report makes from the findings, where the assessor may write their own (the report model's `generated`). */
export interface GeneratedWords {
  background: string;
  keySecurityRisks: string;
  positiveFindings: string;
  opinion: string;
  commentary: Record<ControlId, string>;
}

/** The names of the report words the form keeps as plain lines and texts (all but each strategy's commentary). */
const TEXT_NAMES = ['marking', 'systemClassification', 'entityAddress', 'assessorQualifications', ...GENERATED_TEXTS] as const satisfies readonly (keyof ReportWordsFields)[];

/**
 * The report's words as kept while unsaved, in this tab's session storage: only the assessor's own words (a text left
 * as the report's own is kept empty, so it follows the findings when read back) and the version they were read from.
 */
export const reportWordsDraftSchema = z.object({
  fields: z.object({
    marking: z.string(),
    systemClassification: z.string(),
    entityAddress: z.string(),
    assessorQualifications: z.string(),
    background: z.string(),
    keySecurityRisks: z.string(),
    positiveFindings: z.string(),
    opinion: z.string(),
    strategyCommentary: z.partialRecord(controlIdSchema, z.string()),
  }),
  version: z.number().int().min(0),
});
export type ReportWordsDraft = z.infer<typeof reportWordsDraftSchema>;

/** The form's fields: each text the assessor's own where written, else the report's own, so the form starts from today's text. */
export function prefilledWords(saved: ReportWordsFields, generated: GeneratedWords): ReportWordsFields {
  const texts = Object.fromEntries(GENERATED_TEXTS.map((name) => [name, saved[name].trim() || generated[name]]));
  const strategies = Object.keys(generated.commentary) as ControlId[];
  const commentary = Object.fromEntries(strategies.map((id) => [id, saved.strategyCommentary[id]?.trim() || generated.commentary[id]]));
  return { ...saved, ...texts, strategyCommentary: commentary };
}

/** Whether a text is the report's own, spaces around it aside. */
const isMade = (text: string, made: string | undefined) => text.trim() === (made ?? '').trim();

/** The assessor's own words among the fields: a text left as the report's own is empty, a commentary left so is left out. */
export function ownWords(fields: ReportWordsFields, generated: GeneratedWords): ReportWordsFields {
  const texts = Object.fromEntries(GENERATED_TEXTS.map((name) => [name, isMade(fields[name], generated[name]) ? '' : fields[name]]));
  const commentary = Object.fromEntries(
    (Object.entries(fields.strategyCommentary) as [ControlId, string][]).filter(([id, text]) => text.trim() !== '' && !isMade(text, generated.commentary[id])),
  );
  return { ...fields, ...texts, strategyCommentary: commentary };
}

/**
 * The fields once the report's own texts are made again (a finding saved, a batch agreed, the scope or the target
 * changed): a text still as the report made it before takes the new one; what the assessor wrote or cleared stays.
 */
export function refreshedWords(fields: ReportWordsFields, before: GeneratedWords, after: GeneratedWords): ReportWordsFields {
  const texts = Object.fromEntries(GENERATED_TEXTS.map((name) => [name, isMade(fields[name], before[name]) ? after[name] : fields[name]]));
  const strategies = [...new Set([...Object.keys(fields.strategyCommentary), ...Object.keys(after.commentary)])] as ControlId[];
  const commentary = Object.fromEntries(
    strategies.map((id) => {
      const text = fields.strategyCommentary[id];
      return [id, text === undefined || isMade(text, before.commentary[id]) ? (after.commentary[id] ?? '') : text];
    }),
  );
  return { ...fields, ...texts, strategyCommentary: commentary };
}

/** Whether two sets of report words say the same, spaces around each text aside (a commentary missing is an empty one). */
export function sameWords(one: ReportWordsFields, other: ReportWordsFields): boolean {
  const strategies = new Set([...Object.keys(one.strategyCommentary), ...Object.keys(other.strategyCommentary)]) as Set<ControlId>;
  return (
    TEXT_NAMES.every((name) => one[name].trim() === other[name].trim()) &&
    [...strategies].every((id) => (one.strategyCommentary[id] ?? '').trim() === (other.strategyCommentary[id] ?? '').trim())
  );
}

/** Whether the form says something other than the words as saved (each compared as the assessor's own, so the report's own texts count as unwritten). */
export function wordsUnsaved(fields: ReportWordsFields, saved: ReportWordsFields, generated: GeneratedWords): boolean {
  return !sameWords(ownWords(fields, generated), ownWords(prefilledWords(saved, generated), generated));
}

/**
 * The body to send: a text left as the report's own is sent empty, so the report keeps making it from the findings
 * (and follows them as they change); only what the assessor changed is kept as theirs.
 */
export function wordsToSend(fields: ReportWordsFields, generated: GeneratedWords, version: number): { input: ReportWordsInput } | { errors: Record<string, string> } {
  const parsed = reportWordsInputSchema.safeParse({ ...ownWords(fields, generated), version });
  return parsed.success ? { input: parsed.data } : { errors: fieldMessages(parsed.error) };
}

/** The assessor's own words a line each, "Opinion: In our opinion …", for the notice of words not saved (`own` from `ownWords`). */
export function ownWordsInLines(own: ReportWordsFields, titleOf: (id: ControlId) => string): string[] {
  const texts = (Object.keys(REPORT_WORD_NAMES) as (keyof typeof REPORT_WORD_NAMES)[]).filter((name) => own[name].trim() !== '').map((name) => `${REPORT_WORD_NAMES[name]}: ${own[name].trim()}`);
  const commentary = (Object.entries(own.strategyCommentary) as [ControlId, string][]).filter(([, text]) => text.trim() !== '').map(([id, text]) => `${titleOf(id)}: ${text.trim()}`);
  return [...texts, ...commentary];
}
