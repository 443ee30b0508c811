import { useEffect, useId, useRef, useState } from 'react';
import { MAX_FINDING_NOTE_LENGTH } from '../../../domain/constants';
import { EVIDENCE_QUALITIES, type EvidenceQuality } from '../../../domain/framework/evidence-quality';
import { TEST_METHOD_IDS, TEST_METHODS, type TestMethod } from '../../../domain/review/test-methods';
import type { AgreementResult } from '../../../domain/review/agreement-result';
import { agreeWithRespondent } from '../../api/review';
import { ErrorBox } from '../../ErrorBox';
import { EvidenceQualitySelect } from '../../forms/EvidenceQualitySelect';
import { FieldError } from '../../forms/FieldError';
import { failureText } from '../failure-text';
import { agreementPlan, leftOutInWords, requirementCount } from './agreement';
import type { RegisterRow } from './register-rows';

/** What the assessor asked to agree with: the rows, and what they are in words ("the 3 selected", "Maturity Level One of Regular backups"). */
export interface AgreementRequest {
  rows: readonly RegisterRow[];
  what: string;
  /** A new key for each request, so the dialog opens afresh. */
  key: number;
}

interface AgreeDialogProps {
  assessmentId: string;
  today: string;
  request: AgreementRequest;
  /** The ids of the files the respondent attached to a requirement: sent with the batch, which agrees only where they did not change. */
  fileIdsOf: (requirementId: string) => string[];
  onAgreed: (answer: AgreementResult) => void;
  onClose: () => void;
}

/**
 * "Agree with the respondent" for a batch: how the requirements were tested and the evidence quality (starting at the
 * best the method gives, as the finding form does), one optional note, the count agreed and what is left out and why,
 * before anything is sent. Rows with a finding (an answer changed since included) are never part of a batch.
 */
export function AgreeDialog({ assessmentId, today, request, fileIdsOf, onAgreed, onClose }: AgreeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [testMethod, setTestMethod] = useState<TestMethod>();
  const [quality, setQuality] = useState<EvidenceQuality>();
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [methodError, setMethodError] = useState('');
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const id = useId();
  // Drawn for one request (the register keys it by the request), so each opens afresh.
  useEffect(() => {
    dialog.current?.showModal();
    dialog.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, []);

  const plan = agreementPlan(request.rows, { testMethod, evidenceQuality: quality, note }, today, fileIdsOf);
  const count = plan.included.length;
  const left = leftOutInWords(plan.leftOut);
  const confirm = async () => {
    if (busy || count === 0) return;
    if (!testMethod) {
      setMethodError('Choose how these requirements were tested');
      dialog.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const body = { requirements: plan.included, testMethod, ...(quality ? { evidenceQuality: quality } : {}), note: note.trim() };
      onAgreed(await agreeWithRespondent(assessmentId, body));
      dialog.current?.close();
    } catch (failure) {
      setError(failureText('The findings could not be recorded')(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <dialog ref={dialog} className="agree-dialog" aria-labelledby={titleId} aria-describedby={`${id}-count`} onClose={onClose}>
      <h2 id={titleId}>Agree with the respondent</h2>
      <p id={`${id}-count`}>
        <strong>
          {count === 0 ? 'Nothing to agree with' : `Records a finding equal to the respondent's answer for ${requirementCount(count)}`}
        </strong>{' '}
        of {request.what}.
      </p>
      {left.length > 0 && (
        <>
          <p className="agree-dialog__left">Left out:</p>
          <ul className="agree-dialog__left-list">
            {left.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <fieldset className="review-choice" aria-describedby={methodError ? `${id}-method-error` : undefined}>
        <legend>How they were tested</legend>
        <div className="review-choice__options">
          {TEST_METHOD_IDS.map((method) => (
            <label key={method} className="choice">
              <input
                type="radio"
                name={`${id}-method`}
                value={method}
                checked={testMethod === method}
                aria-invalid={methodError ? true : undefined}
                onChange={() => {
                  setMethodError('');
                  setTestMethod(method);
                  setQuality(TEST_METHODS[method].bestQuality);
                }}
              />
              {TEST_METHODS[method].label}
            </label>
          ))}
        </div>
        <FieldError name={`${id}-method`} message={methodError} />
      </fieldset>
      <div className="field review-field--short">
        <label id={`${id}-quality-label`} htmlFor={`${id}-quality`}>
          Evidence quality
        </label>
        <EvidenceQualitySelect
          id={`${id}-quality`}
          labelledBy={`${id}-quality-label`}
          quality={quality}
          notGradedHint="Not graded."
          moreHint={testMethod ? ` The best this test method gives is ${EVIDENCE_QUALITIES[TEST_METHODS[testMethod].bestQuality].label.toLowerCase()}.` : ''}
          onChange={setQuality}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>Note for the batch (optional)</label>
        <textarea id={`${id}-note`} rows={2} maxLength={MAX_FINDING_NOTE_LENGTH} value={note} aria-describedby={`${id}-note-hint`} onChange={(event) => setNote(event.target.value)} />
        <p className="hint" id={`${id}-note-hint`}>
          Kept with each finding of the batch. An exception the respondent gave (Not applicable, Alternate control) takes it as its justification, or else
          theirs, and needs an evidence grade.
        </p>
      </div>
      <ErrorBox>{error}</ErrorBox>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
        <button type="button" className="button button--primary" aria-disabled={busy || count === 0} onClick={() => void confirm()}>
          {busy ? 'Recording...' : `Agree on ${requirementCount(count)}`}
        </button>
      </div>
    </dialog>
  );
}
