import type { Assessment } from './assessment';
import { KIND_NAMES, type AssessmentKind } from './assessment-kinds';
import { dayOf } from './calendar-day';
import { asdResultOf } from './detailed-assessment';
import { utcDateTimeInWords } from './format';
import { maturityLevelName } from './maturity-levels';

/** The notice mailed to the team for each completed assessment (E8_NOTIFY_EMAIL): a subject line and plain text. */
export interface SubmissionNotice {
  subject: string;
  text: string;
}

/** A respondent's text on one line: line breaks and other control or formatting characters become spaces. */
export function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** What the notice calls the overall level: a quick check's comes from the respondent's eight ratings, a detailed assessment's from every requirement. */
const LEVEL_LABEL: Record<AssessmentKind, string> = {
  quick: "Indicative level from the respondent's ratings",
  detailed: "Overall level by ASD's method",
};

/**
 * The team's notice of a completed assessment: which organisation, what kind, its overall level (by ASD's
 * method, or indicative for a quick check), and the link to its page in the support portal (which needs a sign-in). Never the answers, the
 * respondent's name or email, or anything else entered: a mailbox is a weaker place than the portal. The level is the one
 * achieved on the day it was completed in `timeZone` (E8_TIME_ZONE).
 */
export function submissionNotice(assessment: Assessment, detailLink: string, productName: string, timeZone: string): SubmissionNotice {
  const organisation = oneLine(assessment.organizationName) || 'An organisation with no name given';
  const level = maturityLevelName(asdResultOf(assessment, dayOf(assessment.updatedAt, timeZone)).overallLevel);
  return {
    subject: `New assessment: ${organisation} (${level})`,
    text: [
      `A ${KIND_NAMES[assessment.kind].toLowerCase()} was completed in ${productName} on ${utcDateTimeInWords(assessment.updatedAt)}.`,
      `Organisation: ${organisation}\n${LEVEL_LABEL[assessment.kind]}: ${level}`,
      `Open it in the support portal (you will be asked to sign in):\n${detailLink}`,
      'This notice holds none of the answers or contact details: they are in the portal.',
    ].join('\n\n'),
  };
}
