import { controlTitle } from '../../domain/control-titles';
import { CONTROL_IDS } from '../../domain/controls';
import { ApiError } from '../api/http';

/** The form's names of the answers a save sends, by their field in the body. */
export const FIELD_NAMES: Record<string, string> = {
  organizationName: 'Organisation name',
  respondentName: 'Your name',
  respondentEmail: 'Your work email',
  timeline: 'Timeline',
  constraints: 'Constraints',
  priorities: 'Priority controls',
  stepsPerQuarter: 'Level steps a quarter',
};

/** "Regular backups (current state)" for "assessments.regular-backups", and the form label for the rest. */
function fieldName(key: string, nameOf: FieldNamer): string {
  const [group, controlId] = key.split('.');
  const control = CONTROL_IDS.find((id) => id === controlId);
  if (control && group === 'assessments') return `${controlTitle(control)} (current state)`;
  if (control && group === 'targetAssessments') return `${controlTitle(control)} (target state)`;
  return nameOf(key) ?? FIELD_NAMES[key] ?? key;
}

/** Names a field the form itself knows best (a requirement, say); undefined leaves it to the shared names. */
export type FieldNamer = (key: string) => string | undefined;

/** The save error in words, naming each field the server refused. */
export function saveErrorText(error: unknown, nameOf: FieldNamer = () => undefined): string {
  if (error instanceof ApiError) {
    const details = Object.entries(error.fields).map(([key, message]) => `${fieldName(key, nameOf)}: ${message}`);
    return details.length > 0 ? `${error.message}. ${details.join('; ')}.` : error.message;
  }
  return 'Your assessment could not be saved. Please try again.';
}
