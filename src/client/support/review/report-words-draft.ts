import type { ControlId } from '../../../domain/controls';
import { fieldMessages } from '../../../domain/field-messages';
import { GENERATED_TEXTS, reportWordsInputSchema, type ReportWordsFields, type ReportWordsInput } from '../../../domain/review/report-words';

/** The texts the report makes from the findings, where the assessor may write their own (the report model's `generated`). */
export interface GeneratedWords {
  background: string;
  keySecurityRisks: string;
  positiveFindings: string;
  opinion: string;
  commentary: Record<ControlId, string>;
}

/** The form's fields: each text the assessor's own where written, else the report's own, so the form starts from today's text. */
export function prefilledWords(saved: ReportWordsFields, generated: GeneratedWords): ReportWordsFields {
  const texts = Object.fromEntries(GENERATED_TEXTS.map((name) => [name, saved[name].trim() || generated[name]]));
  const strategies = Object.keys(generated.commentary) as ControlId[];
  const commentary = Object.fromEntries(strategies.map((id) => [id, saved.strategyCommentary[id]?.trim() || generated.commentary[id]]));
  return { ...saved, ...texts, strategyCommentary: commentary };
}

/**
 * The body to send: a text left as the report's own is sent empty, so the report keeps making it from the findings
 * (and follows them as they change); only what the assessor changed is kept as theirs.
 */
export function wordsToSend(fields: ReportWordsFields, generated: GeneratedWords, version: number): { input: ReportWordsInput } | { errors: Record<string, string> } {
  const own = (text: string, made: string) => (text.trim() === made.trim() ? '' : text);
  const texts = Object.fromEntries(GENERATED_TEXTS.map((name) => [name, own(fields[name], generated[name])]));
  const commentary = Object.fromEntries(
    (Object.entries(fields.strategyCommentary) as [ControlId, string][]).flatMap(([id, text]) => {
      const kept = own(text, generated.commentary[id] ?? '');
      return kept.trim() === '' ? [] : [[id, kept]];
    }),
  );
  const parsed = reportWordsInputSchema.safeParse({ ...fields, ...texts, strategyCommentary: commentary, version });
  return parsed.success ? { input: parsed.data } : { errors: fieldMessages(parsed.error) };
}
