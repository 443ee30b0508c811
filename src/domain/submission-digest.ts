import type { Assessment } from './assessment';
import { KIND_NAMES } from './assessment-kinds';
import { dayOf } from './calendar-day';
import { asdResultOf } from './detailed-assessment';
import { countOf, utcDateTimeInWords } from './format';
import { maturityLevelName } from './maturity-levels';
import { oneLine, type SubmissionNotice } from './submission-notice';

/** One completed assessment as a digest lists it: what the single notice says, nothing more. */
export interface DigestEntry {
  organisation: string;
  kind: string;
  level: string;
  completedAt: number;
  detailLink: string;
}

/**
 * What a digest keeps of a completed assessment: never the answers, the respondent's name or email. Its level is the one
 * it achieved on the day it was completed in `timeZone` (E8_TIME_ZONE).
 */
export function digestEntry(assessment: Assessment, detailLink: string, timeZone: string): DigestEntry {
  return {
    organisation: oneLine(assessment.organizationName) || 'An organisation with no name given',
    kind: KIND_NAMES[assessment.kind].toLowerCase(),
    level: maturityLevelName(asdResultOf(assessment, dayOf(assessment.updatedAt, timeZone)).overallLevel),
    completedAt: assessment.updatedAt,
    detailLink,
  };
}

/**
 * The one mail that lists the completed assessments past the hour's notices mailed one by one: each
 * organisation, its kind, overall level and portal link, and how many more when the list was cut short.
 */
export function submissionDigest(entries: readonly DigestEntry[], unlisted: number, perHour: number, productName: string): SubmissionNotice {
  const total = entries.length + unlisted;
  const lines = entries.map(
    (entry, index) => `${index + 1}. ${entry.organisation} (${entry.level}), a ${entry.kind} completed on ${utcDateTimeInWords(entry.completedAt)}\n   ${entry.detailLink}`,
  );
  return {
    subject: `${countOf(total, 'more assessment')} completed in ${productName}`,
    text: [
      `More than ${countOf(perHour, 'assessment')} were completed within an hour in ${productName}, so the others are listed here in one mail rather than one mail each.`,
      'Open each in the support portal (you will be asked to sign in):',
      lines.join('\n'),
      ...(unlisted > 0 ? [`And ${countOf(unlisted, 'more assessment')}, not listed here: they are in the portal.`] : []),
      'This digest holds none of the answers or contact details: they are in the portal.',
    ].join('\n\n'),
  };
}
