import { Text, View } from '@react-pdf/renderer';
import type { DetailedReport } from '../../domain/detailed-report';
import { REQUIREMENT_OUTCOMES_INTRO, requirementGroupHeading } from '../../domain/requirement-report';
import { RequirementList } from './RequirementEntry';
import type { PdfTheme } from './theme';

/** Every requirement of every strategy with its recorded outcome and evidence; each heading kept with its first requirement. */
export function RequirementOutcomes({ report, theme }: { report: DetailedReport; theme: PdfTheme }) {
  return (
    <View>
      <Text style={{ marginBottom: 4 }}>{REQUIREMENT_OUTCOMES_INTRO}</Text>
      {report.requirements.map((group) => (
        <RequirementList
          key={group.strategy}
          theme={theme}
          requirements={group.requirements}
          headings={
            <>
              <Text style={theme.h2}>
                {requirementGroupHeading(group)}
              </Text>
              {group.heldBackReason && <Text style={{ marginBottom: 4 }}>{group.heldBackReason}.</Text>}
            </>
          }
        />
      ))}
    </View>
  );
}
