import { dayInWords } from '../../../domain/calendar-day';
import { MAX_ACCEPTED_BY_LENGTH, MAX_FINDING_NOTE_LENGTH } from '../../../domain/constants';
import { EVIDENCE_QUALITIES } from '../../../domain/framework/evidence-quality';
import type { RequirementAnswer } from '../../../domain/framework/outcomes';
import { latestReviewDay, OUTCOME_IDS, OUTCOMES } from '../../../domain/framework/outcome-rules';
import { TEST_METHOD_IDS, TEST_METHODS } from '../../../domain/review/test-methods';
import { EvidenceQualitySelect } from '../../forms/EvidenceQualitySelect';
import { errorProps, FieldError } from '../../forms/FieldError';
import type { TestMethod } from '../../../domain/review/test-methods';
import { needsJustification, withOutcome, withTestMethod, type FindingDraft } from './finding-draft';

/** The ids that describe a field, those given, as `aria-describedby` takes them (undefined for none). */
function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

interface FindingFieldsProps {
  /** The stem of every id of this requirement's form, e.g. `finding-application-control-…`. */
  stem: string;
  draft: FindingDraft;
  errors: Record<string, string>;
  answer: RequirementAnswer | undefined;
  today: string;
  /** The method of the finding last saved in this review: a draft with none takes it once an outcome is chosen. */
  lastMethod?: TestMethod | undefined;
  onChange: (draft: FindingDraft) => void;
}

/**
 * A finding's fields: the outcome found and how it was tested (radio groups, moved through with the
 * arrow keys), the evidence quality judged (starting at the best the method can give), a review date for
 * an alternate control, and a note. Each field's message sits beside it and is read with it.
 */
export function FindingFields({ stem, draft, errors, answer, today, lastMethod, onChange }: FindingFieldsProps) {
  const id = (field: string) => `${stem}-${field}`;
  const best = draft.testMethod ? TEST_METHODS[draft.testMethod].bestQuality : undefined;
  const justified = needsJustification(draft);
  // The rule an exception found must meet, read with the outcome and with the note that holds its justification.
  const rule = justified ? `${id('outcome')}-rule` : undefined;
  return (
    <>
      <fieldset className="review-choice" aria-describedby={describedBy(rule, errors.outcome ? `${id('outcome')}-error` : undefined)}>
        <legend>Outcome found</legend>
        <div className="review-choice__options review-choice__options--inline">
          {OUTCOME_IDS.map((outcome) => (
            <label key={outcome} className="choice">
              <input
                type="radio"
                name={id('outcome')}
                value={outcome}
                checked={draft.outcome === outcome}
                aria-invalid={errors.outcome ? true : undefined}
                onChange={() => onChange(withOutcome(draft, outcome, answer, lastMethod))}
              />
              {OUTCOMES[outcome].label}
            </label>
          ))}
        </div>
        <FieldError name={id('outcome')} message={errors.outcome} />
        {justified && (
          <p className="hint review-finding__rule" id={rule}>
            A finding of {OUTCOMES[draft.outcome ?? 'not-applicable'].label} needs a note saying why (the justification) and an evidence grade.
          </p>
        )}
      </fieldset>
      <fieldset className="review-choice" aria-describedby={`${id('testMethod')}-hint${errors.testMethod ? ` ${id('testMethod')}-error` : ''}`}>
        <legend>How it was tested</legend>
        <p className="hint" id={`${id('testMethod')}-hint`}>
          Most conclusive first. Needed for every outcome but Not assessed.
        </p>
        <div className="review-choice__options review-choice__options--methods">
          {TEST_METHOD_IDS.map((method) => (
            <div key={method} className="review-method">
              <label className="choice">
                <input
                  type="radio"
                  name={id('testMethod')}
                  value={method}
                  checked={draft.testMethod === method}
                  aria-describedby={`${id(method)}-meaning`}
                  aria-invalid={errors.testMethod ? true : undefined}
                  onChange={() => onChange(withTestMethod(draft, method))}
                />
                {TEST_METHODS[method].label}
              </label>
              <p className="hint review-method__meaning" id={`${id(method)}-meaning`}>
                {TEST_METHODS[method].meaning}
              </p>
            </div>
          ))}
        </div>
        <FieldError name={id('testMethod')} message={errors.testMethod} />
      </fieldset>
      <div className="field review-field--short">
        <label id={`${id('evidenceQuality')}-label`} htmlFor={id('evidenceQuality')}>
          Evidence quality{justified ? ' (needed)' : ''}
        </label>
        <EvidenceQualitySelect
          id={id('evidenceQuality')}
          labelledBy={`${id('evidenceQuality')}-label ${stem}-text`}
          quality={draft.evidenceQuality}
          notGradedHint="Not graded."
          moreHint={`${best ? ` The best this test method gives is ${EVIDENCE_QUALITIES[best].label.toLowerCase()}.` : ''}${justified ? ' A finding of Not applicable or Alternate control needs a grade, as it needs a justification.' : ''}`}
          error={errors.evidenceQuality}
          onChange={(quality) => {
            const { evidenceQuality: _previous, ...rest } = draft;
            onChange(quality ? { ...rest, evidenceQuality: quality } : rest);
          }}
        />
      </div>
      {draft.outcome === 'alternate-control' && (
        <div className="field review-field--short">
          <label htmlFor={id('reviewBy')}>Review by</label>
          <input
            id={id('reviewBy')}
            name={id('reviewBy')}
            type="date"
            max={latestReviewDay(today)}
            value={draft.reviewBy}
            aria-required="true"
            {...errorProps(id('reviewBy'), errors.reviewBy, `${id('reviewBy')}-hint`)}
            onChange={(event) => onChange({ ...draft, reviewBy: event.target.value })}
          />
          <p className="hint" id={`${id('reviewBy')}-hint`}>
            When the alternate control is next reviewed, no later than {dayInWords(latestReviewDay(today))}.
            {answer?.reviewBy ? ` The respondent gave ${dayInWords(answer.reviewBy)}.` : ''}
          </p>
          <FieldError name={id('reviewBy')} message={errors.reviewBy} />
        </div>
      )}
      {draft.outcome === 'alternate-control' && (
        <div className="field">
          <label htmlFor={id('acceptedBy')}>Residual risk accepted by (optional)</label>
          <input
            id={id('acceptedBy')}
            name={id('acceptedBy')}
            type="text"
            maxLength={MAX_ACCEPTED_BY_LENGTH}
            value={draft.acceptedBy}
            {...errorProps(id('acceptedBy'), errors.acceptedBy, `${id('acceptedBy')}-hint`)}
            onChange={(event) => onChange({ ...draft, acceptedBy: event.target.value })}
          />
          <p className="hint" id={`${id('acceptedBy')}-hint`}>
            Name and role of who accepted the risk the alternate control leaves, when known.
            {answer?.approvedBy ? ` The respondent named ${answer.approvedBy}.` : ''}
          </p>
          <FieldError name={id('acceptedBy')} message={errors.acceptedBy} />
        </div>
      )}
      <div className="field">
        <label htmlFor={id('note')}>{justified ? 'Note: the justification (needed)' : 'Note (optional)'}</label>
        <textarea
          id={id('note')}
          name={id('note')}
          rows={2}
          maxLength={MAX_FINDING_NOTE_LENGTH}
          value={draft.note}
          aria-required={justified || undefined}
          {...errorProps(id('note'), errors.note, describedBy(`${id('note')}-hint`, rule))}
          onChange={(event) => onChange({ ...draft, note: event.target.value })}
        />
        <p className="hint" id={`${id('note')}-hint`}>
          {justified ? 'Why the requirement does not apply, or how the alternate control meets its objective. ' : ''}
          What was tested and seen, such as the sample and the tool. Up to {MAX_FINDING_NOTE_LENGTH.toLocaleString('en-AU')} characters.
        </p>
        <FieldError name={id('note')} message={errors.note} />
      </div>
    </>
  );
}
