import type { Assessment } from '../../domain/assessment';
import { canExport } from '../../domain/support-views';
import { DeleteAssessment } from './DeleteAssessment';
import { ExportButtons } from './ExportButtons';

/**
 * The detail page's actions: the exports (the same as the list's) for a finished assessment, a notice
 * instead for a draft or one with ratings missing, and Delete Assessment.
 */
export function AssessmentActions({ assessment, listAddress, onExported }: { assessment: Assessment; listAddress: string; onExported: () => void }) {
  return (
    <section className="card" aria-labelledby="actions-title">
      <h2 id="actions-title">Exports</h2>
      {canExport(assessment) ? (
        <ExportButtons assessment={() => Promise.resolve(assessment)} onExported={onExported} />
      ) : (
        <p className="notice">
          <strong>This assessment is incomplete.</strong>{' '}
          {assessment.status === 'draft'
            ? 'It is a draft the respondent has not finished, so its results are partial and it cannot be exported.'
            : 'Some strategies have no target or current level, so it cannot be exported.'}
        </p>
      )}
      <div className="button-row actions__delete">
        <DeleteAssessment id={assessment.id} organisation={assessment.organizationName} listAddress={listAddress} />
      </div>
    </section>
  );
}
