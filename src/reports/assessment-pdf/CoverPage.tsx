import { Page, Text, View } from '@react-pdf/renderer';
import type { AssessmentReport } from '../../domain/review/assessment-report';
import { ASSESSMENT_REPORT_SECTIONS } from '../../domain/review/assessment-report-words';
import { BrandMark } from '../pdf/BrandMark';
import type { AssessmentSectionPages } from './Parts';

/** The cover, as ASD's template lays it out (title, organisation, status), in the consultancy's colours, with the contents. */
export function CoverPage({ report, pages }: { report: AssessmentReport; pages: AssessmentSectionPages }) {
  const brand = report.consultation;
  return (
    <Page size="A4" style={{ fontFamily: 'Helvetica', backgroundColor: brand.colours.primary, color: '#ffffff', padding: 56 }}>
      <BrandMark branding={brand} size={56} inverse />
      <Text style={{ fontSize: 12, marginTop: 16 }}>{brand.companyName}</Text>
      <Text style={{ fontSize: 30, fontFamily: 'Helvetica-Bold', marginTop: 80 }}>{report.title}</Text>
      <Text style={{ fontSize: 18, fontFamily: 'Helvetica-Bold', marginTop: 24 }}>{report.organisationName}</Text>
      <Text style={{ fontSize: 12, marginTop: 10 }}>Status: {report.status}</Text>
      <Text style={{ fontSize: 11, marginTop: 4 }}>{report.reportDate}</Text>
      {/* The contents sit on the cover, as in the detailed report: on a page of their own they would leave it nearly empty. */}
      <Text style={{ fontSize: 13, fontFamily: 'Helvetica-Bold', marginTop: 40, marginBottom: 4 }}>Contents</Text>
      {ASSESSMENT_REPORT_SECTIONS.map((section) => (
        <View key={section.id} style={{ flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 0.5, borderBottomColor: '#ffffff66', paddingVertical: 4, fontSize: 10 }}>
          <Text>{section.title}</Text>
          <Text>{pages[section.id] ?? ''}</Text>
        </View>
      ))}
      <Text style={{ position: 'absolute', bottom: 48, left: 56, right: 56, fontSize: 9 }}>
        {report.notice} {brand.website}
      </Text>
    </Page>
  );
}
