import { Text, View } from '@react-pdf/renderer';
import type { DetailedReport } from '../../domain/detailed-report';
import { ADDED_BY_THE_ASSESSOR, evidenceFilesIntro, type EvidenceReportGroup } from '../../domain/evidence-report';
import type { PdfTheme } from './theme';

/** One file: its name, kind, size, who added it when the assessor did, and its SHA-256. */
function EvidenceFileLine({ file }: { file: EvidenceReportGroup['files'][number] }) {
  return (
    <Text wrap={false} style={{ fontSize: 8, marginLeft: 10, marginTop: 2 }}>
      {file.fileName} ({file.kind}, {file.size}
      {file.byAssessor ? `, ${ADDED_BY_THE_ASSESSOR}` : ''}) SHA-256 {file.sha256}
    </Text>
  );
}

/** "Evidence files": each requirement's attached files with kind, size and SHA-256; nothing when none were attached. */
export function EvidenceFiles({ report, theme }: { report: DetailedReport; theme: PdfTheme }) {
  const groups = report.evidenceFiles ?? [];
  if (groups.length === 0) return null;
  return (
    <View>
      <Text style={theme.h2}>Evidence files</Text>
      <Text style={{ marginBottom: 4 }}>{evidenceFilesIntro(groups)}</Text>
      {groups.map((group) => {
        const [first, ...rest] = group.files;
        // The requirement stays on a page with its first file; the rest may run on (a hundred files are more than a page).
        return (
          <View key={group.requirementId} style={{ marginTop: 6 }}>
            <View wrap={false}>
              <Text style={{ fontFamily: 'Helvetica-Bold', fontSize: 9 }}>{group.requirementText}</Text>
              {first && <EvidenceFileLine file={first} />}
            </View>
            {rest.map((file) => (
              <EvidenceFileLine key={`${file.fileName}-${file.sha256}`} file={file} />
            ))}
          </View>
        );
      })}
    </View>
  );
}
