import type { RequirementAnswer } from '../../domain/framework/outcomes';
import { EvidenceQualitySelect } from '../forms/EvidenceQualitySelect';

interface EvidenceQualityFieldProps {
  /** The requirement's element id stem, as RequirementField names its fields. */
  fieldId: string;
  answer: RequirementAnswer;
  onChange: (answer: RequirementAnswer) => void;
}

const NOT_GRADED_HINT = 'Not graded: a met requirement counts toward the level supported by evidence only with good or excellent evidence.';

/** The grade of a requirement's evidence, as ASD's assessment process guide grades it, with the chosen grade's meaning as its hint. */
export function EvidenceQualityField({ fieldId, answer, onChange }: EvidenceQualityFieldProps) {
  const id = `${fieldId}-evidence-quality`;
  return (
    <div className="field requirement__quality">
      <label id={`${id}-label`} htmlFor={id}>
        Evidence quality
      </label>
      <EvidenceQualitySelect
        id={id}
        labelledBy={`${id}-label ${fieldId}-text`}
        quality={answer.evidenceQuality}
        notGradedHint={NOT_GRADED_HINT}
        onChange={(quality) => {
          const { evidenceQuality: _previous, ...rest } = answer;
          onChange(quality ? { ...rest, evidenceQuality: quality } : rest);
        }}
      />
    </div>
  );
}
