import { Text, View } from '@react-pdf/renderer';
import type { AssessedVerdict } from '../../domain/review/assessed-verdict';
import { styles } from './SummaryParts';

/** How many requirements the one-page summary names per holding strategy; the assessment report names every one. */
const NAMED = 2;
/** Up to how many held strategies the summary names requirements for; beyond, each strategy is a clause with its count. */
const NAMED_STRATEGIES = 2;

/**
 * The consultancy's verdict at the head of the summary once its review is shared: "Assessed by {consultancy}:
 * Maturity Level …", what holds it (each strategy the findings hold, with its first requirements and the outcome
 * found), and how many findings differ from the answers. The self-assessment follows it, named as such.
 */
export function AssessedVerdictBlock({ verdict, color }: { verdict: AssessedVerdict; color: string }) {
  const held = verdict.holding.filter((strategy) => strategy.by !== 'target');
  return (
    <View wrap={false} style={{ borderLeftWidth: 3, borderLeftColor: color, paddingLeft: 8, marginBottom: 6 }}>
      <Text style={[styles.headline, { color, fontSize: 13 }]}>{verdict.heading}</Text>
      <Text style={{ marginTop: 2 }}>{verdict.holdsText}</Text>
      {held.length <= NAMED_STRATEGIES ? (
        held.map((strategy) => {
          const named = strategy.requirements.slice(0, NAMED).map((requirement) => `${requirement.text} (found ${requirement.found})`);
          const more = strategy.requirements.length - named.length;
          return (
            <Text key={strategy.strategy} style={{ marginTop: 1.5 }}>
              <Text style={styles.bold}>{strategy.title}: </Text>
              {strategy.why}
              {named.length > 0 ? `: ${named.join('; ')}${more > 0 ? `; and ${more} more in the assessment report` : ''}.` : '.'}
            </Text>
          );
        })
      ) : (
        // Many strategies held: each in a clause, so the page still holds the whole summary.
        <Text style={{ marginTop: 1.5 }}>{held.map((strategy) => `${strategy.title}: ${strategy.why.charAt(0).toLowerCase()}${strategy.why.slice(1)}`).join('; ')}.</Text>
      )}
      <Text style={[styles.bold, { marginTop: 2 }]}>{verdict.differingText}.</Text>
      <Text style={styles.note}>The assessment report, on your results page, gives each finding, how it was tested and why.</Text>
    </View>
  );
}
