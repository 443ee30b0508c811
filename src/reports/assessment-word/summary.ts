import { Paragraph, TextRun, type Table } from 'docx';
import type { AssessmentReport } from '../../domain/review/assessment-report';
import { ASSESSED_CHART_LEGEND, LEVEL_COLUMNS, LEVELS_WITHIN_TARGET_NOTE } from '../../domain/review/assessment-report-words';
import { chartImage, chartLegend } from '../word/executive-summary';
import { field, styledTable } from '../word/layout';
import { bullets, fieldTable, heading, note, paragraphs, sectionHeading } from './parts';

const LEVEL_SHARES = [0.24, 0.19, 0.19, 0.19, 0.19];

/**
 * The executive summary: the level as assessed and what holds it there, the three overall levels, how much was
 * reviewed and differs, the opinion, the chart of assessed against target, each strategy's levels and the key
 * recommendations; then the scope and approach.
 */
export function summaryParagraphs(report: AssessmentReport): (Paragraph | Table)[] {
  const { summary } = report;
  const brand = report.consultation;
  return [
    sectionHeading('summary', true),
    new Paragraph({ children: [new TextRun({ text: `${summary.assessedLevelName} as assessed`, bold: true, size: 30, color: brand.colours.primary.replace('#', '') })] }),
    new Paragraph(summary.limitingText),
    styledTable(
      summary.overallLevels.map((level) => ({ title: level.label, share: 1 / summary.overallLevels.length })),
      [summary.overallLevels.map((level) => level.value)],
      brand,
    ),
    new Paragraph({ spacing: { before: 120 }, children: [] }),
    field('Requirements reviewed', summary.reviewedText),
    field('Disagreements', summary.disagreementsText),
    heading('Opinion'),
    ...paragraphs(summary.opinion),
    ...(summary.widenedScope ? [new Paragraph(summary.widenedScope)] : []),
    heading('Key security risks'),
    ...paragraphs(summary.keySecurityRisks),
    heading('Positive findings'),
    ...paragraphs(summary.positiveFindings),
    new Paragraph({ alignment: 'center', keepNext: true, children: [chartImage(summary.strategies, { name: 'Target against level as assessed', legend: ASSESSED_CHART_LEGEND, levelWord: 'as assessed' })] }),
    chartLegend(ASSESSED_CHART_LEGEND),
    heading('Levels by strategy'),
    styledTable(
      LEVEL_COLUMNS.map((title, index) => ({ title, share: LEVEL_SHARES[index] ?? 0 })),
      summary.strategies.map((strategy) => [strategy.title, strategy.targetLevelName, strategy.assessedLevelName, strategy.answersLevelName, strategy.evidenceLevelName]),
      brand,
    ),
    note(LEVELS_WITHIN_TARGET_NOTE),
    heading('Key recommendations'),
    ...bullets(summary.keyRecommendations),
    sectionHeading('scope'),
    heading('Background'),
    ...paragraphs(report.scope.background),
    heading('Scope, approach and limitations'),
    fieldTable(report.scope.fields, brand),
  ];
}
