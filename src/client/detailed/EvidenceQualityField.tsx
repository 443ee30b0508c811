import { EVIDENCE_QUALITIES, EVIDENCE_QUALITY_IDS, evidenceQualitySchema } from '../../domain/framework/evidence-quality';
import type { RequirementAnswer } from '../../domain/framework/outcomes';

interface EvidenceQualityFieldProps {
  /** The requirement's element id stem, as RequirementField names its fields. */
  fieldId: string;
  answer: RequirementAnswer;
  onChange: (answer: RequirementAnswer) => void;
}

const NOT_GRADED_HINT = 'Not graded: a met requirement counts toward the level supported by evidence only with good or excellent evidence.';

/** The grade of a requirement's evidence, as ASD's assessment process guide grades it, with the chosen grade's meaning as its hint. */
export function EvidenceQualityField({ fieldId, answer, onChange }: EvidenceQualityFieldProps) {
  const quality = answer.evidenceQuality;
  const id = `${fieldId}-evidence-quality`;
  return (
    <div className="field requirement__quality">
      <label id={`${id}-label`} htmlFor={id}>
        Evidence quality
      </label>
      <select
        id={id}
        value={quality ?? ''}
        aria-labelledby={`${id}-label ${fieldId}-text`}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const { evidenceQuality: _previous, ...rest } = answer;
          const chosen = evidenceQualitySchema.safeParse(event.target.value);
          onChange(chosen.success ? { ...rest, evidenceQuality: chosen.data } : rest);
        }}
      >
        <option value="">Not graded</option>
        {EVIDENCE_QUALITY_IDS.map((grade) => (
          <option key={grade} value={grade}>
            {EVIDENCE_QUALITIES[grade].label}
          </option>
        ))}
      </select>
      <p className="hint" id={`${id}-hint`}>
        {quality ? `${EVIDENCE_QUALITIES[quality].label}: ${EVIDENCE_QUALITIES[quality].meaning}` : NOT_GRADED_HINT}
      </p>
    </div>
  );
}
