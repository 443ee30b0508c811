import { dayInWords } from '../../domain/calendar-day';
import { MAX_JUSTIFICATION_LENGTH, MAX_NAME_LENGTH } from '../../domain/constants';
import { latestReviewDay, type RequirementAnswer } from '../../domain/framework/outcomes';
import type { Requirement } from '../../domain/framework/requirement';
import { lacksRiskAcceptance, RISK_ACCEPTANCE_WARNING, RISK_ACCEPTED_BY_LABEL } from '../../domain/framework/risk-acceptance';
import { errorProps, FieldError } from '../forms/FieldError';
import { today } from '../today';
import { charactersLeftAnnouncement, charactersLeftText } from './evidence-count';

/** The fields of an answer that an exception carries, by their name in the body. */
export type ExceptionField = 'justification' | 'reviewBy' | 'approvedBy';

/** The id of an exception field's input, where the form puts the focus when it is refused. */
export function exceptionFieldId(requirementId: string, field: ExceptionField): string {
  return `requirement-${requirementId}-${field}`;
}

const JUSTIFICATION_HINTS: Partial<Record<RequirementAnswer['outcome'], string>> = {
  'not-applicable': 'Why the requirement does not apply to your systems, for example: no servers are run on premises. Needed before you submit.',
  'alternate-control': "What the alternate control is, what it covers and how it meets the requirement's objective. Needed before you submit.",
};

interface ExceptionFieldsProps {
  requirement: Requirement;
  answer: RequirementAnswer;
  /** Messages for this requirement's fields, from the form's check or the server. */
  errors: Partial<Record<ExceptionField, string>>;
  onChange: (answer: RequirementAnswer) => void;
}

/**
 * What an exception needs beside its outcome: a justification for Not applicable and Alternate
 * control, and for an alternate control the date it is next reviewed and who accepted its residual risk
 * (optional: while it is empty a warning says so, since a small organisation may have no one to name).
 */
export function ExceptionFields({ requirement, answer, errors, onChange }: ExceptionFieldsProps) {
  const hint = JUSTIFICATION_HINTS[answer.outcome];
  if (!hint) return null;
  const id = (field: ExceptionField) => exceptionFieldId(requirement.id, field);
  const justification = answer.justification ?? '';
  const charactersLeft = MAX_JUSTIFICATION_LENGTH - justification.length;
  const latest = latestReviewDay(today());
  const alternate = answer.outcome === 'alternate-control';
  const unaccepted = lacksRiskAcceptance(answer);
  // An empty field is left out of the answer, as a draft may lack it.
  const set = (field: ExceptionField, value: string) => {
    const { [field]: _old, ...rest } = answer;
    onChange(value === '' ? rest : { ...rest, [field]: value });
  };

  return (
    <div className="requirement__exception">
      <div className="field">
        <label id={`${id('justification')}-label`} htmlFor={id('justification')}>
          Justification
        </label>
        <textarea
          id={id('justification')}
          rows={3}
          maxLength={MAX_JUSTIFICATION_LENGTH}
          value={justification}
          aria-required="true"
          aria-labelledby={`${id('justification')}-label requirement-${requirement.id}-text`}
          {...errorProps(id('justification'), errors.justification, `${id('justification')}-hint`)}
          onChange={(event) => set('justification', event.target.value)}
        />
        <FieldError name={id('justification')} message={errors.justification} />
        <p className="hint" id={`${id('justification')}-hint`}>
          {hint} Up to {MAX_JUSTIFICATION_LENGTH.toLocaleString('en-AU')} characters.
        </p>
        <p className="hint">{charactersLeftText(charactersLeft)}</p>
        <p className="visually-hidden" aria-live="polite">
          {charactersLeftAnnouncement(charactersLeft)}
        </p>
      </div>
      {alternate && (
        <div className="requirement__review">
          <div className="field">
            <label htmlFor={id('reviewBy')}>Review by</label>
            <input
              id={id('reviewBy')}
              type="date"
              max={latest}
              value={answer.reviewBy ?? ''}
              aria-required="true"
              {...errorProps(id('reviewBy'), errors.reviewBy, `${id('reviewBy')}-hint`)}
              onChange={(event) => set('reviewBy', event.target.value)}
            />
            <FieldError name={id('reviewBy')} message={errors.reviewBy} />
            <p className="hint" id={`${id('reviewBy')}-hint`}>
              When the alternate control is next reviewed: no later than {dayInWords(latest)}, as an exception is approved for a year at most. Once the date
              passes, the control no longer counts.
            </p>
          </div>
          <div className="field">
            <label htmlFor={id('approvedBy')}>{RISK_ACCEPTED_BY_LABEL} (optional)</label>
            <input
              id={id('approvedBy')}
              type="text"
              autoComplete="off"
              maxLength={MAX_NAME_LENGTH}
              value={answer.approvedBy ?? ''}
              {...errorProps(id('approvedBy'), errors.approvedBy, unaccepted ? `${id('approvedBy')}-hint ${id('approvedBy')}-warning` : `${id('approvedBy')}-hint`)}
              onChange={(event) => set('approvedBy', event.target.value)}
            />
            <FieldError name={id('approvedBy')} message={errors.approvedBy} />
            <p className="hint" id={`${id('approvedBy')}-hint`}>
              The name and role of who accepted the risk that remains with this control, for example: Sam Lee, Chief Executive Officer. Up to{' '}
              {MAX_NAME_LENGTH} characters.
            </p>
            {unaccepted && (
              <p className="requirement__warning" id={`${id('approvedBy')}-warning`}>
                {RISK_ACCEPTANCE_WARNING}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
