import { z } from 'zod';
import { findingSchema } from './finding';

// Apart from agreement.ts, whose input schema checks ids against the catalogue: the portal parses this answer on
// pages that do not load the catalogue.

/** Why a batch left a requirement out: it has a finding, its answer changed since it was seen, it has no answer, or an exception lacks what it needs. */
export const AGREEMENT_SKIP_REASONS = ['already-reviewed', 'answer-changed', 'not-answered', 'needs-justification'] as const;
export type AgreementSkipReason = (typeof AGREEMENT_SKIP_REASONS)[number];

/** What a batch of agreements did: its id (for undo), the findings it recorded and the requirements it left out, each with why. */
export const agreementResultSchema = z.strictObject({
  batchId: z.string(),
  agreed: z.array(findingSchema),
  skipped: z.array(z.strictObject({ requirementId: z.string(), reason: z.enum(AGREEMENT_SKIP_REASONS) })),
});
export type AgreementResult = z.infer<typeof agreementResultSchema>;
