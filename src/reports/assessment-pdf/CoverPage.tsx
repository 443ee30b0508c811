import { Text } from '@react-pdf/renderer';
import type { AssessmentReport } from '../../domain/review/assessment-report';
import { ASSESSMENT_REPORT_SECTIONS } from '../../domain/review/assessment-report-words';
import { Cover } from '../pdf/Cover';
import type { AssessmentSectionPages } from './Parts';

/** The cover, as ASD's template lays it out (title, organisation, status), in the consultancy's colours, with the contents as in the detailed report. */
export function CoverPage({ report, pages }: { report: AssessmentReport; pages: AssessmentSectionPages }) {
  return (
    <Cover branding={report.consultation} sections={ASSESSMENT_REPORT_SECTIONS} pages={pages} notice={report.notice} marking={report.marking}>
      <Text style={{ fontSize: 30, fontFamily: 'Helvetica-Bold', marginTop: 80 }}>{report.title}</Text>
      <Text style={{ fontSize: 18, fontFamily: 'Helvetica-Bold', marginTop: 24 }}>{report.organisationName}</Text>
      <Text style={{ fontSize: 12, marginTop: 10 }}>Status: {report.status}</Text>
      <Text style={{ fontSize: 11, marginTop: 4 }}>{report.reportDate}</Text>
    </Cover>
  );
}
