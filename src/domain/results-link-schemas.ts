import { z } from 'zod';
import { FRESH_LINK_SENDS } from './results-link';

/** The answers and the input of the results-link routes, shared by the routes and the pages that call them. */

/** The answer of POST /api/assessments/:id/access-key: the assessment's new access key, which this browser keeps. */
export const replacedAccessKeySchema = z.strictObject({ accessKey: z.string().min(1) });
export type ReplacedAccessKey = z.infer<typeof replacedAccessKeySchema>;

/** The answer of POST /api/assessments/:id/results-link once the results link is emailed: the address saved in the assessment. */
export const emailedResultsLinkSchema = z.strictObject({ sentTo: z.string() });

/** The body of POST /api/support/assessments/:id/results-link. */
export const freshResultsLinkInputSchema = z.strictObject({ send: z.enum(FRESH_LINK_SENDS, { error: 'Choose whether to copy the link or email it' }) });
export type FreshResultsLinkInput = z.infer<typeof freshResultsLinkInputSchema>;

/** The answer of POST /api/support/assessments/:id/results-link: the fresh link to copy, or the address it was emailed to. */
export const freshResultsLinkSchema = z.union([z.strictObject({ link: z.string() }), z.strictObject({ sentTo: z.string() })]);
export type FreshResultsLink = z.infer<typeof freshResultsLinkSchema>;
