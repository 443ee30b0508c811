import { Text, View } from '@react-pdf/renderer';
import type { DetailedReport } from '../../domain/detailed-report';
import { ADDED_BY_THE_ASSESSOR, evidenceFilesIntro } from '../../domain/evidence-report';
import type { PdfTheme } from './theme';

/** "Evidence files": each requirement's attached files with kind, size and SHA-256; nothing when none were attached. */
export function EvidenceFiles({ report, theme }: { report: DetailedReport; theme: PdfTheme }) {
  const groups = report.evidenceFiles ?? [];
  if (groups.length === 0) return null;
  return (
    <View>
      <Text style={theme.h2}>Evidence files</Text>
      <Text style={{ marginBottom: 4 }}>{evidenceFilesIntro(groups)}</Text>
      {groups.map((group) => (
        <View key={group.requirementId} wrap={false} style={{ marginTop: 6 }}>
          <Text style={{ fontFamily: 'Helvetica-Bold', fontSize: 9 }}>{group.requirementText}</Text>
          {group.files.map((file) => (
            <Text key={`${file.fileName}-${file.sha256}`} style={{ fontSize: 8, marginLeft: 10, marginTop: 2 }}>
              {file.fileName} ({file.kind}, {file.size}{file.byAssessor ? `, ${ADDED_BY_THE_ASSESSOR}` : ''}) SHA-256 {file.sha256}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
