import { z } from 'zod';

/**
 * The answer of POST /api/assessments/:id/resume-link once the draft's resume link is emailed: the address it
 * went to, which is the one saved in the draft. Declared by the route and read by the wizard, which names it.
 */
export const emailedResumeLinkSchema = z.strictObject({ sentTo: z.string() });
export type EmailedResumeLink = z.infer<typeof emailedResumeLinkSchema>;
