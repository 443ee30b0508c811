import { useState, type FormEvent } from 'react';
import { MAX_REQUEST_ANSWER_LENGTH } from '../../domain/review/evidence-request-words';
import type { RespondentEvidenceRequest } from '../../domain/review/evidence-requests';
import { answerOwnEvidenceRequest, requestParsers } from '../api/evidence-requests';
import { TextAreaField } from '../forms/TextAreaField';
import { SubmitButton } from '../forms/SubmitButton';

interface RequestAnswerFormProps {
  assessmentId: string;
  request: RespondentEvidenceRequest;
  /** The request as it stands once answered. */
  onAnswered: (request: RespondentEvidenceRequest) => void;
}

/**
 * The respondent's answer in words to a request for evidence: a labelled box, prefilled with the answer already
 * sent (sending again replaces it until the consultancy accepts it), checked with the server's schema on Send.
 */
export function RequestAnswerForm({ assessmentId, request, onAnswered }: RequestAnswerFormProps) {
  const [answer, setAnswer] = useState(request.answer);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `request-answer-${request.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setStatus('');
    const checked = (await requestParsers()).checkEvidenceRequestAnswer({ answer });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      document.getElementById(id)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answered = await answerOwnEvidenceRequest(assessmentId, request.id, checked.data.answer);
      setError(undefined);
      setStatus('Your answer was sent.');
      onAnswered(answered);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="request-answer" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        name="answer"
        id={id}
        label="Your answer"
        hint="Say where the evidence is, or why it cannot be given. You can also upload a file."
        rows={3}
        maxLength={MAX_REQUEST_ANSWER_LENGTH}
        value={answer}
        error={error}
        onChange={(value) => {
          setAnswer(value);
          setError(undefined);
        }}
      />
      <SubmitButton busy={busy} busyLabel="Sending…">
        {request.answer ? 'Send a new answer' : 'Send answer'}
      </SubmitButton>
      <p role="status" className="hint">
        {status}
      </p>
    </form>
  );
}
