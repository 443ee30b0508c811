import { dayInWords } from '../calendar-day';
import { REQUIREMENTS } from '../framework/catalogue';
import type { EvidenceRequest } from './evidence-requests';

/** A plain-text email: its subject and body. */
export interface PlainTextNotice {
  subject: string;
  text: string;
}

const REQUIREMENT_TEXT = new Map(REQUIREMENTS.map((requirement) => [requirement.id, requirement.text]));

/** Text typed by someone, put on one line for a mail's subject or a quoted line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The notice mailed to the respondent's address when a consultant asks for evidence: who asks, for which
 * organisation's assessment, the requirements in the model's words, what is wanted and by when, and the
 * link to the results, where they answer and upload. It names the request, never any evidence, and no
 * consultant's account: the firm asks. The link opens the results in a browser holding the assessment's key.
 */
export function evidenceRequestNotice(input: {
  request: Pick<EvidenceRequest, 'requirementIds' | 'wanted' | 'dueOn'>;
  organisationName: string;
  companyName: string;
  productName: string;
  resultsLink: string;
}): PlainTextNotice {
  const { request, organisationName, companyName, productName, resultsLink } = input;
  const organisation = oneLine(organisationName) || 'your organisation';
  const requirements = request.requirementIds.map((id) => `- ${REQUIREMENT_TEXT.get(id) ?? id}`);
  return {
    subject: `${oneLine(companyName)} asks for evidence for the Essential Eight assessment of ${organisation}`,
    text: [
      `${companyName} is reviewing the Essential Eight assessment of ${organisation} in ${productName} and asks you for evidence about:`,
      requirements.join('\n'),
      `What is wanted:\n${request.wanted}`,
      `Wanted by ${dayInWords(request.dueOn)}.`,
      `Open your results to answer in words or upload a file:\n${resultsLink}\n` +
        'The link opens the results in the browser that holds this assessment (the one it was completed in, or one you opened its link in).',
      `If you were not expecting this, you can ignore this email, or tell ${companyName}.`,
    ].join('\n\n'),
  };
}
