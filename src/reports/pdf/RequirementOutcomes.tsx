import { Text, View } from '@react-pdf/renderer';
import { REQUIREMENT_OUTCOMES_INTRO, requirementGroupHeading, type RequirementOutcomeGroup } from '../../domain/requirement-report';
import { RequirementList } from './RequirementEntry';
import type { PdfTheme } from './theme';

/**
 * Every requirement of the `groups`' strategies with its recorded outcome and evidence; each heading kept with its first
 * requirement. `continued` groups (the strategies after those of an earlier page run) have no intro.
 */
export function RequirementOutcomes({ groups, theme, continued = false }: { groups: readonly RequirementOutcomeGroup[]; theme: PdfTheme; continued?: boolean }) {
  return (
    <View>
      {!continued && <Text style={{ marginBottom: 4 }}>{REQUIREMENT_OUTCOMES_INTRO}</Text>}
      {groups.map((group) => (
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
              {group.ungradedText !== '' && <Text style={{ marginBottom: 4 }}>{group.ungradedText}</Text>}
            </>
          }
        />
      ))}
    </View>
  );
}
