// The timelines' words, apart from their schema in assessment.ts, so a page that shows them loads no zod.

/** The four implementation timelines, with the words the form shows. */
export const TIMELINES = [
  { value: '3months', label: '3 months' },
  { value: '6months', label: '6 months' },
  { value: '12months', label: '12 months' },
  { value: '24months', label: '24 months' },
] as const;
