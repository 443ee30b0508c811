import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { pdfEvidence } from '../../domain/evidence-summary';
import type { ReportRequirement } from '../../domain/requirement-report';
import { drawable } from './drawable-text';
import { wordBreaks } from './long-words';
import type { PdfTheme } from './theme';

/** How a list of requirements labels the note under each, and whether it prints the note whole rather than summarised. */
export interface NoteWords {
  label: string;
  whole: boolean;
}

/** The respondent's evidence, summarised when long. */
const EVIDENCE_NOTE: NoteWords = { label: 'Evidence', whole: false };

/**
 * One requirement: what it asks, where it applies, its outcome and evidence quality, and the start of the evidence as the
 * assessor typed it (a long note is summarised: laying out 152 notes of 2,000 characters took most of a minute), or
 * another note as `note` names it.
 */
export function RequirementEntry({ requirement, theme, note = EVIDENCE_NOTE }: { requirement: ReportRequirement; theme: PdfTheme; note?: NoteWords }) {
  return (
    // A requirement and its evidence (at most a few lines once summarised) stay on one page: split at a page's
    // foot, the evidence would start the next page apart from the requirement it is about.
    <View wrap={false} style={{ marginBottom: 7, paddingBottom: 6, borderBottomWidth: 0.5, borderBottomColor: '#e5e7eb' }}>
      <Text style={{ fontSize: 10, lineHeight: 1.3 }}>{requirement.text}</Text>
      <Text style={{ fontSize: 8.5, color: '#4b5563', marginTop: 2 }}>
        {requirement.levelsText}  |  {requirement.ismText}  |  Outcome: <Text style={theme.bold}>{requirement.outcome}</Text>  |  Evidence quality:{' '}
        <Text style={theme.bold}>{requirement.evidenceQuality}</Text>
        {requirement.source !== '' && `  |  Imported from the ${requirement.source}`}
      </Text>
      {requirement.evidence !== '' && (
        <View style={{ marginTop: 3, paddingVertical: 3, paddingHorizontal: 6, backgroundColor: '#f3f4f6' }}>
          <Text style={{ fontSize: 8.5, lineHeight: 1.3 }} hyphenationCallback={wordBreaks}>
            <Text style={theme.bold}>{note.label}: </Text>
            {drawable(note.whole ? requirement.evidence : pdfEvidence(requirement.evidence))}
          </Text>
        </View>
      )}
    </View>
  );
}

/** Requirements under their headings, the headings kept on one page with the first requirement. */
export function RequirementList({ headings, requirements, theme, note }: { headings: ReactNode; requirements: readonly ReportRequirement[]; theme: PdfTheme; note?: NoteWords }) {
  const [first, ...rest] = requirements;
  return (
    <View>
      <View wrap={false}>
        {headings}
        {first && <RequirementEntry requirement={first} theme={theme} note={note} />}
      </View>
      {rest.map((requirement) => (
        <RequirementEntry key={requirement.id} requirement={requirement} theme={theme} note={note} />
      ))}
    </View>
  );
}
