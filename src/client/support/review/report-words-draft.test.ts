import { describe, expect, it } from 'vitest';
import { EMPTY_REPORT_WORDS } from '../../../domain/review/report-words';
import { ownWords, ownWordsInLines, prefilledWords, refreshedWords, reportWordsDraftSchema, wordsToSend, wordsUnsaved, type GeneratedWords } from './report-words-draft';

const GENERATED: GeneratedWords = {
  background: 'Made background.',
  keySecurityRisks: 'Made risks.',
  positiveFindings: 'Made positives.',
  opinion: 'Made opinion.',
  commentary: { 'regular-backups': 'Made commentary.', 'patch-applications': 'Made patching.' } as GeneratedWords['commentary'],
};
/** The report's own texts made again after a finding was saved. */
const REMADE: GeneratedWords = {
  background: 'Made background.',
  keySecurityRisks: 'Risks made again.',
  positiveFindings: 'Positives made again.',
  opinion: 'Opinion made again.',
  commentary: { 'regular-backups': 'Commentary made again.', 'patch-applications': 'Patching made again.' } as GeneratedWords['commentary'],
};

describe('the report words form', () => {
  it('starts from the report’s own texts where the assessor wrote none, and from theirs where they did', () => {
    const filled = prefilledWords({ ...EMPTY_REPORT_WORDS, opinion: 'Our opinion.', strategyCommentary: { 'regular-backups': 'Our commentary.' } }, GENERATED);
    expect(filled).toMatchObject({ background: 'Made background.', opinion: 'Our opinion.', strategyCommentary: { 'regular-backups': 'Our commentary.', 'patch-applications': 'Made patching.' } });
  });

  it('sends a text left as the report’s own empty, so it follows the findings, and keeps what the assessor changed', () => {
    const filled = prefilledWords(EMPTY_REPORT_WORDS, GENERATED);
    const sent = wordsToSend({ ...filled, opinion: 'Our opinion.', marking: 'PROTECTED', strategyCommentary: { ...filled.strategyCommentary, 'regular-backups': 'Ours.' } }, GENERATED, 3);
    expect(sent).toEqual({ input: { ...EMPTY_REPORT_WORDS, opinion: 'Our opinion.', marking: 'PROTECTED', strategyCommentary: { 'regular-backups': 'Ours.' }, version: 3 } });
    expect(wordsToSend({ ...filled, marking: 'X'.repeat(81) }, GENERATED, 0)).toEqual({ errors: { marking: 'The classification marking must be at most 80 characters' } });
  });

  it('when the report’s own texts are made again, changes only the texts the assessor left as they were', () => {
    const filled = prefilledWords(EMPTY_REPORT_WORDS, GENERATED);
    const typed = { ...filled, opinion: 'Our opinion, half writ', keySecurityRisks: '', marking: 'PROTECTED', strategyCommentary: { ...filled.strategyCommentary, 'regular-backups': 'Ours.' } };
    expect(refreshedWords(typed, GENERATED, REMADE)).toEqual({
      ...EMPTY_REPORT_WORDS,
      marking: 'PROTECTED',
      background: 'Made background.',
      keySecurityRisks: '',
      positiveFindings: 'Positives made again.',
      opinion: 'Our opinion, half writ',
      strategyCommentary: { 'regular-backups': 'Ours.', 'patch-applications': 'Patching made again.' },
    });
  });

  it('keeps only the assessor’s own words as a draft, which reads back over the texts made since, and knows when nothing is unsaved', () => {
    const saved = { ...EMPTY_REPORT_WORDS, opinion: 'Saved opinion.' };
    const filled = prefilledWords(saved, GENERATED);
    expect(wordsUnsaved(filled, saved, GENERATED)).toBe(false);
    expect(wordsUnsaved({ ...filled, opinion: 'Saved opinion. ' }, saved, GENERATED)).toBe(false);
    const typed = { ...filled, background: 'Our background.' };
    expect(wordsUnsaved(typed, saved, GENERATED)).toBe(true);
    const draft = reportWordsDraftSchema.parse(JSON.parse(JSON.stringify({ fields: ownWords(typed, GENERATED), version: 2 })));
    expect(draft.fields).toEqual({ ...EMPTY_REPORT_WORDS, background: 'Our background.', opinion: 'Saved opinion.' });
    expect(prefilledWords(draft.fields, REMADE)).toMatchObject({ background: 'Our background.', opinion: 'Saved opinion.', positiveFindings: 'Positives made again.' });
    expect(reportWordsDraftSchema.safeParse({ fields: { opinion: 3 }, version: 2 }).success).toBe(false);
  });
});

describe('the words not saved when someone else saved first', () => {
  it('lists what the assessor wrote, a line each, and nothing left as the report made it', () => {
    const typed = { ...prefilledWords(EMPTY_REPORT_WORDS, GENERATED), marking: 'PROTECTED', opinion: 'Our own opinion.', strategyCommentary: { 'regular-backups': 'Restores tested.', 'patch-applications': 'Made patching.' } };
    expect(ownWordsInLines(ownWords(typed, GENERATED), (id) => (id === 'regular-backups' ? 'Regular backups' : id))).toEqual([
      'Classification marking: PROTECTED',
      'Opinion: Our own opinion.',
      'Regular backups: Restores tested.',
    ]);
  });
});
