import { implementationSchema, organisationSchema, type ImplementationDetails, type OrganisationDetails } from '../../domain/assessment';
import type { WizardProgress } from '../progress/progress';

/** The closing answers parsed for submission, or the words that send the respondent back to the section to complete. */
export type FinalAnswers =
  | { implementation: ImplementationDetails; organisation: OrganisationDetails; problem?: undefined }
  | { problem: string };

/**
 * Parses the implementation and organisation answers on the review, before Submit sends them. Saved
 * progress can hold answers the steps would refuse (from an older version, say), so they are checked again.
 */
export function finalAnswers(progress: Pick<WizardProgress, 'implementation' | 'organisation'>): FinalAnswers {
  const implementation = implementationSchema.safeParse(progress.implementation);
  const organisation = organisationSchema.safeParse(progress.organisation);
  if (!implementation.success || !organisation.success) {
    const section = implementation.success ? 'Organisation details' : 'Implementation planning';
    return { problem: `Some answers under ${section} are missing or invalid. Use Change there to complete them.` };
  }
  return { implementation: implementation.data, organisation: organisation.data };
}
