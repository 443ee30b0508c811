import { controlTitle } from '../../../domain/control-titles';
import { EVIDENCE_QUALITIES } from '../../../domain/framework/evidence-quality';
import { outcomeLabelOn, OUTCOMES } from '../../../domain/framework/outcome-rules';
import type { Requirement } from '../../../domain/framework/requirement';
import { listInWords } from '../../../domain/format';
import { maturityLevelName } from '../../../domain/maturity-levels';
import type { Finding } from '../../../domain/review/finding';
import type { TestMethod } from '../../../domain/review/test-methods';
import type { RegisterRow } from './register-rows';

/** Each test method in a few words, for a register's cell (the form gives the full name and meaning). */
export const TEST_METHOD_SHORT: Record<TestMethod, string> = {
  'simulated-activity': 'Simulated activity',
  'live-configuration': 'Live configuration',
  'configuration-copy': 'Configuration copy',
  'document-review': 'Documents',
  interview: 'Interview',
};

/** "Maturity Level One, Two and Three": the levels a requirement applies at. */
export function levelsInWords(requirement: Pick<Requirement, 'levels'>): string {
  return `Maturity Level ${listInWords(requirement.levels.map((level) => maturityLevelName(level).replace('Maturity Level ', '')))}`;
}

/** "Maturity Level One and Two · ISM-1234, ISM-1235 · also Patch operating systems": what a row says under its words. */
export function requirementFacts(row: Pick<RegisterRow, 'requirement' | 'entries'>, shownIn: Requirement): string {
  const others = row.entries.filter((entry) => entry.id !== shownIn.id).map((entry) => controlTitle(entry.strategy));
  return [levelsInWords(row.requirement), row.requirement.ism.join(', '), others.length > 0 ? `also counts in ${listInWords(others)}` : '']
    .filter((part) => part !== '')
    .join(' · ');
}

/** "2 files", "1 file", "no file". */
export function fileCountText(count: number): string {
  if (count === 0) return 'no file';
  return count === 1 ? '1 file' : `${count.toLocaleString('en-AU')} files`;
}

/** The respondent's cell: the outcome as it counts today, and "Good · 2 files" (the grade they gave, and their files). */
export function respondentCell(row: Pick<RegisterRow, 'answer'>, files: number, today: string): { outcome: string; detail: string } {
  const grade = row.answer?.evidenceQuality ? EVIDENCE_QUALITIES[row.answer.evidenceQuality].label : 'Not graded';
  return { outcome: outcomeLabelOn(row.answer, today), detail: `${grade} · ${fileCountText(files)}` };
}

/** The assessor's cell: the outcome found, and "Live configuration · Good"; "No finding" before one. */
export function assessorCell(finding: Finding | undefined): { outcome: string; detail: string } {
  if (!finding) return { outcome: 'No finding', detail: '' };
  const method = finding.testMethod ? TEST_METHOD_SHORT[finding.testMethod] : 'Not tested';
  const grade = finding.evidenceQuality ? EVIDENCE_QUALITIES[finding.evidenceQuality].label : 'Not graded';
  return { outcome: OUTCOMES[finding.outcome].label, detail: `${method} · ${grade}` };
}
