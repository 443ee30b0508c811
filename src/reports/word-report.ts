import { evidenceFileParagraphs } from './word/evidence-files';
import { BorderStyle, ExternalHyperlink, HeadingLevel, Packer, Paragraph, TextRun, type Document, type Table } from 'docx';
import { heading } from './word/headings';
import type { DetailedReport } from '../domain/detailed-report';
import { alreadyMetInReport, DETAILED_RECOMMENDATIONS_INTRO } from '../domain/requirement-advice-words';
import { strategyLevelColumn } from '../domain/framework/asd-headline';
import { brandMarkImage } from './word/brand-mark';
import { executiveSummary, organisationAndPlan } from './word/executive-summary';
import { reportDocument } from './word/document';
import { field, styledTable } from './word/layout';
import { progressSection } from './word/progress';
import { actionPlanParagraphs, requirementOutcomeParagraphs } from './word/requirements';
import { exceptionsRegisterParagraphs } from './word/exceptions';
import { EXCEPTIONS_REGISTER_HEADING } from '../domain/exceptions-words';

const bullets = (items: readonly string[]) => items.map((text) => new Paragraph({ text, bullet: { level: 0 }, spacing: { after: 40 } }));
const colour = (hex: string) => hex.replace('#', '');

/** The cover: the mark, who prepared it, the title in the brand colour over a rule, for whom and when. */
function cover(report: DetailedReport): Paragraph[] {
  const brand = report.consultation;
  return [
    new Paragraph({ children: [brandMarkImage(brand, 56)] }),
    new Paragraph({ spacing: { before: 120 }, children: [new TextRun({ text: brand.companyName, size: 24, color: colour(brand.colours.accent) })] }),
    new Paragraph({
      text: 'Essential Eight Maturity Assessment',
      heading: HeadingLevel.TITLE,
      spacing: { before: 2800 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 24, color: colour(brand.colours.primary), space: 8 } },
    }),
    new Paragraph({ children: [new TextRun({ text: 'Detailed report', size: 32, color: colour(brand.colours.accent) })] }),
    new Paragraph({ spacing: { before: 600 }, children: [new TextRun({ text: report.organisationName, bold: true, size: 36 })] }),
    new Paragraph({ children: [new TextRun({ text: `Prepared for ${report.respondentName}`, size: 22 })] }),
    new Paragraph({ children: [new TextRun({ text: `Assessed ${report.assessedOn}`, size: 22 })] }),
    new Paragraph({ spacing: { before: 5400 }, children: [new TextRun({ text: `${brand.productName}  |  ${brand.website}`, size: 18, color: '4B5563' })] }),
    new Paragraph({ children: [new TextRun({ text: report.notice, size: 18, color: '4B5563' })] }),
  ];
}

/** Every control against its target, with its level as the result counts it (by ASD's method, or indicative from ratings): the table the specification asks for. */
function maturityTable(report: DetailedReport): Table {
  return styledTable(
    [
      { title: 'Control', share: 0.27 },
      { title: 'Target', share: 0.13 },
      { title: 'Maturity level', share: 0.17 },
      { title: strategyLevelColumn(report.asd), share: 0.17 },
      { title: 'Gap', share: 0.07 },
      { title: 'Standing', share: 0.19 },
    ],
    report.controls.map((control, index) => [
      control.title,
      control.targetTitle,
      control.currentTitle,
      report.asd.strategies[index]?.levelName ?? '',
      String(control.gap),
      { text: control.standing.label, fill: control.standing.hex },
    ]),
    report.consultation,
  );
}

/** The contact details and, when the branding gives one, the link to book a consultation. */
function contact(report: DetailedReport): Paragraph[] {
  const brand = report.consultation;
  return [
    heading(brand.conclusion.title, 2),
    new Paragraph(brand.conclusion.message),
    ...bullets(brand.conclusion.services),
    field('Contact', `${brand.companyName}, ${brand.contactEmail}${brand.contactPhone ? `, ${brand.contactPhone}` : ''}, ${brand.website}`),
    ...(brand.bookingUrl
      ? [
          new Paragraph({
            children: [
              new TextRun({ text: 'Book a consultation: ', bold: true }),
              new ExternalHyperlink({ link: brand.bookingUrl, children: [new TextRun({ text: brand.bookingUrl, style: 'Hyperlink' })] }),
            ],
          }),
        ]
      : []),
  ];
}

/**
 * The Word report: a cover, the contents, then the detailed PDF's sections as real headings, styled
 * tables and lists a consultant can edit: the executive summary (headline, chart, figures with the
 * average to two decimals, top risks, roadmap), for a re-assessment the progress since the earlier one, the organisation and its plan, the table of each
 * control against its maturity level (0 when missing), for a detailed assessment its action plan, the
 * gap analysis, recommendations, next steps and contact; for a detailed assessment every requirement's
 * outcome and evidence at the end, as a register table (Requirement, ISM, Outcome, Evidence) a consultant can add rows to.
 */
export function wordReportDocument(report: DetailedReport): Document {
  const brand = report.consultation;
  const withGaps = report.controls.filter((control) => control.recommendations.length > 0 || control.heldBack);
  return reportDocument({
    branding: brand,
    title: `${report.organisationName}: Essential Eight Assessment`,
    cover: cover(report),
    footer: `${brand.companyName}  |  Essential Eight assessment of ${report.organisationName}`,
    body: [
      ...executiveSummary(report),
      ...progressSection(report),
      ...organisationAndPlan(report),
      heading('Maturity by control', 2),
      maturityTable(report),
      ...(report.kind === 'detailed' ? [heading('Action plan'), ...actionPlanParagraphs(report.actionPlan, brand)] : []),
      heading('Gap analysis by control'),
      ...report.controls.flatMap((control) => [
        heading(control.title, 2),
        new Paragraph(control.description),
        field('Target', control.targetTitle),
        field('Current', control.currentTitle),
        field('Gap', control.gap > 0 ? `${control.gap} level${control.gap === 1 ? '' : 's'}` : 'Target met'),
        field('Standing', control.standing.label),
        // A control whose target is met, or any while money figures are left out, has no band.
        ...(control.exposureBand === null ? [] : [field('Cost exposure', control.exposureBand)]),
        field('Where you are', control.currentMeaning),
        field('Where you aim to be', control.targetMeaning),
      ]),
      heading('Recommendations'),
      ...(withGaps.length === 0 ? [new Paragraph('Every control meets its target. Keep them reviewed and tested.')] : []),
      ...(withGaps.length > 0 && report.kind === 'detailed' ? [new Paragraph(DETAILED_RECOMMENDATIONS_INTRO)] : []),
      ...withGaps.flatMap((control) => [
        heading(`${control.title}: from ${control.currentTitle} to ${control.targetTitle}`, 2),
        ...(control.alreadyMet !== '' ? [new Paragraph(alreadyMetInReport(control.alreadyMet))] : []),
        ...(control.heldBack ? [new Paragraph(`${control.heldBack.reason}. ${control.heldBack.todo}`)] : []),
        ...control.recommendations.flatMap((group) => [heading(group.title, 3), ...bullets(group.items)]),
      ]),
      heading('Next steps'),
      ...report.nextSteps.map((text) => new Paragraph({ text, numbering: { reference: 'next-steps', level: 0 }, spacing: { after: 40 } })),
      ...contact(report),
      ...(report.kind === 'detailed'
        ? [
            heading(EXCEPTIONS_REGISTER_HEADING, 1, { pageBreakBefore: true }),
            ...exceptionsRegisterParagraphs(report.exceptions),
            heading('Requirement outcomes', 1, { pageBreakBefore: true }),
            ...requirementOutcomeParagraphs(report),
          ]
        : []),
      ...evidenceFileParagraphs(report),
    ],
    numbering: {
      config: [{ reference: 'next-steps', levels: [{ level: 0, format: 'decimal', text: '%1.', alignment: 'left' }] }],
    },
  });
}

/** The Word report as a Blob (in the browser). */
export function renderWordReport(report: DetailedReport): Promise<Blob> {
  return Packer.toBlob(wordReportDocument(report));
}
