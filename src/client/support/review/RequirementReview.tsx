import { useEffect, useRef } from 'react';
import { controlTitle } from '../../../domain/control-titles';
import { listInWords } from '../../../domain/format';
import type { ListedEvidenceFile } from '../../../domain/evidence-files';
import { HowToCheck } from '../../HowToCheck';
import { AskForEvidence } from './AskForEvidence';
import { FindingForm } from './FindingForm';
import type { RegisterRow } from './register-rows';
import type { ReviewEntryContext } from './review-entry-context';
import { ReviewFiles } from './ReviewFiles';
import { RespondentAnswer } from './RespondentAnswer';
import { SavedFinding } from './SavedFinding';

interface RequirementReviewProps {
  context: ReviewEntryContext;
  row: RegisterRow;
  files: readonly ListedEvidenceFile[];
  /** The id of the row's requirement text, read with the file input. */
  textId: string;
  /** Where focus goes as it opens: nowhere (it stays on the row), or the test method (an outcome was just set by its shortcut). */
  focusOnOpen: 'row' | 'test-method';
  /** Bumped when a shortcut changed the draft: the form reads it again. */
  formKey: number;
}

/** The other strategies a shared requirement counts in, in words: "Also counts in Patch operating systems and Restrict administrative privileges". */
export function alsoCountsIn(row: Pick<RegisterRow, 'entries' | 'requirement'>): string | undefined {
  const others = row.entries.filter((entry) => entry.id !== row.requirement.id).map((entry) => controlTitle(entry.strategy));
  return others.length === 0 ? undefined : `Also counts in ${listInWords(others)}`;
}

/**
 * A register row opened: how to check the requirement, the strategies its one finding counts in, the respondent's
 * answer and the evidence files beside the assessor's finding (a form while the review is open, read-only once
 * finished).
 */
export function RequirementReview({ context, row, files, textId, focusOnOpen, formKey }: RequirementReviewProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnOpen !== 'test-method') return;
    const methods = box.current?.querySelectorAll<HTMLInputElement>('input[type="radio"][name$="-testMethod"]');
    const target = [...(methods ?? [])].find((input) => input.checked) ?? methods?.[0] ?? box.current?.querySelector<HTMLElement>('button[type="submit"]');
    target?.focus();
  }, [focusOnOpen, formKey]);
  const also = alsoCountsIn(row);
  return (
    <div ref={box} className="review-entry" role="group" aria-labelledby={textId}>
      {also && <p className="hint review-entry__shared">{also}: its one finding counts in each, as the respondent&apos;s one answer does.</p>}
      <HowToCheck requirementId={row.id} />
      <div className="review-entry__columns">
        <div className="review-entry__respondent">
          <h3 className="review-entry__part">Respondent&apos;s answer</h3>
          <RespondentAnswer answer={row.answer} today={context.today} />
          <ReviewFiles context={context} requirementId={row.id} files={files} describedBy={textId} />
          {!context.finished && (
            <AskForEvidence assessmentId={context.assessmentId} requirementIds={[row.id]} label="Ask the respondent for evidence" onAsked={context.onEvidenceAsked} />
          )}
        </div>
        <div className="review-entry__assessor">
          <h3 className="review-entry__part">Assessor&apos;s finding</h3>
          {context.finished ? (
            <SavedFinding finding={row.finding} />
          ) : (
            <FindingForm key={formKey} context={context} requirementId={row.id} answer={row.answer} finding={row.finding} />
          )}
        </div>
      </div>
    </div>
  );
}
