import { Text, View } from '@react-pdf/renderer';
import { drawable } from './drawable-text';
import type { ReactNode } from 'react';
import type { RegisterEntry } from '../../domain/exceptions-register';
import { oneLineName, pdfEvidence } from '../../domain/evidence-summary';
import { EXCEPTIONS_REGISTER_EMPTY, EXCEPTIONS_REGISTER_INTRO } from '../../domain/exceptions-words';
import { RISK_ACCEPTED_BY_LABEL } from '../../domain/framework/risk-acceptance';
import { wordBreaks } from './long-words';
import type { PdfTheme } from './theme';

/**
 * What a register says around its entries, what it gives after each outcome (by default the review date and the
 * approver), what each entry adds after its justification, and whether it prints each justification whole rather than summarised.
 */
export interface RegisterWords<Entry> {
  intro: string;
  empty: string;
  facts?: (entry: Entry) => readonly { label: string; value: string }[];
  more?: (entry: Entry) => ReactNode;
  whole?: boolean;
}

/** What a register gives after an outcome unless its words say otherwise: the review date and the approver. */
const reviewAndApprover = (entry: RegisterEntry) => [
  { label: 'Review by', value: entry.reviewBy },
  { label: RISK_ACCEPTED_BY_LABEL, value: entry.approvedBy },
];

/**
 * The exceptions register: each alternate control, not applicable and not implemented requirement
 * with its strategy, outcome, justification (summarised when long, like an evidence note, unless `words` say whole), approver and review date;
 * each entry kept on one page. A `continued` register (the entries after those of an earlier page run) has no intro. The detailed
 * PDF and the one-page summary both give it, and the assessment report gives the register as found in other words.
 */
export function ExceptionsRegister<Entry extends RegisterEntry>({
  exceptions,
  theme,
  words = { intro: EXCEPTIONS_REGISTER_INTRO, empty: EXCEPTIONS_REGISTER_EMPTY },
  continued = false,
}: {
  exceptions: readonly Entry[];
  theme: Pick<PdfTheme, 'bold'>;
  words?: RegisterWords<Entry>;
  continued?: boolean;
}) {
  if (exceptions.length === 0) return <Text style={{ marginBottom: 8 }}>{words.empty}</Text>;
  return (
    <View style={{ marginBottom: 8 }}>
      {!continued && <Text style={{ marginBottom: 4 }}>{words.intro}</Text>}
      {exceptions.map((entry) => (
        <View key={entry.requirementId} wrap={false} style={{ marginBottom: 7, paddingBottom: 6, borderBottomWidth: 0.5, borderBottomColor: '#e5e7eb' }}>
          <Text style={{ fontSize: 8.5, color: '#4b5563' }}>{entry.strategyTitle}</Text>
          <Text style={{ fontSize: 10, lineHeight: 1.3 }}>{entry.requirement}</Text>
          <Text style={{ fontSize: 8.5, color: '#4b5563', marginTop: 2 }}>
            Outcome: <Text style={theme.bold}>{entry.outcome}</Text>
            {(words.facts ?? reviewAndApprover)(entry).map((fact) => `  |  ${fact.label}: ${oneLineName(fact.value)}`)}
          </Text>
          <Text style={{ fontSize: 8.5, lineHeight: 1.3, marginTop: 2 }} hyphenationCallback={wordBreaks}>
            <Text style={theme.bold}>Justification: </Text>
            {drawable(words.whole ? entry.justification : pdfEvidence(entry.justification))}
            {entry.source !== '' && ` (Imported from the ${entry.source}.)`}
          </Text>
          {words.more?.(entry)}
        </View>
      ))}
    </View>
  );
}
