import { HeadingLevel, Paragraph, TextRun } from 'docx';
import type { DetailedReport } from '../../domain/detailed-report';
import { ACTION_PLAN_EMPTY, ACTION_PLAN_INTRO, REQUIREMENT_OUTCOMES_INTRO, requirementGroupHeading, type ActionPlanSection, type ReportRequirement } from '../../domain/requirement-report';

const GREY = '4B5563';

/** Evidence as typed: each of its lines on a line of its own, as plain text. */
function evidenceRuns(evidence: string): TextRun[] {
  return evidence.split(/\r\n|\r|\n/).map((line, index) => new TextRun({ text: line, break: index === 0 ? 0 : 1 }));
}

/** One requirement: its text, then where it applies, its outcome and its evidence quality, then any evidence (or the note `noteLabel` names). */
function requirementParagraphs(requirement: ReportRequirement, noteLabel = 'Evidence'): Paragraph[] {
  return [
    new Paragraph({ text: requirement.text, keepNext: true, spacing: { before: 120 } }),
    new Paragraph({
      keepNext: requirement.evidence !== '',
      children: [
        new TextRun({ text: `${requirement.levelsText}  |  ${requirement.ismText}  |  Outcome: `, color: GREY, size: 18 }),
        new TextRun({ text: requirement.outcome, bold: true, size: 18 }),
        new TextRun({ text: '  |  Evidence quality: ', color: GREY, size: 18 }),
        new TextRun({ text: requirement.evidenceQuality, bold: true, size: 18 }),
      ],
    }),
    ...(requirement.evidence !== ''
      ? [new Paragraph({ indent: { left: 284 }, children: [new TextRun({ text: `${noteLabel}: `, bold: true, size: 18 }), ...evidenceRuns(requirement.evidence)] })]
      : []),
  ];
}

/** A detailed assessment's action plan: strategy by strategy, weakest first, each level's unmet requirements; `words` for another plan's intro and note. */
export function actionPlanParagraphs(plan: readonly ActionPlanSection[], words: { intro: string; noteLabel: string } = { intro: ACTION_PLAN_INTRO, noteLabel: 'Evidence' }): Paragraph[] {
  if (plan.length === 0) return [new Paragraph(ACTION_PLAN_EMPTY)];
  return [
    new Paragraph(words.intro),
    ...plan.flatMap((section) => [
      new Paragraph({ text: `${section.title}: ${section.achievedLevelName}, target ${section.targetLevelName}`, heading: HeadingLevel.HEADING_2, keepNext: true }),
      ...(section.heldBack ? [new Paragraph({ text: `${section.heldBack.reason}.`, keepNext: true }), new Paragraph(section.heldBack.todo)] : []),
      ...section.levels.flatMap((level) => [
        new Paragraph({
          text: `To reach ${level.levelName} (${level.requirements.length} requirement${level.requirements.length === 1 ? '' : 's'})`,
          heading: HeadingLevel.HEADING_3,
          keepNext: true,
        }),
        ...level.requirements.flatMap((requirement) => requirementParagraphs(requirement, words.noteLabel)),
      ]),
    ]),
  ];
}

/** Every requirement of every strategy with its recorded outcome and evidence. */
export function requirementOutcomeParagraphs(report: DetailedReport): Paragraph[] {
  return [
    new Paragraph(REQUIREMENT_OUTCOMES_INTRO),
    ...report.requirements.flatMap((group) => [
      new Paragraph({ text: requirementGroupHeading(group), heading: HeadingLevel.HEADING_2, keepNext: true }),
      ...(group.heldBackReason ? [new Paragraph({ text: `${group.heldBackReason}.`, keepNext: true })] : []),
      ...group.requirements.flatMap((requirement) => requirementParagraphs(requirement)),
    ]),
  ];
}
