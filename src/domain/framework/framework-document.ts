import { z } from 'zod';
import { CONTROL_IDS } from '../controls';

/** Where the catalogue comes from and under what licence (`CatalogueSource`), as GET /api/framework names it. */
const catalogueSourceSchema = z.strictObject({
  title: z.string(),
  publisher: z.string(),
  published: z.string(),
  licence: z.strictObject({ name: z.string(), url: z.string() }),
  notice: z.string(),
  attribution: z.string(),
});

/** A requirement of the catalogue as GET /api/framework sends it: the requirement, with how to check it. */
const frameworkRequirementSchema = z.strictObject({
  id: z.string(),
  strategy: z.enum(CONTROL_IDS),
  levels: z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])).readonly(),
  text: z.string(),
  ism: z.array(z.string()).readonly(),
  howToCheck: z.array(z.string()).readonly(),
});

/**
 * The public requirement catalogue as GET /api/framework sends it (`frameworkDocument`): its version, the model
 * it follows, its source and every requirement. Declared by the route, which refuses to send a field it does not name.
 */
export const frameworkDocumentSchema = z.strictObject({
  version: z.string(),
  model: z.string(),
  source: catalogueSourceSchema,
  requirements: z.array(frameworkRequirementSchema).readonly(),
});
export type FrameworkDocument = z.infer<typeof frameworkDocumentSchema>;
