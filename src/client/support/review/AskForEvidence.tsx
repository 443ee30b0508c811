import { useRef, useState } from 'react';
import { RequestEvidenceForm } from './RequestEvidenceForm';

interface AskForEvidenceProps {
  assessmentId: string;
  /** The requirements asked about: one row's, or a selection's (catalogue ids). */
  requirementIds: readonly string[];
  /** The fold's words, e.g. "Ask the respondent for evidence" or "Ask for evidence on the selected (3)". */
  label: string;
  /** A request was made: the list of requests reads them again. */
  onAsked: () => void;
}

/**
 * A fold that opens "Ask the respondent for evidence" about a row or a selection, closes once the request is made,
 * and says so, with whether the respondent was emailed, where the fold was.
 */
export function AskForEvidence({ assessmentId, requirementIds, label, onAsked }: AskForEvidenceProps) {
  const fold = useRef<HTMLDetailsElement>(null);
  const [said, setSaid] = useState('');
  return (
    <div className="ask-for-evidence">
      <details ref={fold} onToggle={() => fold.current?.open && setSaid('')}>
        <summary>{label}</summary>
        <RequestEvidenceForm
          assessmentId={assessmentId}
          requirementIds={requirementIds}
          onCancel={() => fold.current?.removeAttribute('open')}
          onAsked={(_request, noticeMailed) => {
            fold.current?.removeAttribute('open');
            setSaid(`Asked the respondent for evidence${noticeMailed ? ', and emailed them a notice' : ''}: the request is listed under Requests for evidence.`);
            onAsked();
          }}
        />
      </details>
      <p role="status" className="ask-for-evidence__said">
        {said}
      </p>
    </div>
  );
}
