import { MAX_EVIDENCE_LENGTH } from '../../domain/constants';
import type { Requirement } from '../../domain/framework/requirement';
import { OUTCOME_IDS, OUTCOMES, outcomeSchema, type RequirementAnswer } from '../../domain/framework/outcomes';
import { chooseOutcome, hasUnconfirmedSuggestion } from '../../domain/framework/suggestions';
import { charactersLeftAnnouncement, charactersLeftText } from './evidence-count';
import { EvidenceFilesField } from './EvidenceFilesField';
import { EvidenceOnDemand } from './EvidenceOnDemand';
import { otherLevelsNote } from './requirement-groups';
import { SuggestedOutcome } from './SuggestedOutcome';
import { ImportedProposal } from './ImportedProposal';
import { EvidenceQualityField } from './EvidenceQualityField';
import { HowToCheck } from '../HowToCheck';
import { ExceptionFields, type ExceptionField } from './ExceptionFields';
import { SharedRequirementNote, sharedNoteId } from './SharedRequirementNote';
import { RequestedEvidenceNote } from '../requests/RequestedEvidenceNote';

interface RequirementFieldProps {
  requirement: Requirement;
  answer: RequirementAnswer | undefined;
  /** Messages for this requirement's justification, review date or approver, from the form's check or the server. */
  errors?: Partial<Record<ExceptionField, string>>;
  onChange: (answer: RequirementAnswer) => void;
}

/**
 * One requirement: its words, where else it applies (other levels, and other strategies holding the
 * same requirement, which share its answer), its ISM numbers, an outcome (with a suggestion from the
 * quick check to confirm, while there is one, and what an import proposes for it) and an optional evidence
 * note. Choosing an outcome removes the suggestion, and, when it is another than an accepted import's, where
 * the answer came from.
 */
export function RequirementField({ requirement, answer, errors = {}, onChange }: RequirementFieldProps) {
  const id = `requirement-${requirement.id}`;
  const outcome = answer?.outcome ?? 'not-assessed';
  const evidence = answer?.evidence ?? '';
  const note = otherLevelsNote(requirement);
  const charactersLeft = MAX_EVIDENCE_LENGTH - evidence.length;
  const current: RequirementAnswer = answer ?? { outcome, evidence };

  return (
    <li className={`requirement requirement--${outcome}${hasUnconfirmedSuggestion(answer) ? ' requirement--suggested' : ''}`}>
      <p className="requirement__text" id={`${id}-text`}>
        {requirement.text}
      </p>
      {note && <p className="requirement__note">{note}</p>}
      <SharedRequirementNote requirementId={requirement.id} />
      {requirement.ism.length > 0 && <p className="requirement__ism">{requirement.ism.join(', ')}</p>}
      <HowToCheck requirementId={requirement.id} />
      <RequestedEvidenceNote requirementId={requirement.id} />
      <div className="requirement__answer">
        <div className="field requirement__outcome">
          <label id={`${id}-outcome-label`} htmlFor={`${id}-outcome`}>
            Outcome
          </label>
          <select
            id={`${id}-outcome`}
            value={outcome}
            aria-labelledby={`${id}-outcome-label ${id}-text`}
            aria-describedby={[hasUnconfirmedSuggestion(answer) ? `${id}-suggestion` : undefined, sharedNoteId(requirement.id)].filter(Boolean).join(' ') || undefined}
            onChange={(event) => {
              const chosen = outcomeSchema.safeParse(event.target.value);
              if (chosen.success) onChange(chooseOutcome(current, chosen.data));
            }}
          >
            {OUTCOME_IDS.map((choice) => (
              <option key={choice} value={choice}>
                {OUTCOMES[choice].label}
              </option>
            ))}
          </select>
          <SuggestedOutcome id={id} answer={answer} onChange={onChange} />
          <ImportedProposal id={id} requirementId={requirement.id} answer={answer} />
        </div>
        <EvidenceOnDemand requirementId={requirement.id} fieldId={id} answer={answer}>
          <div className="field requirement__evidence">
            <label id={`${id}-evidence-label`} htmlFor={`${id}-evidence`}>
              Evidence (optional)
            </label>
            <textarea
              id={`${id}-evidence`}
              rows={2}
              maxLength={MAX_EVIDENCE_LENGTH}
              value={evidence}
              aria-labelledby={`${id}-evidence-label ${id}-text`}
              aria-describedby={`${id}-evidence-hint`}
              onChange={(event) => onChange({ ...current, evidence: event.target.value })}
            />
            <p className="hint" id={`${id}-evidence-hint`}>
              Up to {MAX_EVIDENCE_LENGTH.toLocaleString('en-AU')} characters
            </p>
            <p className="hint">{charactersLeftText(charactersLeft)}</p>
            {/* Announced only at thresholds: a live count would interrupt at every key near the limit. */}
            <p className="visually-hidden" aria-live="polite">
              {charactersLeftAnnouncement(charactersLeft)}
            </p>
          </div>
          <EvidenceQualityField fieldId={id} answer={current} onChange={onChange} />
          <EvidenceFilesField requirementId={requirement.id} describedBy={`${id}-text`} />
        </EvidenceOnDemand>
      </div>
      <ExceptionFields requirement={requirement} answer={{ ...answer, outcome, evidence }} errors={errors} onChange={onChange} />
    </li>
  );
}
