import { describe, expect, it } from 'vitest';
import { EMPTY_REPORT_WORDS } from '../../../domain/review/report-words';
import { prefilledWords, wordsToSend, type GeneratedWords } from './report-words-draft';

const GENERATED: GeneratedWords = {
  background: 'Made background.',
  keySecurityRisks: 'Made risks.',
  positiveFindings: 'Made positives.',
  opinion: 'Made opinion.',
  commentary: { 'regular-backups': 'Made commentary.', 'patch-applications': 'Made patching.' } as GeneratedWords['commentary'],
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
});
