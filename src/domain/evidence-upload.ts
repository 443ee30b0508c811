import { z } from 'zod';
import { isRequirementId } from './framework/catalogue';

/** The upload's one text field: which requirement of the catalogue the file is evidence for (apart, so pages that only list files never load the catalogue). */
export const evidenceUploadFieldsSchema = z.object({
  requirementId: z.string({ error: 'Name the requirement this file is evidence for' }).refine(isRequirementId, 'This is not a requirement of the catalogue'),
});
