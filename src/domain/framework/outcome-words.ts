/** The standard outcomes an assessor records for each requirement (Essential Eight Assessment Process Guide, October 2024). */
export const OUTCOME_IDS = ['effective', 'alternate-control', 'ineffective', 'not-implemented', 'not-applicable', 'no-visibility', 'not-assessed'] as const;

export type Outcome = (typeof OUTCOME_IDS)[number];

/** Each outcome's name and the guide's meaning of it, in our words. */
export const OUTCOMES: Record<Outcome, { label: string; meaning: string }> = {
  effective: { label: 'Effective', meaning: 'The objective of the requirement is met.' },
  'alternate-control': { label: 'Alternate control', meaning: 'The objective is met through an alternate control.' },
  ineffective: { label: 'Ineffective', meaning: 'The objective of the requirement is not adequately met.' },
  'not-implemented': { label: 'Not implemented', meaning: 'The organisation has decided not to implement it.' },
  'not-applicable': { label: 'Not applicable', meaning: 'It does not apply to the system or environment.' },
  'no-visibility': { label: 'No visibility', meaning: 'Its implementation could not be seen well enough to judge.' },
  'not-assessed': { label: 'Not assessed', meaning: 'It has not been assessed yet.' },
};
