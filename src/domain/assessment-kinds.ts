// The kinds of assessment, apart from the schemas in assessment.ts, so a page that names a kind loads no zod.

/** A quick check rates each strategy once; a detailed assessment records an outcome for every requirement. */
export const ASSESSMENT_KINDS = ['quick', 'detailed'] as const;
export type AssessmentKind = (typeof ASSESSMENT_KINDS)[number];

/** Each kind of assessment in words, as the support pages and the CSV export name it. */
export const KIND_NAMES: Record<AssessmentKind, string> = { quick: 'Quick check', detailed: 'Detailed assessment' };
