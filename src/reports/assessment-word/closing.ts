import { Paragraph, TextRun, type Table } from 'docx';
import type { AssessmentReport, Definition } from '../../domain/review/assessment-report';
import {
  afterText,
  ASSESSOR_NOTE_LABEL,
  EVIDENCE_FILES_APPENDIX_INTRO,
  EXCEPTIONS_AS_FOUND_EMPTY,
  EXCEPTIONS_AS_FOUND_INTRO,
  RECOMMENDATIONS_INTRO,
  RISK_ACCEPTED_BY,
} from '../../domain/review/assessment-report-words';
import { exceptionsRegisterParagraphs } from '../word/exceptions';
import { styledTable } from '../word/layout';
import { actionPlanParagraphs } from '../word/requirements';
import { bullets, GREY, heading, lines, sectionHeading } from './parts';

/** Names and what each means, as a two-column table. */
function definitionTable(definitions: readonly Definition[], what: string, report: AssessmentReport): Table {
  return styledTable(
    [
      { title: what, share: 0.3 },
      { title: 'What it means', share: 0.7 },
    ],
    definitions.map((definition) => [definition.name, definition.meaning]),
    report.consultation,
  );
}

/** The exceptions as found, the recommendations in the order of the action plan on the findings, and the appendix. */
export function closingParagraphs(report: AssessmentReport): (Paragraph | Table)[] {
  const { appendix } = report;
  return [
    sectionHeading('exceptions', true),
    ...exceptionsRegisterParagraphs(report.exceptions, {
      intro: EXCEPTIONS_AS_FOUND_INTRO,
      empty: EXCEPTIONS_AS_FOUND_EMPTY,
      facts: (entry) => entry.facts,
      more: (entry) => [
        new Paragraph({
          indent: { left: 284 },
          children: [
            new TextRun({ text: "Organisation's answer: ", bold: true, size: 18, color: GREY }),
            new TextRun({ text: entry.answered, size: 18, color: GREY }),
            ...(entry.answeredJustification !== '' ? [new TextRun({ text: '.  Its justification: ', bold: true, size: 18, color: GREY }), ...lines(entry.answeredJustification, { size: 18, color: GREY })] : []),
            ...(entry.answeredApprovedBy !== '' ? [new TextRun({ text: `${afterText(entry.answeredJustification || entry.answered)}${RISK_ACCEPTED_BY}: `, bold: true, size: 18, color: GREY }), new TextRun({ text: entry.answeredApprovedBy, size: 18, color: GREY })] : []),
          ],
        }),
      ],
    }),
    sectionHeading('recommendations'),
    ...actionPlanParagraphs(report.actionPlan, report.consultation, { intro: RECOMMENDATIONS_INTRO, noteLabel: ASSESSOR_NOTE_LABEL }),
    sectionHeading('appendix', true),
    heading('The level rule'),
    ...bullets(appendix.levelRule),
    heading('Outcomes'),
    definitionTable(appendix.outcomes, 'Outcome', report),
    heading('Test methods, most conclusive first'),
    definitionTable(appendix.testMethods, 'Test method', report),
    heading('Evidence quality, best first'),
    definitionTable(appendix.evidenceQualities, 'Evidence quality', report),
    heading('Evidence files'),
    new Paragraph(EVIDENCE_FILES_APPENDIX_INTRO),
    appendix.files.length === 0
      ? new Paragraph('No evidence file is kept with the assessment.')
      : styledTable(
          [
            { title: 'Requirement', share: 0.5 },
            { title: 'File', share: 0.32 },
            { title: 'Whose', share: 0.18 },
          ],
          appendix.files.map((file) => [file.requirement, file.fileName, file.whose]),
          report.consultation,
        ),
  ];
}
