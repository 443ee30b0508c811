import type { Assessment } from '../../domain/assessment';
import type { ReviewStatus } from '../../domain/review/review';
import { deletionNeedsAdministrator, REVIEWED_DELETION_MESSAGE } from '../../domain/review/reviewed-deletion';
import { canExport } from '../../domain/support-views';
import { useAuth } from '../AuthProvider';
import { DeleteAssessment } from './DeleteAssessment';
import { ExportButtons } from './ExportButtons';

/**
 * The detail page's actions: the exports (the same as the list's) for a finished assessment, a notice
 * instead for a draft or one with ratings missing, and Delete Assessment; for a consultant, once the review
 * is finished or shared, a note that only an administrator can delete it (decision 088). A quick check's
 * review copies are not known here: the server's refusal shows in the dialog.
 */
export function AssessmentActions({
  assessment,
  reviewStatus,
  listAddress,
  onExported,
}: {
  assessment: Assessment;
  reviewStatus: ReviewStatus | undefined;
  listAddress: string;
  onExported: () => void;
}) {
  const { auth } = useAuth();
  const administrator = auth.status === 'signed-in' && auth.role === 'administrator';
  const deletable = administrator || reviewStatus === undefined || !deletionNeedsAdministrator([reviewStatus]);
  return (
    <section className="card" aria-labelledby="actions-title">
      <h2 id="actions-title">Exports</h2>
      {canExport(assessment) ? (
        <ExportButtons assessment={() => Promise.resolve(assessment)} onExported={onExported} oscal={assessment.kind === 'detailed'} />
      ) : (
        <p className="notice">
          <strong>This assessment is incomplete.</strong>{' '}
          {assessment.status === 'draft'
            ? 'It is a draft the respondent has not finished, so its results are partial and it cannot be exported.'
            : 'Some strategies have no target or current level, so it cannot be exported.'}
        </p>
      )}
      {deletable ? (
        <div className="button-row actions__delete">
          <DeleteAssessment id={assessment.id} organisation={assessment.organizationName} listAddress={listAddress} />
        </div>
      ) : (
        <p className="notice actions__notice">{REVIEWED_DELETION_MESSAGE}</p>
      )}
    </section>
  );
}
