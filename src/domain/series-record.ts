import { z } from 'zod';
import { ASSESSMENT_KINDS } from './assessment-kinds';
import { CONTROL_IDS } from './controls';
import type { SeriesPoint } from './progress';

const maturityLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** One completed assessment of a series as the API sends it, declared by its route and checked by the browser before use. */
export const seriesPointSchema = z.strictObject({
  id: z.string(),
  createdAt: z.number(),
  kind: z.enum(ASSESSMENT_KINDS),
  levels: z.record(z.enum(CONTROL_IDS), maturityLevelSchema),
  overall: maturityLevelSchema,
}) satisfies z.ZodType<SeriesPoint>;

/** The answer to GET /api/assessments/:id/series: the series' completed assessments in date order. */
export const seriesSchema = z.strictObject({ points: z.array(seriesPointSchema) });
