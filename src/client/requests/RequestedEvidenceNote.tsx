import { dueInWords, pendingRequestsFor } from '../../domain/review/evidence-request-words';
import { currentBranding } from '../branding';
import { today } from '../today';
import { RequestAnswerForm } from './RequestAnswerForm';
import { useOwnRequests } from './OwnRequestsProvider';
import './requests.css';

/**
 * "Requested by {consultancy}" beside a requirement of the detailed assessment: each request still waiting that
 * names it (under any strategy that lists it), with what is wanted, by when, and the answer box; the files go in
 * the requirement's own upload below, which answers the request too.
 */
export function RequestedEvidenceNote({ requirementId }: { requirementId: string }) {
  const own = useOwnRequests();
  if (!own) return null;
  const pending = pendingRequestsFor(own.requests, requirementId);
  if (pending.length === 0) return null;
  const company = currentBranding().companyName;
  return (
    <div className="requested-evidence" role="group" aria-label={`Requested by ${company}`}>
      {pending.map((request) => (
        <div key={request.id} className="requested-evidence__request">
          <p>
            <strong>Requested by {company}:</strong> {request.wanted}
          </p>
          <p className="hint">{dueInWords(request, today())}. Upload a file for this requirement below, or answer in words.</p>
          <RequestAnswerForm assessmentId={own.assessmentId} request={request} onAnswered={own.reload} />
        </div>
      ))}
    </div>
  );
}
