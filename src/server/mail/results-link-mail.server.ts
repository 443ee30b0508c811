import { plainTextMailer } from './plain-text-mailer.server';
import { utcDateTimeInWords } from '../../domain/format';

/** What a results-link email says besides the link: whose results, who asked for it, when and where. */
export interface ResultsLinkMailDetails {
  /** The organisation name stored in the assessment; '' when none was entered. */
  organisationName: string;
  /** Who asked for the email: the respondent from the results page, or the consultancy from its portal (a fresh link). */
  askedBy: 'respondent' | 'consultancy';
  /** The consultancy's name, from the branding. */
  companyName: string;
  /** When the email was asked for, in milliseconds since the epoch. */
  requestedAt: number;
  /** The site it was asked for on (the origin of E8_PUBLIC_URL), which the link also points at. */
  site: string;
}

/** Where a results link is mailed: the address stored in the assessment, never one from a request. */
export interface ResultsLinkDelivery {
  send(to: string, link: string, details: ResultsLinkMailDetails): Promise<void>;
}

/**
 * The plain-text body of a results-link email. The address is whatever the respondent typed, so, as the
 * resume link's email does, it says which organisation the results are of, when and on which site it was
 * asked for, and tells a recipient who did not ask for it to ignore it. It says what the link opens (the
 * results, the reports and any review the consultancy shared, on any device) and that it must be kept
 * private. The organisation name is the respondent's text, so it is quoted on one line.
 */
export function resultsLinkMailText(link: string, details: ResultsLinkMailDetails, productName: string): string {
  const organisation = details.organisationName.replace(/\s+/g, ' ').trim();
  const ofWhom = organisation ? `the organisation "${organisation}"` : 'an organisation whose name was not entered';
  const when = utcDateTimeInWords(details.requestedAt);
  const opening =
    details.askedBy === 'consultancy'
      ? `${details.companyName} sent you a fresh link on ${details.site} (${productName}) on ${when}, to the results of the Essential Eight assessment submitted for ${ofWhom}. ` +
        'The link you had before no longer works.'
      : `Someone asked for this email on ${details.site} (${productName}) on ${when}, from the results of the Essential Eight assessment submitted for ${ofWhom}.`;
  return [
    opening,
    `Open this link to see the results, their reports and any review ${details.companyName} has shared, on any device:\n${link}`,
    'Whoever has this link can open the results, so keep it private and share it only with people who should see them. ' +
      'If it reaches someone it should not, open the results and choose "Replace the link": the old link then stops working everywhere.',
    'If you did not ask for this, you can ignore this email: nothing changes unless the link is opened.',
  ].join('\n\n');
}

/** Sends results links by SMTP (E8_SMTP_URL, from E8_MAIL_FROM), as plain text only; there is no delivery without SMTP. */
export function smtpResultsLinkDelivery(options: { smtpUrl: string; mailFrom: string | undefined; productName: string }): ResultsLinkDelivery {
  const send = plainTextMailer(options);
  return {
    send: (to, link, details) => send(to, `The link to your ${options.productName} results`, resultsLinkMailText(link, details, options.productName)),
  };
}
