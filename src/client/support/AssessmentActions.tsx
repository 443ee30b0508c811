import { useNavigate } from 'react-router';
import type { Assessment } from '../../domain/assessment';
import { deleteAssessment } from '../api/support';
import { ErrorBox } from '../ErrorBox';
import { paths } from '../paths';
import { exportServerPdf, exportWordReport } from './exports';
import { useAction } from '../forms/useAction';
import { failureText } from './failure-text';

/** Export PDF, Export DOCX and Delete Assessment, each with its own busy label and failure. */
export function AssessmentActions({ assessment, onExported }: { assessment: Assessment; onExported: () => void }) {
  const navigate = useNavigate();
  const pdf = useAction(failureText('Failed to export assessment'));
  const docx = useAction(failureText('Failed to export assessment'));
  const remove = useAction(failureText('Failed to delete assessment'));

  const exportWith = (action: typeof pdf, make: (assessment: Assessment) => Promise<void>) => () =>
    void action.run(async () => {
      await make(assessment);
      onExported();
    });
  const confirmDelete = () =>
    void remove.run(async () => {
      if (!window.confirm('Are you sure you want to delete this assessment?')) return;
      await deleteAssessment(assessment.id);
      navigate(paths.supportResults);
    });

  return (
    <>
      <div className="button-row">
        <button type="button" className="button button--primary" aria-disabled={pdf.busy} onClick={exportWith(pdf, exportServerPdf)}>
          {pdf.busy ? 'Exporting...' : 'Export PDF'}
        </button>
        <button type="button" className="button button--secondary" aria-disabled={docx.busy} onClick={exportWith(docx, exportWordReport)}>
          {docx.busy ? 'Generating DOCX...' : 'Export DOCX'}
        </button>
        <button type="button" className="button button--danger" aria-disabled={remove.busy} onClick={confirmDelete}>
          {remove.busy ? 'Deleting...' : 'Delete Assessment'}
        </button>
      </div>
      {[pdf.error, docx.error, remove.error].filter(Boolean).map((message) => (
        <ErrorBox key={message}>{message}</ErrorBox>
      ))}
    </>
  );
}
