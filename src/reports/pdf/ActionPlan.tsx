import { Text, View } from '@react-pdf/renderer';
import { ACTION_PLAN_EMPTY, ACTION_PLAN_INTRO, type ActionPlanSection } from '../../domain/requirement-report';
import { RequirementList, type NoteWords } from './RequirementEntry';
import type { PdfTheme } from './theme';

/**
 * A detailed assessment's action plan: strategy by strategy, weakest first, the unmet requirements
 * next level first. Each heading is kept on a page with the first requirement under it. A `continued` plan (the
 * strategies after those of an earlier page run) has no intro.
 */
export function ActionPlan({ plan, theme, intro = ACTION_PLAN_INTRO, note, continued = false }: { plan: readonly ActionPlanSection[]; theme: PdfTheme; intro?: string; note?: NoteWords; continued?: boolean }) {
  if (plan.length === 0) return <Text>{ACTION_PLAN_EMPTY}</Text>;
  return (
    <View>
      {!continued && <Text style={{ marginBottom: 4 }}>{intro}</Text>}
      {plan.map((section) => [
        section.heldBack && (
          <View key={`${section.strategy}-held`} wrap={false}>
            <Text style={theme.h2}>
              {section.title}: {section.achievedLevelName}, target {section.targetLevelName}
            </Text>
            <Text style={{ marginBottom: 2 }}>{section.heldBack.reason}.</Text>
            <Text style={{ marginBottom: 6 }}>{section.heldBack.todo}</Text>
          </View>
        ),
        ...section.levels.map((level, index) => (
          <RequirementList
            key={`${section.strategy}-${level.level}`}
            theme={theme}
            note={note}
            requirements={level.requirements}
            headings={
              <>
                {index === 0 && !section.heldBack && (
                  <Text style={theme.h2}>
                    {section.title}: {section.achievedLevelName}, target {section.targetLevelName}
                  </Text>
                )}
                <Text style={theme.h3}>
                  To reach {level.levelName} ({level.requirements.length} requirement{level.requirements.length === 1 ? '' : 's'})
                </Text>
              </>
            }
          />
        )),
      ])}
    </View>
  );
}
