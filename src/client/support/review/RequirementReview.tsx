import { memo } from 'react';
import { listInWords } from '../../../domain/format';
import type { RequirementAnswer } from '../../../domain/framework/outcomes';
import type { Outcome } from '../../../domain/framework/outcome-rules';
import type { Requirement } from '../../../domain/framework/requirement';
import { maturityLevelName } from '../../../domain/maturity-levels';
import type { Finding } from '../../../domain/review/finding';
import type { ListedEvidenceFile } from '../../../domain/evidence-files';
import { HowToCheck } from '../../HowToCheck';
import { FindingForm } from './FindingForm';
import type { ReviewEntryContext } from './review-entry-context';
import { disagreementText } from './review-facts';
import { ReviewFiles } from './ReviewFiles';
import { RespondentAnswer } from './RespondentAnswer';
import { SavedFinding } from './SavedFinding';

interface RequirementReviewProps {
  context: ReviewEntryContext;
  requirement: Requirement;
  answer: RequirementAnswer | undefined;
  finding: Finding | undefined;
  /** Both outcomes as they count today, when the assessor and the respondent differ; plain values, so an entry that did not change is not drawn again. */
  answered: Outcome | undefined;
  found: Outcome | undefined;
  files: readonly ListedEvidenceFile[];
}

/** "Maturity Level One, Two and Three": the levels a requirement applies at. */
function levelsInWords(requirement: Requirement): string {
  const words = requirement.levels.map((level) => maturityLevelName(level).replace('Maturity Level ', ''));
  return `Maturity Level ${listInWords(words)}`;
}

/**
 * One requirement under review: its words, the levels it applies at and how to check it; the respondent's
 * answer and the evidence files beside the assessor's finding (a form while the review is open, read-only
 * once finished); marked reviewed, disagreeing, or answered differently since its finding.
 */
export const RequirementReview = memo(function RequirementReview({ context, requirement, answer, finding, answered, found, files }: RequirementReviewProps) {
  const textId = `finding-${requirement.id}-text`;
  return (
    <li className={`review-entry${finding ? ' review-entry--reviewed' : ''}`} aria-labelledby={textId}>
      <h5 id={textId} className="review-entry__text">
        {requirement.text}
      </h5>
      <p className="hint review-entry__facts">
        {levelsInWords(requirement)}
        {requirement.ism.length > 0 ? ` · ${requirement.ism.join(', ')}` : ''}
      </p>
      <p className="review-entry__marks">
        <span className={`review-tag review-tag--${finding ? 'reviewed' : 'unreviewed'}`}>{finding ? 'Reviewed' : 'Not reviewed yet'}</span>
        {answered && found && <span className="review-tag review-tag--disagreement">Disagreement: {disagreementText(answered, found)}</span>}
        {finding?.answerChanged && <span className="review-tag review-tag--changed">Answer changed since review</span>}
      </p>
      <HowToCheck requirementId={requirement.id} />
      <div className="review-entry__columns">
        <div className="review-entry__respondent">
          <p className="review-entry__part">Respondent&apos;s answer</p>
          <RespondentAnswer answer={answer} today={context.today} />
          <ReviewFiles context={context} requirementId={requirement.id} files={files} describedBy={textId} />
        </div>
        <div className="review-entry__assessor">
          <p className="review-entry__part">Assessor&apos;s finding</p>
          {context.finished ? <SavedFinding finding={finding} /> : <FindingForm context={context} requirementId={requirement.id} answer={answer} finding={finding} />}
        </div>
      </div>
    </li>
  );
});
