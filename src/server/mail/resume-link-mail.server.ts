import { plainTextMailer } from './plain-text-mailer.server';
import { daysInWords, utcDateTimeInWords } from '../../domain/format';

/** What a resume-link email says besides the link: whom the draft is for, when and where it was asked for. */
export interface ResumeLinkMailDetails {
  /** Days a draft is kept after its last save (E8_DRAFT_DAYS). */
  draftDays: number;
  /** The organisation name stored in the draft; '' when none was entered yet. */
  organisationName: string;
  /** When the email was asked for, in milliseconds since the epoch. */
  requestedAt: number;
  /** The site it was asked for on (the origin of E8_PUBLIC_URL), which the link also points at. */
  site: string;
}

/** Where "Email me this link" sends a draft's resume link: the address stored in the draft, never one from a request. */
export interface ResumeLinkDelivery {
  send(to: string, link: string, details: ResumeLinkMailDetails): Promise<void>;
}

/**
 * The plain-text body of a resume-link email. The address it goes to is whatever the draft's key holder
 * typed, so it says which organisation the draft is for, when and on which site it was asked for, and
 * tells a recipient who did not ask for it to ignore it: nothing was shared with them, and whoever asked
 * can read anything entered at the link. The link is the only way in: nothing else in the email opens
 * the draft. The organisation name is the key holder's text, so it is quoted on one line.
 */
export function resumeLinkMailText(link: string, details: ResumeLinkMailDetails, productName: string): string {
  const organisation = details.organisationName.replace(/\s+/g, ' ').trim();
  const forWhom = organisation ? `for the organisation "${organisation}"` : 'with no organisation name entered yet';
  return [
    `Someone asked for this email on ${details.site} (${productName}) on ${utcDateTimeInWords(details.requestedAt)}, ` +
      `for an assessment saved there ${forWhom}.`,
    `Open this link to carry on where you left off:\n${link}`,
    `This link is the only way back to the saved assessment. It is kept for ${daysInWords(details.draftDays)} after its last save, then deleted. ` +
      'Whoever has this link can open and change the answers, so do not share it.',
    'If you did not ask for this, you can ignore this email: nothing was shared with you. ' +
      'Do not answer questions at this link unless you started the assessment yourself, because whoever asked for this email can read the answers.',
  ].join('\n\n');
}

/** Sends resume links by SMTP (E8_SMTP_URL, from E8_MAIL_FROM), as plain text only; there is no delivery without SMTP. */
export function smtpResumeLinkDelivery(options: { smtpUrl: string; mailFrom: string | undefined; productName: string }): ResumeLinkDelivery {
  const send = plainTextMailer(options);
  return {
    send: (to, link, details) => send(to, `Your saved ${options.productName} assessment`, resumeLinkMailText(link, details, options.productName)),
  };
}
