import { useId, useMemo, useState } from 'react';
import { longAustralianDate } from '../../../domain/format';
import { REQUIREMENTS } from '../../../domain/framework/catalogue';
import { controlTitle } from '../../../domain/control-titles';
import { dueInWords, EVIDENCE_REQUEST_STATE_NAMES, EVIDENCE_REQUEST_STATES, type EvidenceRequestState } from '../../../domain/review/evidence-request-words';
import type { EvidenceRequest } from '../../../domain/review/evidence-requests';
import { findingIdOf } from '../../../domain/review/finding-entries';
import { closeEvidenceRequest, fetchEvidenceRequests } from '../../api/support-evidence-requests';
import { useApiQuery } from '../../api/useApiQuery';
import { ErrorBox } from '../../ErrorBox';
import { today } from '../../today';
import { RequestEvidenceForm } from './RequestEvidenceForm';

interface EvidenceRequestsProps {
  assessmentId: string;
  /** Something audited happened (a request asked, accepted or withdrawn): the page reads its history again. */
  onAudited: () => void;
  /** Changed by a page that asked for evidence elsewhere (a register row's form): the list is read again. */
  refreshKey?: number;
}

const TEXT_OF = new Map(REQUIREMENTS.map((requirement) => [requirement.id, requirement]));
/** Each requirement of the model once (a shared one under its first entry), for the form's own choice of requirement. */
const ASKABLE = REQUIREMENTS.filter((requirement) => findingIdOf(requirement.id) === requirement.id);

type Shown = EvidenceRequestState | 'all';

/** One request: its state, requirements, what is wanted and by when, who asked, the respondent's answer, and Accept or Withdraw. */
function RequestRow({ request, onClose, busy }: { request: EvidenceRequest; onClose: (how: 'accept' | 'withdraw') => void; busy: boolean }) {
  const titleId = useId();
  return (
    <li className={`evidence-request evidence-request--${request.state}`} aria-labelledby={titleId}>
      <h3 id={titleId}>
        <span className="status-badge status-badge--other">{EVIDENCE_REQUEST_STATE_NAMES[request.state]}</span> {dueInWords(request, today())}
      </h3>
      <ul className="evidence-request__requirements">
        {request.requirementIds.map((id) => {
          const requirement = TEXT_OF.get(id);
          return <li key={id}>{requirement ? `${controlTitle(requirement.strategy)}: ${requirement.text}` : id}</li>;
        })}
      </ul>
      <p>
        <strong>Wanted:</strong> {request.wanted}
      </p>
      <p className="hint">
        Asked by {request.askedBy} on {longAustralianDate(request.askedAt)}
        {request.acceptedAt !== null && `; accepted by ${request.acceptedBy ?? 'a consultant'} on ${longAustralianDate(request.acceptedAt)}`}
        {request.withdrawnAt !== null && `; withdrawn by ${request.withdrawnBy ?? 'a consultant'} on ${longAustralianDate(request.withdrawnAt)}`}
      </p>
      {request.answer && (
        <p>
          <strong>Answer:</strong> {request.answer}
        </p>
      )}
      {request.uploadCount > 0 && <p>{request.uploadCount === 1 ? 'One file uploaded for it: see the requirement’s evidence files.' : `${request.uploadCount} files uploaded for it: see the requirements’ evidence files.`}</p>}
      {request.state === 'open' && <p className="hint">No answer yet.</p>}
      {(request.state === 'open' || request.state === 'answered') && (
        <div className="button-row">
          {request.state === 'answered' && (
            <button type="button" className="button button--primary" aria-disabled={busy} onClick={() => !busy && onClose('accept')}>
              Accept
            </button>
          )}
          <button type="button" className="button button--secondary" aria-disabled={busy} onClick={() => !busy && onClose('withdraw')}>
            Withdraw
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * "Requests for evidence" in review mode: every request of the assessment with where it stands (open, answered,
 * accepted, withdrawn), a filter by state, Accept for an answered one and Withdraw for one still open or answered,
 * and a form to ask for evidence about a requirement chosen here.
 */
export function EvidenceRequests({ assessmentId, onAudited, refreshKey = 0 }: EvidenceRequestsProps) {
  const loaded = useApiQuery(`evidence-requests:${assessmentId}:${refreshKey}`, () => fetchEvidenceRequests(assessmentId), { keepPreviousData: true });
  const [shown, setShown] = useState<Shown>('all');
  const [asking, setAsking] = useState<string>();
  const [chosen, setChosen] = useState(ASKABLE[0]?.id ?? '');
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const requests = useMemo(() => loaded.data ?? [], [loaded.data]);
  const counts = Object.fromEntries(EVIDENCE_REQUEST_STATES.map((state) => [state, requests.filter((request) => request.state === state).length]));
  const listed = shown === 'all' ? requests : requests.filter((request) => request.state === shown);

  const close = async (request: EvidenceRequest, how: 'accept' | 'withdraw') => {
    setBusy(true);
    setFailure(undefined);
    try {
      await closeEvidenceRequest(assessmentId, request.id, how);
      setStatus(how === 'accept' ? 'The request was accepted.' : 'The request was withdrawn.');
      loaded.reload();
      onAudited();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card evidence-requests" aria-labelledby="evidence-requests-title">
      <h2 id="evidence-requests-title">Requests for evidence</h2>
      <p className="hint">Ask the respondent for specific evidence; they answer in words or upload a file on their results page, and you accept it here.</p>
      {loaded.error && <ErrorBox>The requests could not be loaded: {loaded.error.message}. Reload the page to try again.</ErrorBox>}
      <div className="filters">
        <div className="field">
          <label htmlFor="evidence-requests-show">Show requests</label>
          <select id="evidence-requests-show" value={shown} onChange={(event) => setShown(event.target.value === 'all' ? 'all' : (EVIDENCE_REQUEST_STATES.find((state) => state === event.target.value) ?? 'all'))}>
            <option value="all">All ({requests.length})</option>
            {EVIDENCE_REQUEST_STATES.map((state) => (
              <option key={state} value={state}>
                {EVIDENCE_REQUEST_STATE_NAMES[state]} ({counts[state]})
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="hint">
        {status}
      </p>
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      {loaded.data && listed.length === 0 && <p>{requests.length === 0 ? 'No evidence has been asked for yet.' : 'No request is in this state.'}</p>}
      {listed.length > 0 && (
        <ul className="evidence-requests__list">
          {listed.map((request) => (
            <RequestRow key={request.id} request={request} busy={busy} onClose={(how) => void close(request, how)} />
          ))}
        </ul>
      )}
      <h3>Ask for evidence</h3>
      <div className="field">
        <label htmlFor="evidence-requests-requirement">Requirement</label>
        <select id="evidence-requests-requirement" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {ASKABLE.map((requirement) => (
            <option key={requirement.id} value={requirement.id}>
              {controlTitle(requirement.strategy)}: {requirement.text}
            </option>
          ))}
        </select>
      </div>
      {asking === chosen ? (
        <RequestEvidenceForm
          assessmentId={assessmentId}
          requirementIds={[chosen]}
          onCancel={() => setAsking(undefined)}
          onAsked={(_request, noticeMailed) => {
            setAsking(undefined);
            setStatus(noticeMailed ? 'The request was sent, and the respondent was emailed a notice.' : 'The request was sent. No email went to the respondent (mail is not set up here, or no address was given): tell them yourself.');
            loaded.reload();
            onAudited();
          }}
        />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setAsking(chosen)}>
          Ask the respondent about this requirement
        </button>
      )}
    </section>
  );
}
