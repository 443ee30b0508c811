import { useRef, useState, type FormEvent } from 'react';
import { REQUIREMENTS } from '../../../domain/framework/catalogue';
import { MAX_REQUEST_WANTED_LENGTH } from '../../../domain/review/evidence-request-words';
import { evidenceRequestInputSchema, type EvidenceRequest } from '../../../domain/review/evidence-requests';
import { askForEvidence } from '../../api/support-evidence-requests';
import { ApiError } from '../../api/http';
import { SubmitButton } from '../../forms/SubmitButton';
import { TextAreaField } from '../../forms/TextAreaField';
import { TextField } from '../../forms/TextField';
import { useFieldErrors } from '../../forms/useFieldErrors';
import { today } from '../../today';

export interface RequestEvidenceFormProps {
  /** The completed detailed assessment the request is about. */
  assessmentId: string;
  /**
   * The requirements asked about, by catalogue id: one register row's, or a selection's. Any entry of a shared
   * requirement will do; the server keeps each requirement of the model once. At least one.
   */
  requirementIds: readonly string[];
  /** The request as kept, and whether a notice went to the respondent's email (false: mail is not set up). */
  onAsked: (request: EvidenceRequest, noticeMailed: boolean) => void;
  /** Shown as a Cancel button beside the submit when given: closes the form without asking. */
  onCancel?: () => void;
}

const TEXT_OF = new Map(REQUIREMENTS.map((requirement) => [requirement.id, requirement.text]));

/**
 * "Ask the respondent for evidence" about the requirements given: what is wanted, in words, and the day it is
 * wanted by (today or later), checked with the schema the server uses. Self-contained: it sends the request and
 * reports it through `onAsked`; where the list of requests is shown, that list reads them again.
 */
export function RequestEvidenceForm({ assessmentId, requirementIds, onAsked, onCancel }: RequestEvidenceFormProps) {
  const day = today();
  const [wanted, setWanted] = useState('');
  const [dueOn, setDueOn] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const { errors, validate, clearError } = useFieldErrors(evidenceRequestInputSchema(() => day));
  const idStem = `request-evidence-${requirementIds.join('-').slice(0, 80)}`;
  const errorOf = (name: string) => errors[name] ?? serverErrors[name];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    setServerErrors({});
    const input = validate({ requirementIds: [...requirementIds], wanted, dueOn }, form.current);
    if (!input) return;
    setBusy(true);
    try {
      const { request, noticeMailed } = await askForEvidence(assessmentId, input);
      setWanted('');
      setDueOn('');
      onAsked(request, noticeMailed);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setServerErrors(error.fields);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="request-evidence-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="request-evidence-form__for">Evidence about:</p>
      <ul>
        {requirementIds.map((id) => (
          <li key={id}>{TEXT_OF.get(id) ?? id}</li>
        ))}
      </ul>
      {errorOf('requirementIds') && <p className="field-error">{errorOf('requirementIds')}</p>}
      <TextAreaField
        name="wanted"
        id={`${idStem}-wanted`}
        label="What is wanted"
        hint="In words the respondent will understand: the document, export or screenshot, and what it should show."
        rows={3}
        maxLength={MAX_REQUEST_WANTED_LENGTH}
        value={wanted}
        error={errorOf('wanted')}
        onChange={(value) => {
          setWanted(value);
          clearError('wanted');
        }}
      />
      <TextField
        name="dueOn"
        id={`${idStem}-due`}
        type="date"
        label="Wanted by"
        min={day}
        value={dueOn}
        error={errorOf('dueOn')}
        onChange={(value) => {
          setDueOn(value);
          clearError('dueOn');
        }}
      />
      {failure && (
        <p role="alert" className="field-error">
          The request was not sent: {failure}
        </p>
      )}
      <div className="button-row">
        <SubmitButton busy={busy} busyLabel="Asking…">
          Ask the respondent
        </SubmitButton>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
