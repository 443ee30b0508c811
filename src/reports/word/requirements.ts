import { Paragraph, type Table } from 'docx';
import type { Branding } from '../../domain/branding';
import type { DetailedReport } from '../../domain/detailed-report';
import { ACTION_PLAN_EMPTY, ACTION_PLAN_INTRO, REQUIREMENT_OUTCOMES_INTRO, requirementGroupHeading, type ActionPlanSection } from '../../domain/requirement-report';
import { heading } from './headings';
import { requirementRegister } from './requirement-register';

/**
 * A detailed assessment's action plan: strategy by strategy, weakest first, each level's unmet requirements as a
 * register; `words` for another plan's intro and the title of its notes' column.
 */
export function actionPlanParagraphs(
  plan: readonly ActionPlanSection[],
  branding: Branding,
  words: { intro: string; noteLabel: string } = { intro: ACTION_PLAN_INTRO, noteLabel: 'Evidence' },
): (Paragraph | Table)[] {
  if (plan.length === 0) return [new Paragraph(ACTION_PLAN_EMPTY)];
  return [
    new Paragraph(words.intro),
    ...plan.flatMap((section) => [
      heading(`${section.title}: ${section.achievedLevelName}, target ${section.targetLevelName}`, 2),
      ...(section.heldBack ? [new Paragraph({ text: `${section.heldBack.reason}.`, keepNext: true }), new Paragraph(section.heldBack.todo)] : []),
      ...section.levels.flatMap((level) => [
        heading(`To reach ${level.levelName} (${level.requirements.length} requirement${level.requirements.length === 1 ? '' : 's'})`, 3),
        requirementRegister(level.requirements, branding, words.noteLabel),
      ]),
    ]),
  ];
}

/** Every requirement of every strategy with its recorded outcome and evidence: a register for each strategy. */
export function requirementOutcomeParagraphs(report: DetailedReport): (Paragraph | Table)[] {
  return [
    new Paragraph(REQUIREMENT_OUTCOMES_INTRO),
    ...report.requirements.flatMap((group) => [
      heading(requirementGroupHeading(group), 2),
      ...(group.heldBackReason ? [new Paragraph({ text: `${group.heldBackReason}.`, keepNext: true })] : []),
      ...(group.ungradedText !== '' ? [new Paragraph({ text: group.ungradedText, keepNext: true })] : []),
      requirementRegister(group.requirements, report.consultation),
    ]),
  ];
}
