import { z } from 'zod';
import { historyEventSchema } from './audit';

/**
 * An assessment's history as GET /api/assessments/:id/history answers it and the support page's History
 * reads it: its audit events, newest first, each without the address or the account it was about.
 */
export const assessmentHistorySchema = z.strictObject({ events: z.array(historyEventSchema) });
export type AssessmentHistory = z.infer<typeof assessmentHistorySchema>;
