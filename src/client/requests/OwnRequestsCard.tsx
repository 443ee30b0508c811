import { useId } from 'react';
import type { Assessment } from '../../domain/assessment';
import { REQUIREMENTS } from '../../domain/framework/catalogue';
import { dueInWords } from '../../domain/review/evidence-request-words';
import type { RespondentEvidenceRequest } from '../../domain/review/evidence-requests';
import { fetchOwnEvidenceRequests } from '../api/evidence-requests';
import { useApiQuery } from '../api/useApiQuery';
import { currentBranding } from '../branding';
import { ErrorBox } from '../ErrorBox';
import { today } from '../today';
import { RequestAnswerForm } from './RequestAnswerForm';
import { requestStandingInWords } from './request-words';
import { RequestUpload } from './RequestUpload';
import './requests.css';

const TEXT_OF = new Map(REQUIREMENTS.map((requirement) => [requirement.id, requirement.text]));

/** One request: the requirements it is for, what is wanted and by when, where it stands, the answer box and an upload for each requirement. */
function OwnRequest({ assessmentId, request, company, onChanged }: { assessmentId: string; request: RespondentEvidenceRequest; company: string; onChanged: () => void }) {
  const titleId = useId();
  const answerable = request.state === 'open' || request.state === 'answered';
  return (
    <li className={`own-request own-request--${request.state}`} aria-labelledby={titleId}>
      <h3 id={titleId}>{dueInWords(request, today())}</h3>
      <p className="own-request__standing">{requestStandingInWords(request, company)}</p>
      <p className="own-request__for">For:</p>
      <ul className="own-request__requirements">
        {request.requirementIds.map((id) => (
          <li key={id}>{TEXT_OF.get(id) ?? id}</li>
        ))}
      </ul>
      <p className="own-request__wanted">
        <strong>What is wanted:</strong> {request.wanted}
      </p>
      {!answerable && request.answer && (
        <p>
          <strong>Your answer:</strong> {request.answer}
        </p>
      )}
      {answerable && (
        <>
          <RequestAnswerForm assessmentId={assessmentId} request={request} onAnswered={onChanged} />
          {request.requirementIds.map((id) => (
            <RequestUpload key={id} assessmentId={assessmentId} requestId={request.id} requirementId={id} requirementText={TEXT_OF.get(id) ?? id} onUploaded={onChanged} />
          ))}
          {request.uploadCount > 0 && <p className="hint">{request.uploadCount === 1 ? 'One file uploaded for this request.' : `${request.uploadCount} files uploaded for this request.`}</p>}
        </>
      )}
    </li>
  );
}

/**
 * "Requested by {consultancy}" on the results of a completed detailed assessment: each request for evidence the
 * consultancy sent, open ones first, with what is wanted, by when, an answer in words and an upload for each of
 * its requirements. Nothing when no request was made.
 */
export function OwnRequestsCard({ assessment }: { assessment: Assessment }) {
  const reviewable = assessment.kind === 'detailed' && assessment.status === 'completed';
  const requests = useApiQuery(reviewable ? `own-requests:${assessment.id}` : null, () => fetchOwnEvidenceRequests(assessment.id));
  const titleId = useId();
  const company = currentBranding().companyName;
  if (!reviewable || (requests.data?.length ?? 0) === 0) {
    return requests.error ? <ErrorBox>The requests for evidence could not be loaded: {requests.error.message}. Reload the page to try again.</ErrorBox> : null;
  }
  const shown = [...(requests.data ?? [])].sort((a, b) => Number(b.state === 'open') - Number(a.state === 'open'));
  const open = shown.filter((request) => request.state === 'open').length;
  return (
    <section className="card own-requests" aria-labelledby={titleId}>
      <h2 id={titleId}>Requested by {company}</h2>
      <p>
        {company} asks you for evidence about the requirements below{open > 0 ? ` (${open === 1 ? 'one request is' : `${open} requests are`} waiting for your answer)` : ''}. Answer in words,
        upload a file, or both: {company} sees your answer and the files you upload here.
      </p>
      <ul className="own-requests__list">
        {shown.map((request) => (
          <OwnRequest key={request.id} assessmentId={assessment.id} request={request} company={company} onChanged={requests.reload} />
        ))}
      </ul>
    </section>
  );
}
