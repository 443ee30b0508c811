import { EVIDENCE_QUALITIES, EVIDENCE_QUALITY_IDS, evidenceQualitySchema, type EvidenceQuality } from '../../domain/framework/evidence-quality';
import { errorProps, FieldError } from './FieldError';

interface EvidenceQualitySelectProps {
  /** The select's id; its hint is `{id}-hint` and its message `{id}-error`. */
  id: string;
  /** The ids that name it: its label's and, after it, what it grades (a requirement's words). */
  labelledBy: string;
  quality: EvidenceQuality | undefined;
  /** The hint while nothing is graded. */
  notGradedHint: string;
  /** Words said after the grade's meaning. */
  moreHint?: string;
  error?: string;
  onChange: (quality: EvidenceQuality | undefined) => void;
}

/**
 * A select of the four grades of evidence quality (and Not graded), as ASD's assessment process guide grades
 * evidence, with the chosen grade's meaning as its hint: the respondent's answer and the assessor's finding
 * both grade evidence with it.
 */
export function EvidenceQualitySelect({ id, labelledBy, quality, notGradedHint, moreHint = '', error, onChange }: EvidenceQualitySelectProps) {
  return (
    <>
      <select
        id={id}
        name={id}
        value={quality ?? ''}
        aria-labelledby={labelledBy}
        {...errorProps(id, error, `${id}-hint`)}
        onChange={(event) => onChange(evidenceQualitySchema.safeParse(event.target.value).data)}
      >
        <option value="">Not graded</option>
        {EVIDENCE_QUALITY_IDS.map((grade) => (
          <option key={grade} value={grade}>
            {EVIDENCE_QUALITIES[grade].label}
          </option>
        ))}
      </select>
      <p className="hint" id={`${id}-hint`}>
        {quality ? `${EVIDENCE_QUALITIES[quality].label}: ${EVIDENCE_QUALITIES[quality].meaning}` : notGradedHint}
        {moreHint}
      </p>
      <FieldError name={id} message={error} />
    </>
  );
}
