import { Text, View } from '@react-pdf/renderer';
import type { DetailedReport } from '../../domain/detailed-report';
import { oneLineName, PDF_FOOTER_NAME_LENGTH } from '../../domain/evidence-summary';
import type { PdfTheme } from './theme';

/**
 * The sections of the detailed PDF, in order; the action plan and requirement outcomes only for a detailed
 * assessment, the progress only when the series has an earlier assessment (its title is then "Progress since {date}").
 */
const ALL_SECTIONS = [
  { id: 'summary', title: 'Executive summary' },
  { id: 'progress', title: 'Progress' },
  { id: 'organisation', title: 'Organisation and implementation plan' },
  { id: 'action-plan', title: 'Action plan' },
  { id: 'gaps', title: 'Gap analysis by control' },
  { id: 'recommendations', title: 'Recommendations' },
  { id: 'next-steps', title: 'Next steps' },
  { id: 'exceptions', title: 'Exceptions register' },
  { id: 'requirement-outcomes', title: 'Requirement outcomes' },
] as const;
export type SectionId = (typeof ALL_SECTIONS)[number]['id'];

const DETAILED_ONLY: readonly SectionId[] = ['action-plan', 'exceptions', 'requirement-outcomes'];

/** The sections listed on the contents page of a report, each with its title. */
export function reportSections(report: Pick<DetailedReport, 'kind' | 'progress'>): readonly { id: SectionId; title: string }[] {
  return ALL_SECTIONS.filter((section) => (report.kind === 'detailed' || !DETAILED_ONLY.includes(section.id)) && (section.id !== 'progress' || report.progress)).map(
    (section) => ({ id: section.id, title: section.id === 'progress' && report.progress ? report.progress.since.heading : section.title }),
  );
}

/** A section's title, as the contents page lists it; the progress section names its date, so its heading is given. */
function sectionTitle(id: SectionId): string {
  return ALL_SECTIONS.find((section) => section.id === id)?.title ?? id;
}

/** Where each section starts; found by a first layout pass, printed by the second. */
export type SectionPages = Partial<Record<SectionId, number>>;

/** Called during layout with the page a section starts on. */
export type OnSection = (id: SectionId, page: number) => void;

/** A section's heading, which also tells the first layout pass the page it lands on; kept off the foot of a page. Any report's sections. */
export function SectionHeading<Id extends string>({ id, title, theme, onSection }: { id: Id; title: string; theme: PdfTheme; onSection: ((id: Id, page: number) => void) | undefined }) {
  return (
    <View wrap={false} minPresenceAhead={90} style={{ marginTop: 10 }}>
      <Text render={({ pageNumber }) => (onSection?.(id, pageNumber), '')} />
      <Text style={theme.h1}>{title}</Text>
    </View>
  );
}

/** A section's heading in the detailed report, titled as its contents list it unless given a title. */
export function SectionStart({ id, theme, onSection, title }: { id: SectionId; theme: PdfTheme; onSection: OnSection | undefined; title?: string }) {
  return <SectionHeading id={id} title={title ?? sectionTitle(id)} theme={theme} onSection={onSection} />;
}

/** The footer on every page after the cover of any report: what it is, then the page number. */
export function PageFooter({ text, theme }: { text: string; theme: PdfTheme }) {
  return <Text style={theme.footer} fixed render={({ pageNumber, totalPages }) => `${text}  |  Page ${pageNumber} of ${totalPages}`} />;
}

/** The footer on every page after the cover: who, for whom (on one line, a long name cut), and the page number. */
export function Footer({ report, theme }: { report: DetailedReport; theme: PdfTheme }) {
  return <PageFooter text={`${report.consultation.companyName}  |  Essential Eight assessment of ${oneLineName(report.organisationName, PDF_FOOTER_NAME_LENGTH)}`} theme={theme} />;
}
