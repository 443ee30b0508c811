import { z } from 'zod';

/**
 * The four grades of evidence quality, best first, as ASD's "Essential Eight assessment process guide"
 * (October 2024), section "Evidence quality", defines them; the meanings are in our own words.
 */
export const EVIDENCE_QUALITY_IDS = ['excellent', 'good', 'fair', 'poor'] as const;

export type EvidenceQuality = (typeof EVIDENCE_QUALITY_IDS)[number];

/** Each grade's name and what evidence of that grade is. */
export const EVIDENCE_QUALITIES: Record<EvidenceQuality, { label: string; meaning: string }> = {
  excellent: {
    label: 'Excellent',
    meaning: 'The control was tested with a simulated activity that shows it is in place and works, such as trying to run a test program that application control should block.',
  },
  good: { label: 'Good', meaning: "The system's configuration was reviewed through the system's own interface, showing it should enforce the expected policy." },
  fair: { label: 'Fair', meaning: "A copy of the system's configuration, such as a report or a screenshot, was reviewed, showing it should enforce the expected policy." },
  poor: { label: 'Poor', meaning: 'Only a policy or a spoken statement of intent: the control is mentioned in documents or described in interviews.' },
};

/** An evidence quality grade, as a form or an API body gives it. */
export const evidenceQualitySchema = z.enum(EVIDENCE_QUALITY_IDS, { error: 'Choose an evidence quality of excellent, good, fair or poor' });

/**
 * Whether evidence of this grade supports a met requirement: good or excellent, that is, a test of the
 * control or a look at its live configuration. A copy of the configuration, a policy, a statement or no
 * grade at all does not.
 */
export function supportsRequirement(quality: EvidenceQuality | undefined): boolean {
  return quality === 'excellent' || quality === 'good';
}
