import { z } from 'zod';

/**
 * The answer of GET /api/draft-settings, read by the wizard and declared by the route: how many days
 * the server keeps a saved draft (E8_DRAFT_DAYS) and whether it can email a draft's resume link (SMTP).
 */
export const draftSettingsSchema = z.strictObject({ draftDays: z.number().int().positive(), emailAvailable: z.boolean() });
export type DraftSettings = z.infer<typeof draftSettingsSchema>;
