import { useState, type ReactNode } from 'react';
import type { RequirementAnswer } from '../../domain/framework/outcomes';
import { filesOfSameRequirement } from '../../domain/framework/shared-requirements';
import { useEvidenceFiles } from './EvidenceFilesProvider';
import { evidenceSummaryText, hasEvidence } from './evidence-summary';

interface EvidenceOnDemandProps {
  requirementId: string;
  /** The requirement field's id prefix: `${fieldId}-text` names the requirement. */
  fieldId: string;
  answer: RequirementAnswer | undefined;
  children: ReactNode;
}

/**
 * A requirement's evidence (note, grade and files) folded under "Add evidence (optional)" until asked
 * for, so a long list of requirements stays short; shown from the start when the requirement has some (its files
 * counting those attached to it in another strategy that shares it).
 * Its summary says what is given, and it stays as the respondent left it while they type.
 */
export function EvidenceOnDemand({ requirementId, fieldId, answer, children }: EvidenceOnDemandProps) {
  // A file attached to the same requirement in another strategy is this one's too.
  const files = filesOfSameRequirement(useEvidenceFiles()?.files ?? [], requirementId).length;
  const [open, setOpen] = useState(() => hasEvidence(answer, files));
  return (
    <details className="requirement__evidence-more" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary aria-describedby={`${fieldId}-text`}>{evidenceSummaryText(answer, files)}</summary>
      <div className="requirement__evidence-fields">{children}</div>
    </details>
  );
}
